/** Tell which OpenAPI version a parsed file is, and refuse what Quire cannot read: Swagger 2.0, 3.2, non-documents. */
import type { Diagnostic } from '../diagnostics.js';
import { findPosition, type SourceFile } from './source.js';

/** The version of `source.value` when Quire can read it; otherwise a diagnostic saying why not. */
export function checkVersion(source: SourceFile): { version?: '3.0' | '3.1'; diagnostics: Diagnostic[] } {
  const value = source.value;
  const fail = (message: string, hint: string, at: string[] = []): { diagnostics: Diagnostic[] } => ({
    diagnostics: [
      {
        severity: 'error',
        rule: 'openapi/version',
        file: source.file,
        position: findPosition(source, at) ?? { line: 1, column: 1 },
        message,
        hint,
      },
    ],
  });
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const found = Array.isArray(value) ? 'a list' : value === null ? 'nothing' : `a ${typeof value}`;
    return fail(
      `expected an OpenAPI document (a mapping that starts with \`openapi: 3.1.0\`), found ${found}`,
      'check that the `openapi` setting points at the right file',
    );
  }
  const doc = value as Record<string, unknown>;
  if ('swagger' in doc) {
    return fail(
      `Swagger ${typeof doc.swagger === 'string' ? JSON.stringify(doc.swagger).slice(1, -1) : JSON.stringify(doc.swagger)} is not supported; convert to OpenAPI 3 with \`npx swagger2openapi ${baseName(source.file)} -o openapi.yaml\``,
      'Quire reads OpenAPI 3.0 and 3.1; swagger2openapi (or https://converter.swagger.io) converts Swagger 2.0 files',
      ['swagger'],
    );
  }
  if (!('openapi' in doc)) {
    return fail(
      'expected an `openapi` field with the version (e.g. `openapi: 3.1.0`), found none',
      'add `openapi: 3.1.0` (or the 3.0.x version the file follows) as the first line',
    );
  }
  const raw = doc.openapi;
  if (typeof raw !== 'string') {
    return fail(
      `\`openapi\` must be a string such as "3.1.0", found ${JSON.stringify(raw)}`,
      `quote the version: \`openapi: "${String(raw)}"\``,
      ['openapi'],
    );
  }
  if (/^3\.0\.\d+/.test(raw)) return { version: '3.0', diagnostics: [] };
  if (/^3\.1\.\d+/.test(raw)) return { version: '3.1', diagnostics: [] };
  if (/^3\.2\./.test(raw))
    return fail(
      `OpenAPI ${JSON.stringify(raw).slice(1, -1)} is not supported yet; Quire reads OpenAPI 3.0 and 3.1`,
      'change the version to 3.1.1 if the file uses no 3.2 features',
      ['openapi'],
    );
  return fail(
    `unsupported OpenAPI version ${JSON.stringify(raw)}; expected 3.0.x or 3.1.x`,
    'Quire reads OpenAPI 3.0 and 3.1 files, e.g. `openapi: 3.1.0`',
    ['openapi'],
  );
}

function baseName(file: string): string {
  return file.split(/[/?#]/).filter(Boolean).pop() ?? file;
}
