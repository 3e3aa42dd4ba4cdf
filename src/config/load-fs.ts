/**
 * Find and read the config file of a docs folder: `site.json`, else Mintlify's `docs.json`, else its older
 * `mint.json`. The only config module that touches the disk.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { confineToFolder } from '../utils/inside-folder.js';
import { validateConfigText, type ConfigResult } from './validate.js';

/** Quire's own config file name, relative to the docs folder. */
export const CONFIG_FILE = 'site.json';

/**
 * The config files Quire reads, in the order it looks for them. `mint.json` is the same format as `site.json`;
 * `docs.json` is Mintlify's newer format.
 */
export const CONFIG_FILES = ['site.json', 'docs.json', 'mint.json'] as const;

/** A config file name Quire reads. */
export type ConfigFileName = (typeof CONFIG_FILES)[number];

/** Whether `relativePath` (from the docs folder) names a config file. */
export function isConfigFile(relativePath: string): relativePath is ConfigFileName {
  return (CONFIG_FILES as readonly string[]).includes(relativePath);
}

/** The result of {@link loadConfig}: the config file used (even when it has errors) and what validation found. */
export interface LoadedConfigResult extends ConfigResult {
  file: ConfigFileName;
}

/** Reads a config file's text; undefined when there is no such file. */
type ReadText = (file: string) => Promise<string | undefined>;

/** Load and validate the config file of `root`. Never throws for a user mistake: a missing file is a diagnostic. */
export async function loadConfig(root: string): Promise<LoadedConfigResult> {
  const read: ReadText = async (name) => {
    // A config file that is a link leading out of the docs folder is refused before it is opened (it is untrusted
    // input like the rest of the folder, and its settings are published).
    const where = confineToFolder(root, name);
    if (where && 'outside' in where) throw new LinkOutside(where.outside);
    try {
      return await readFile(path.join(root, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const found: Array<{ file: ConfigFileName; text: string }> = [];
  const problems: Diagnostic[] = [];
  for (const file of CONFIG_FILES) {
    try {
      const text = await read(file);
      if (text !== undefined) found.push({ file, text });
    } catch (error) {
      problems.push(readError(file, error));
    }
  }
  if (problems.length > 0) return { file: problems[0].file as ConfigFileName, diagnostics: problems };
  if (found.length === 0) return { file: CONFIG_FILE, diagnostics: [missingFileDiagnostic(root)] };
  const [used, ...ignored] = found;
  const result = await validate(root, used.file, used.text);
  if (ignored.length > 0)
    result.diagnostics.unshift(
      severalFilesNote(
        used.file,
        ignored.map((f) => f.file),
      ),
    );
  return { file: used.file, ...result };
}

async function validate(root: string, file: ConfigFileName, text: string): Promise<ConfigResult> {
  // mint.json is site.json's format under its Mintlify name; docs.json is read by its own validator, loaded only
  // for a docs.json (its modules and generated validator are ~300 KB a site.json build need not parse).
  if (file === 'docs.json') {
    const { validateDocsJsonText } = await import('./docs-json/index.js');
    return validateDocsJsonText(text, file, (relative) => readInside(root, relative));
  }
  return validateConfigText(text, file);
}

/**
 * Read a file that docs.json names with `$ref`, only when it really lies in the docs folder (symbolic links
 * followed); undefined otherwise, which the validator reports at the `$ref`.
 */
function readInside(root: string, relative: string): string | undefined {
  const where = confineToFolder(root, relative);
  if (!where || 'outside' in where) return undefined;
  try {
    return readFileSync(where.real, 'utf8');
  } catch {
    return undefined;
  }
}

/** A config file that is a symbolic link to a file outside the docs folder (`outside`, where it leads). */
class LinkOutside extends Error {
  constructor(readonly outside: string) {
    super(`a link to ${outside}`);
  }
}

function readError(file: ConfigFileName, error: unknown): Diagnostic {
  if (error instanceof LinkOutside) {
    return {
      severity: 'error',
      rule: 'config/link-outside',
      file,
      message: `${file} is a symbolic link to ${error.outside}, outside the docs folder; it was not read`,
      hint: `put the config file itself in the docs folder (or a link to a file inside it)`,
    };
  }
  const code = (error as NodeJS.ErrnoException).code;
  const message =
    code === 'EISDIR'
      ? `${file} is a folder, not a file`
      : `could not read ${file}: ${error instanceof Error ? error.message : String(error)}`;
  return { severity: 'error', rule: 'config/read-error', file, message };
}

function severalFilesNote(used: ConfigFileName, ignored: ConfigFileName[]): Diagnostic {
  const names = ignored.map((f) => `\`${f}\``).join(' and ');
  return {
    severity: 'info',
    rule: 'config/several-config-files',
    file: used,
    message: `using ${used}; ${names} ${ignored.length === 1 ? 'is' : 'are'} ignored`,
    hint: `Quire reads the first of ${CONFIG_FILES.join(', ')} that exists; delete the others to silence this note`,
  };
}

function missingFileDiagnostic(root: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'config/missing-file',
    file: CONFIG_FILE,
    message: `no ${CONFIG_FILES.join(', ')} in ${root}`,
    hint: `create ${CONFIG_FILE} with at least { "name": "My Docs", "navigation": [{ "group": "Start", "pages": ["index"] }] }, or pass the docs folder that holds it`,
  };
}
