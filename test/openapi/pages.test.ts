import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import type { PageNode } from '../../src/graph/types.js';
import { resolvePageOperations } from '../../src/openapi/pages.js';
import type { LoadedOpenApi } from '../../src/openapi/types.js';
import { loadFixture } from './helpers.js';

const API: SiteConfig['api'] = {
  baseUrl: [],
  playground: { mode: 'show' },
  maintainOrder: false,
  examples: { languages: ['bash'] },
};

/** Pages from front matter lines; the raw text keeps the lines so positions can be checked. */
function pagesFrom(frontmatter: Record<string, string>): { pages: PageNode[]; raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const pages = Object.entries(frontmatter).map(([path, yaml]) => {
    raw.set(path, `---\ntitle: T\n${yaml}\n---\n\nBody.\n`);
    const data: Record<string, unknown> = {};
    for (const line of yaml.split('\n')) {
      const [key, ...rest] = line.split(':');
      const value = rest.join(':').trim();
      data[key.trim()] = value.startsWith('"') ? JSON.parse(value) : value === 'true' ? true : value;
    }
    return { type: 'page', path, frontmatter: data } as unknown as PageNode;
  });
  return { pages, raw };
}

async function resolve(frontmatter: Record<string, string>, files = ['v3.0/petstore.yaml'], api = API) {
  const openapi: LoadedOpenApi = { documents: await Promise.all(files.map(loadFixture)), failed: 0, files: [] };
  const { pages, raw } = pagesFrom(frontmatter);
  const before = JSON.stringify(pages);
  const { operations, diagnostics } = resolvePageOperations(pages, openapi, { api } as SiteConfig, raw);
  // The graph's pages are never changed: the views come back beside them, by page path.
  expect(JSON.stringify(pages)).toBe(before);
  return {
    pages: pages.map((page) => ({ path: page.path, operation: operations[page.path] })),
    text: formatDiagnostics(diagnostics),
  };
}

