/** `quire init [dir]`: scaffold a docs project and say what to run next. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLayoutTheme, LAYOUT_THEMES } from '../config/types.js';
import { scaffoldProject, setScaffoldTheme } from '../init/scaffold.js';
import { didYouMean } from '../utils/did-you-mean.js';
import type { Styles } from '../utils/terminal.js';

const THEMES = LAYOUT_THEMES.join(', ');

/** Run `quire init` into `dir` with the look `theme` (default: mint); returns the exit code. */
export function runInitCommand(dir: string, s: Styles, theme?: string): number {
  if (theme !== undefined && !isLayoutTheme(theme)) {
    const near = didYouMean(theme, LAYOUT_THEMES);
    process.stderr.write(
      `${s.red('error')} --theme "${theme}" is not a theme${near ? `; did you mean "${near}"?` : ''}\n` +
        `  hint: choose one of ${THEMES}\n`,
    );
    return 2;
  }
  const target = path.resolve(dir);
  if (existsSync(target) && !statSync(target).isDirectory()) {
    process.stderr.write(`${s.red('error')} ${dir} is a file; pass a new or empty folder, e.g. \`quire init docs\`\n`);
    return 1;
  }
  const result = scaffoldProject(target);
  if ('existing' in result) {
    const count = result.existing.length;
    process.stderr.write(
      `${s.red('error')} quire init wrote nothing: ${count === 1 ? 'this file exists' : `these ${count} files exist`} in ${dir} already, and init never overwrites:\n` +
        `${result.existing.map((file) => `  ${file}\n`).join('')}` +
        `  hint: run it in a new or empty folder, e.g. \`quire init docs\`, or move these files away\n`,
    );
    return 1;
  }
  if (theme !== undefined) setScaffoldTheme(target, theme);
  const where = dir === '.' ? 'this folder' : dir;
  const cd = dir === '.' ? '' : `cd ${/^[\w./-]+$/.test(dir) ? dir : JSON.stringify(dir)} && `;
  process.stdout.write(
    `${s.green('✓')} Created a docs project in ${where}:\n` +
      `${result.written.map((file) => `  ${file}\n`).join('')}\n` +
      'Next, preview it on http://127.0.0.1:3000 (it reloads on every save):\n' +
      `  ${cd}npx quire dev\n` +
      'Build it into _site/ with `npx quire build`; .github/workflows/docs.yml publishes it on GitHub Pages.\n' +
      `Its look is the theme "${theme ?? 'mint'}"; set "theme" in site.json to change it: ${THEMES}.\n`,
  );
  return 0;
}
