/** Load OpenAPI fixtures of test/fixtures/openapi for the OpenAPI tests. */
import path from 'node:path';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { loadOpenApi } from '../../src/openapi/load.js';
import type { OpenApiDocument } from '../../src/openapi/types.js';

/** The fixtures folder. */
export const FIXTURES = path.resolve('test/fixtures/openapi');

/** Load one fixture that must load without problems. */
export async function loadFixture(file: string): Promise<OpenApiDocument> {
  const result = await loadOpenApi([file], FIXTURES, { cacheDir: false });
  const problems = formatDiagnostics(result.diagnostics);
  if (problems) throw new Error(`fixture ${file} did not load:\n${problems}`);
  return result.documents[0];
}

/** The dereferenced schema at `pointer` (`/components/schemas/Pet`) of a loaded document. */
export function schemaAt(doc: OpenApiDocument, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/')],
      doc.document,
    );
}
