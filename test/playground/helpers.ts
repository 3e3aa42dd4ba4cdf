/** The example's playground data (example-docs/openapi/user-groups.yaml with the example's api settings), for the playground's unit tests. */
import path from 'node:path';
import { loadOpenApi } from '../../src/openapi/load.js';
import { operationToView } from '../../src/openapi/operation.js';
import { getPlaygroundData, type PlaygroundData } from '../../src/openapi/playground-data.js';
import { createSchemaContext } from '../../src/openapi/schema.js';
import type { SiteConfig } from '../../src/config/types.js';

const API: SiteConfig['api'] = {
  baseUrl: ['http://127.0.0.1:4010', 'https://api.example.com'],
  auth: { method: 'key', name: 'Authorization', inputPrefix: 'Token ' },
  playground: { mode: 'show' },
  maintainOrder: true,
  examples: { languages: ['bash', 'python', 'javascript', 'php', 'go', 'java'] },
};

/** The playground data of `key` (e.g. `GET /api/user`) in the example, with `api` settings overridden by `api`. */
export async function examplePlaygroundData(
  key: string,
  api: Partial<SiteConfig['api']> = {},
): Promise<PlaygroundData> {
  const loaded = await loadOpenApi(['openapi/user-groups.yaml'], path.resolve('example-docs'), { cacheDir: false });
  const doc = loaded.documents[0];
  const ref = doc.operations.find((op) => op.key === key);
  if (!ref) throw new Error(`no operation ${key}`);
  const settings = { ...API, ...api };
  const view = operationToView(doc, ref, createSchemaContext(doc.schemaNames, settings.maintainOrder), {
    baseUrls: settings.baseUrl,
    maintainOrder: settings.maintainOrder,
  });
  const data = getPlaygroundData(view, { api: settings });
  if (!data) throw new Error('playground hidden');
  return data;
}
