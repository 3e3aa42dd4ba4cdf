/**
 * A docs project's own templates (`templates/` overrides) are author input: a mistake in one is reported like any
 * other, and the dev server keeps the last good pages meanwhile. Errors in Quire's built-in templates stay bugs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';

/** Where problems with template overrides are filed (the `file` of their diagnostics). */
export const TEMPLATES = 'templates';

/** Whether `error` comes from the templates of a site that has its own `templates/` folder. */
export function isTemplateError(error: unknown, templatesDir: string | undefined): error is Error {
  return templatesDir !== undefined && error instanceof Error && error.name.startsWith('Eta');
}

/** The diagnostic for a template error. */
export function templateDiagnostic(error: Error): Diagnostic {
  return {
    severity: 'error',
    rule: 'render/template',
    file: TEMPLATES,
    message: `a template override could not be rendered: ${error.message.split('\n')[0]}`,
    hint: "fix the template in templates/ (or delete it to use Quire's own); the last good version is served meanwhile",
  };
}

/** The docs project's `templates/` folder, when it has one (as `loadSite` finds it). */
export function templatesDirOf(root: string): string | undefined {
  const dir = path.join(root, 'templates');
  return existsSync(dir) ? dir : undefined;
}
