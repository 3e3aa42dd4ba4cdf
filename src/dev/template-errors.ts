/**
 * Template overrides (the `--templates` folder) are the user's input: a mistake in one is reported like any other,
 * and the dev server keeps the last good pages meanwhile. Errors in Quire's built-in templates stay bugs.
 */
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from '../site/assets-fs.js';

/** The key of problems with rendering template overrides (in the session's map of problems by file). */
export const TEMPLATES = '(templates)';

/** The key of problems with reading the overrides folder's files (a link leading out of it). */
export const TEMPLATE_FILES = '(template files)';

/** Whether `error` comes from the templates of a site rendered with overrides (`templatesDir`, from `--templates`). */
export function isTemplateError(error: unknown, templatesDir: string | undefined): error is Error {
  return templatesDir !== undefined && error instanceof Error && error.name.startsWith('Eta');
}

/** The diagnostic for a template error, filed at the overrides folder. */
export function templateDiagnostic(error: Error, templatesDir: string | undefined): Diagnostic {
  const dir = templatesDir === undefined ? 'templates' : displayPath(templatesDir);
  return {
    severity: 'error',
    rule: 'render/template',
    file: dir,
    message: `a template override could not be rendered: ${error.message.split('\n')[0]}`,
    hint: `fix the template in ${dir} (or delete it to use Quire's own); the last good version is served meanwhile`,
  };
}
