/**
 * The fuzz targets, run in a worker thread so that a case that hangs can be stopped: the test thread sends one input
 * at a time and terminates this worker when no answer comes within the deadline. It runs the compiled stages in
 * `dist/` (worker threads cannot load TypeScript), which `npm test` builds before running the tests.
 */
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const dist = new URL('../../../dist/', import.meta.url);
const load = (module) => import(new URL(module, dist).href);
const [
  { validateConfigText },
  { parseFrontmatter, getPageMeta },
  { renderMarkdown },
  { loadOpenApi },
  { operationToView },
  { createSchemaContext },
  { renderEndpoint },
] = await Promise.all([
  load('config/validate.js'),
  load('content/index.js'),
  load('markdown/index.js'),
  load('openapi/load.js'),
  load('openapi/operation.js'),
  load('openapi/schema.js'),
  load('openapi/render-endpoint.js'),
]);

const LINKS = {
  base: '/',
  urlByPath: { 'index.md': '/', 'guide/setup.md': '/guide/setup/', 'page.md': '/page/', 'page.mdx': '/page/' },
  assets: { 'images/a.png': true },
};
const OPENAPI_ROOT = path.resolve('/quire-fuzz/docs');

const targets = {
  config({ text }) {
    const result = validateConfigText(text, 'site.json');
    return { ok: result.config !== undefined, diagnostics: result.diagnostics };
  },
  frontmatter({ raw, file }) {
    const parsed = parseFrontmatter(raw, file);
    const meta = getPageMeta(file, raw);
    if (typeof meta.title !== 'string' || typeof meta.description !== 'string')
      throw new Error('page meta without a title or description');
    return { ok: parsed.diagnostics.length === 0, diagnostics: [...parsed.diagnostics, ...meta.diagnostics] };
  },
  markdown({ raw, file }) {
    const result = renderMarkdown({ path: file, raw, removeLeadingH1: true }, LINKS);
    if (typeof result.html !== 'string') throw new Error('no HTML');
    return { ok: !result.diagnostics.some((d) => d.severity === 'error'), diagnostics: result.diagnostics };
  },
  async openapi({ files, entry }) {
    const read = async (location) => {
      const rel = path.relative(OPENAPI_ROOT, location).split(path.sep).join('/');
      if (Object.hasOwn(files, rel)) return files[rel];
      throw Object.assign(new Error(`no file ${location}`), { code: 'ENOENT' });
    };
    const result = await loadOpenApi([entry], OPENAPI_ROOT, { read, cacheDir: false, timeoutMs: 200 });
    let endpoints = 0;
    for (const doc of result.documents) {
      const context = createSchemaContext(doc.schemaNames, false);
      for (const ref of doc.operations.slice(0, 20)) {
        const view = operationToView(doc, ref, context, { baseUrls: [], playgroundMode: 'show', maintainOrder: false });
        renderEndpoint(view, {
          config: {
            api: {
              baseUrl: [],
              playground: { mode: 'show' },
              maintainOrder: false,
              examples: { languages: ['bash', 'python', 'go'] },
            },
          },
        });
        endpoints++;
      }
    }
    return { ok: result.failed === 0, diagnostics: result.diagnostics, endpoints };
  },
};

parentPort.on('message', async ({ id, target, input }) => {
  try {
    const result = await targets[target](input);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? `${error.stack}` : String(error) });
  }
});
parentPort.postMessage({ ready: true });
