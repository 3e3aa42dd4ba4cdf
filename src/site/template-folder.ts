/**
 * A docs folder's `templates/` is ordinary content: Mintlify projects keep pages there. Quire used to read its
 * template overrides from it, and a project may still hold them; since they run as code, they are applied only from
 * a folder named with `--templates`. One warning says so when the folder really looks like overrides.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath, STYLESHEET_NAMES } from './assets-fs.js';

const FOLDER = 'templates';

/**
 * The warning for a docs folder whose `templates/` holds Eta templates or stylesheets named as Quire's
 * (`assets/quire.css` …), given the docs folder's files (`assets`, relative); undefined for any other folder.
 */
export function unappliedOverridesWarning(root: string, assets: readonly string[]): Diagnostic | undefined {
  const inside = assets.filter((file) => file.startsWith(`${FOLDER}/`)).map((file) => file.slice(FOLDER.length + 1));
  const templates = inside.filter((file) => file.endsWith('.eta')).length;
  const names: readonly string[] = STYLESHEET_NAMES;
  const stylesheets = inside.filter(
    (file) => file.startsWith('assets/') && names.includes(file.slice('assets/'.length)),
  );
  if (templates === 0 && stylesheets.length === 0) return undefined;
  const found = [
    ...(templates > 0 ? [`${templates} .eta ${templates === 1 ? 'template' : 'templates'}`] : []),
    ...stylesheets,
  ].join(', ');
  return {
    severity: 'warning',
    rule: 'templates/not-applied',
    file: FOLDER,
    message: `${FOLDER}/ holds what look like Quire template overrides (${found}), not applied: templates run as code, so Quire reads overrides only from a folder named with --templates; ${FOLDER}/ is built as ordinary content`,
    hint: `if you trust them, pass \`--templates ${displayPath(path.join(root, FOLDER))}\` to quire build, check and dev (they run with your rights); otherwise delete them`,
  };
}
