/**
 * What every `npm run gen:*` script does with the files it generates: write them, or with `--check` (what the test
 * suite runs) only name the stale ones and exit with 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Write `outputs` (`[name, file, text]`: a name to report, a path or file URL, the text it should hold), or with
 * `check` report which differ; `command` is what fixes them (`npm run gen:reference`).
 */
export function writeGenerated(outputs, { check, command }) {
  const stale = outputs.filter(([, file, text]) => readOrEmpty(file) !== text).map(([name]) => name);
  if (check) {
    if (stale.length > 0) {
      console.error(`Out of date: ${stale.join(', ')}. Run \`${command}\`.`);
      process.exitCode = 1;
    }
    return;
  }
  for (const [, file, text] of outputs) writeFileSync(file, text);
  console.log(stale.length > 0 ? `Updated ${stale.join(', ')}.` : 'Already up to date.');
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Missing: stale.
    return '';
  }
}
