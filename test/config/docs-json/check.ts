/** Shared by the docs.json tests: validate a value written as pretty JSON, with `$ref` files given as values too. */
import { validateDocsJsonText } from '../../../src/config/docs-json/index.js';
import type { ConfigResult } from '../../../src/config/validate.js';
import { formatDiagnostics } from '../../../src/diagnostics-format.js';

/** The smallest docs.json that loads. */
export const minimal = { name: 'Acme', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };

/** Pretty JSON (2 spaces), so line:col in assertions are easy to check by eye. */
export function pretty(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
}

/** Validate `value` as docs.json; `files` are the docs folder's other files, by path. */
export function check(value: unknown, files: Record<string, unknown> = {}): ConfigResult {
  return validateDocsJsonText(pretty(value), 'docs.json', (path) =>
    Object.hasOwn(files, path) ? pretty(files[path]) : undefined,
  );
}

/** The formatted diagnostics of {@link check}. */
export function report(value: unknown, files: Record<string, unknown> = {}): string {
  return formatDiagnostics(check(value, files).diagnostics);
}

/** `rule jsonPath` of each diagnostic, to assert what was reported without the wording. */
export function found(result: ConfigResult): string[] {
  return result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath ?? ''}`.trim());
}

/** The docs.json with `navigation` replaced. */
export function withNavigation(navigation: unknown): Record<string, unknown> {
  return { name: 'Acme', navigation };
}