describe('resolvePageOperations', () => {
  it('attaches the operation named by `openapi:`, with the method in any case', async () => {
    const { pages, text } = await resolve({
      'a.md': 'openapi: "GET /pets"',
      'b.md': 'openapi: "delete /pets/{petId}"',
      'c.md': 'description: "no endpoint"',
    });
    expect(text).toBe('');
    expect(pages[0].operation).toMatchObject({ method: 'GET', path: '/pets', summary: 'List pets' });
    expect(pages[1].operation).toMatchObject({ method: 'DELETE', path: '/pets/{petId}', deprecated: true });
    expect(pages[2].operation).toBeUndefined();
  });

  it('shares one view between pages naming the same operation', async () => {
    const { pages } = await resolve({ 'a.md': 'openapi: "GET /pets"', 'b.md': 'openapi: "get /pets"' });
    expect(pages[0].operation).toBe(pages[1].operation);
  });

  it('takes a file prefix, by path or base name, when there are several files', async () => {
    const files = ['v3.0/petstore.yaml', 'v3.1/users.yaml'];
    const { pages, text } = await resolve(
      {
        'a.md': 'openapi: "users.yaml PATCH /users/{id}"',
        'b.md': 'openapi: "v3.0/petstore.yaml get /pets"',
        'c.md': 'openapi: "GET /users/{id}"',
      },
      files,
    );
    expect(text).toBe('');
    expect(pages.map((p) => [p.operation?.file, p.operation?.method])).toEqual([
      ['v3.1/users.yaml', 'PATCH'],
      ['v3.0/petstore.yaml', 'GET'],
      ['v3.1/users.yaml', 'GET'],
    ]);
  });

  it('reports an unknown operation at its front matter line, with a did-you-mean', async () => {
    const { pages, text } = await resolve({
      'api/list.md': 'openapi: "GET /pet"',
      'api/put.md': 'openapi: "PUT /pets"',
      'api/other.md': 'openapi: "GET /orders/{id}"',
    });
    expect(pages.every((p) => p.operation === undefined)).toBe(true);
    expect(text).toMatchInlineSnapshot(`
      "api/list.md:3:1 error \`GET /pet\` is not an operation of v3.0/petstore.yaml [openapi/unknown-operation]
        hint: did you mean \`GET /pets\`?
      api/put.md:3:1 error \`PUT /pets\` is not an operation of v3.0/petstore.yaml [openapi/unknown-operation]
        hint: \`/pets\` has \`GET\`, \`POST\`
      api/other.md:3:1 error \`GET /orders/{id}\` is not an operation of v3.0/petstore.yaml [openapi/unknown-operation]
        hint: it has \`GET /pets\`, \`POST /pets\`, \`GET /pets/{petId}\`, \`DELETE /pets/{petId}\`

      3 errors"
    `);
  });

  it('reports malformed references, unknown files and ambiguous operations', async () => {
    const files = ['v3.0/petstore.yaml', 'cycles/tree.yaml'];
    const { text } = await resolve(
      {
        'a.md': 'openapi: "/pets"',
        'b.md': 'openapi: "FETCH /pets"',
        'c.md': 'openapi: "petstor.yaml GET /pets"',
        'd.md': 'openapi: true',
        'e.md': 'api: "POST api.example.com/x"',
        'f.md': 'openapi: "GET /pets"\napi: "GET https://x.example/y"',
      },
      files,
    );
    expect(text).toMatchInlineSnapshot(`
      "a.md:3:1 error expected \`openapi: "METHOD /path"\` (e.g. "GET /api/user"), found "/pets" [openapi/invalid-reference]
      b.md:3:1 error expected an HTTP method before the path in "FETCH /pets", found "FETCH" [openapi/invalid-reference]
      d.md:3:1 error expected \`openapi: "METHOD /path"\` (e.g. "GET /api/user"), found true [openapi/invalid-reference]
      e.md:3:1 error expected an http(s) URL or a path starting with \`/\` in "POST api.example.com/x", found "api.example.com/x" [openapi/invalid-api]
      f.md:4:1 warning \`api\` is ignored because \`openapi\` is set [openapi/both-references]
        hint: keep one of \`openapi\` and \`api\`
      c.md:3:1 warning no OpenAPI file matches "petstor.yaml"; Quire takes \`GET /pets\` from v3.0/petstore.yaml, the file that has it [openapi/unknown-file]
        hint: name the file that has it, e.g. \`"v3.0/petstore.yaml GET /pets"\`

      4 errors, 2 warnings"
    `);
  });

  it('takes the file nearest the page when several have its operation, warning once for all such pages', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const copies = ['es/petstore.yaml', 'fr/petstore.yaml', 'petstore.yaml'].map((file) => ({
      ...doc,
      file,
      source: file,
    }));
    const { pages, raw } = pagesFrom({
      'a.md': 'openapi: "GET /pets"',
      'es/a.md': 'openapi: "GET /pets"',
      'fr/api/a.md': 'openapi: "GET /pets"',
    });
    const openapi: LoadedOpenApi = { documents: copies, failed: 0, files: [] };
    const { operations, diagnostics } = resolvePageOperations(pages, openapi, { api: API } as SiteConfig, raw);
    // A page outside the language folders gets the shallowest file, not the first in order.
    expect(Object.fromEntries(Object.entries(operations).map(([page, view]) => [page, view.file]))).toEqual({
      'a.md': 'petstore.yaml',
      'es/a.md': 'es/petstore.yaml',
      'fr/api/a.md': 'fr/petstore.yaml',
    });
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "a.md:3:1 warning \`GET /pets\` is in 3 OpenAPI files (es/petstore.yaml, fr/petstore.yaml, petstore.yaml); Quire takes petstore.yaml, the nearest by folder; likewise on 2 more pages (es/a.md, fr/api/a.md) [openapi/ambiguous-operation]
        hint: name the file before the method to choose another, e.g. \`"es/petstore.yaml GET /pets"\`

      1 warning"
    `);
  });

  it('takes the operation from another file when the named one does not exist, and builds without it when none has it', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const copies = ['openapi/pets.yaml', 'es/openapi/pets_api.yaml'].map((file) => ({ ...doc, file, source: file }));
    const { pages, raw } = pagesFrom({
      'es/a.md': 'openapi: "/es/openapi/pets.yaml GET /pets"',
      'es/b.md': 'openapi: "/es/openapi/pets.yaml DELETE /pets/{petId}"',
      'es/c.md': 'openapi: "/es/openapi/pets.yaml GET /nowhere"',
    });
    const openapi: LoadedOpenApi = { documents: copies, failed: 0, files: [] };
    const { operations, diagnostics } = resolvePageOperations(pages, openapi, { api: API } as SiteConfig, raw);
    expect(operations['es/a.md']).toMatchObject({ file: 'es/openapi/pets_api.yaml', method: 'GET', path: '/pets' });
    expect(operations['es/b.md']).toMatchObject({ file: 'es/openapi/pets_api.yaml', method: 'DELETE' });
    // Nowhere: the page is built without its endpoint, saying why.
    expect(operations['es/c.md']).toMatchObject({ method: 'GET', path: '/nowhere' });
    expect(operations['es/c.md'].unavailable).toContain('no other file has `GET /nowhere`');
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "es/c.md:3:1 warning no OpenAPI file matches "es/openapi/pets.yaml", and no other file has \`GET /nowhere\`: the page is built without its endpoint [openapi/unknown-file]
        hint: did you mean \`openapi/pets.yaml\`?
      es/a.md:3:1 warning no OpenAPI file matches "es/openapi/pets.yaml"; Quire takes \`GET /pets\` from es/openapi/pets_api.yaml, the nearest of the 2 files that have it; likewise on 1 more page (es/b.md) [openapi/unknown-file]
        hint: name the file that has it, e.g. \`"es/openapi/pets_api.yaml GET /pets"\`

      2 warnings"
    `);
  });

  it('picks a file by its whole path first, by a trailing part, with or without extension, or rooted with `/`', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const copies = ['petstore.yaml', 'es/petstore.yaml', 'specs/v3-openapi.yaml'].map((file) => ({
      ...doc,
      file,
      source: file,
    }));
    const { pages, raw } = pagesFrom({
      'exact.md': 'openapi: "petstore.yaml GET /pets"',
      'rooted.md': 'openapi: "/petstore.yaml GET /pets"',
      'bare.md': 'openapi: "petstore GET /pets"',
      'folder.md': 'openapi: "es/petstore GET /pets"',
      'tail.md': 'openapi: "v3-openapi GET /pets"',
      'rooted-tail.md': 'openapi: "/v3-openapi GET /pets"',
    });
    const openapi: LoadedOpenApi = { documents: copies, failed: 0, files: [] };
    const { operations, diagnostics } = resolvePageOperations(pages, openapi, { api: API } as SiteConfig, raw);
    expect(Object.fromEntries(Object.entries(operations).map(([page, view]) => [page, view.file]))).toEqual({
      'exact.md': 'petstore.yaml',
      'rooted.md': 'petstore.yaml',
      'bare.md': 'petstore.yaml',
      'folder.md': 'es/petstore.yaml',
      'tail.md': 'specs/v3-openapi.yaml',
      'rooted-tail.md': 'petstore.yaml',
    });
    // A rooted prefix names the path from the docs folder, never a file in a subfolder.
    // It is taken from the file that has it, with a warning.
    expect(formatDiagnostics(diagnostics)).toContain(
      'rooted-tail.md:3:1 warning no OpenAPI file matches "v3-openapi"; Quire takes `GET /pets` from petstore.yaml',
    );
  });

  it('says when pages name operations but no OpenAPI file is configured or found', async () => {
    const { pages, raw } = pagesFrom({ 'a.md': 'openapi: "GET /pets"' });
    const none = resolvePageOperations(pages, { documents: [], failed: 0, files: [] }, { api: API } as SiteConfig, raw);
    expect(none.operations).toEqual({});
    expect(formatDiagnostics(none.diagnostics)).toMatchInlineSnapshot(`
      "a.md:3:1 error the page documents \`GET /pets\`, but no OpenAPI file is configured, and none was found in the docs folder [openapi/no-document]
        hint: put the OpenAPI file in the docs folder, or name it in \`openapi\` in the config file, e.g. "openapi": "openapi.yaml"

      1 error"
    `);
  });

  it('builds the pages of a file that did not load with a notice saying why, and still checks the other files', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const reason = 'https://api.example.com/openapi.json could not be fetched when the site was built (offline)';
    const openapi: LoadedOpenApi = {
      documents: [doc],
      failed: 1,
      files: [],
      unavailable: [
        { source: 'https://api.example.com/openapi.json', file: 'https://api.example.com/openapi.json', reason },
      ],
    };
    const { pages, raw } = pagesFrom({
      'remote.md': 'openapi: "GET /keys"',
      'prefixed.md': 'openapi: "https://api.example.com/openapi.json POST /keys"',
      'local.md': 'openapi: "petstore.yaml GET /pet"',
    });
    const { operations, diagnostics } = resolvePageOperations(pages, openapi, { api: API } as SiteConfig, raw);
    expect(operations['remote.md']).toMatchObject({ method: 'GET', path: '/keys', unavailable: reason });
    expect(operations['prefixed.md']).toMatchObject({ method: 'POST', path: '/keys', unavailable: reason });
    expect(operations['local.md']).toBeUndefined();
    expect(formatDiagnostics(diagnostics)).toContain(
      'local.md:3:1 error `GET /pet` is not an operation of v3.0/petstore.yaml [openapi/unknown-operation]',
    );
  });

  it('warns, with a notice on the page, about an operation missing from files Quire found itself', async () => {
    const doc = { ...(await loadFixture('v3.0/petstore.yaml')), discovered: true as const };
    const openapi: LoadedOpenApi = { documents: [doc], failed: 0, files: [] };
    const { pages, raw } = pagesFrom({ 'a.md': 'openapi: "POST /pets/{petId}/pause"' });
    const { operations, diagnostics } = resolvePageOperations(pages, openapi, { api: API } as SiteConfig, raw);
    expect(diagnostics.map((d) => [d.severity, d.rule])).toEqual([['warning', 'openapi/unknown-operation']]);
    expect(operations['a.md']?.unavailable).toBe(
      '`POST /pets/{petId}/pause` is not an operation of v3.0/petstore.yaml',
    );
  });

  it('builds a view for `api:` pages', async () => {
    const { pages, text } = await resolve({ 'a.md': 'api: "POST https://api.example.com/v1/things"' }, []);
    expect(text).toBe('');
    expect(pages[0].operation).toMatchObject({
      source: 'api',
      method: 'POST',
      url: 'https://api.example.com/v1/things',
      servers: [{ url: 'https://api.example.com' }],
    });
  });
});
