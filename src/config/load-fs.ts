/** Read `site.json` from a docs folder. The only config module that touches the disk. */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { validateConfigText, type ConfigResult } from './validate.js';

/** The config file name, relative to the docs folder. */
export const CONFIG_FILE = 'site.json';

/** Load and validate `<root>/site.json`. Never throws for a user mistake: a missing file is a diagnostic. */
export async function loadConfig(root: string): Promise<ConfigResult> {
  const file = path.join(root, CONFIG_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { diagnostics: [missingFileDiagnostic(root)] };
    if (code === 'EISDIR') {
      return {
        diagnostics: [
          {
            severity: 'error',
            rule: 'config/read-error',
            file: CONFIG_FILE,
            message: `${CONFIG_FILE} is a folder, not a file`,
          },
        ],
      };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      diagnostics: [
        {
          severity: 'error',
          rule: 'config/read-error',
          file: CONFIG_FILE,
          message: `could not read ${CONFIG_FILE}: ${reason}`,
        },
      ],
    };
  }
  return validateConfigText(text, CONFIG_FILE);
}

function missingFileDiagnostic(root: string): ConfigResult['diagnostics'][number] {
  const hasMintJson = existsSync(path.join(root, 'mint.json'));
  return {
    severity: 'error',
    rule: 'config/missing-file',
    file: CONFIG_FILE,
    message: `no ${CONFIG_FILE} in ${root}`,
    hint: hasMintJson
      ? `found mint.json: site.json uses the same format, so rename it (or copy it) to ${CONFIG_FILE}`
      : `create ${CONFIG_FILE} with at least { "name": "My Docs", "navigation": [{ "group": "Start", "pages": ["index"] }] }, or pass the docs folder that holds it`,
  };
}
