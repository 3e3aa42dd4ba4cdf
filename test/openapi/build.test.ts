import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { generateOpenApiSite } from '../bench/openapi-bench.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';
import { FIXTURES } from './helpers.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string | object>): { root: string; out: string } {
  const root = writeFixture(files);
  cleanup.push(root, `${root}-out`);
  return { root, out: `${root}-out` };
}

const PETSTORE = readFileSync(path.join(FIXTURES, 'v3.0/petstore.yaml'), 'utf8');

describe('building endpoint pages', () => {
  it('renders the endpoint above the page markdown, in the TOC, with api.css', async () => {
    const { root, out } = site({
      'site.json': {
        name: 'Pets',
        navigation: [{ group: 'API', pages: ['index', 'list', 'raw'] }],
        openapi: 'openapi.yaml',
        api: { maintainOrder: true },
      },
      'openapi.yaml': PETSTORE,
      'index.md': '---\ntitle: Home\n---\n\nSee [the list](list#endpoint-responses).\n',
      'list.md': '---\ntitle: List pets\nopenapi: "get /pets"\n---\n\n## Usage notes\n\nPage text.\n',
      'raw.md': '---\ntitle: Raw\napi: "POST https://api.example.com/raw"\n---\n\nNo OpenAPI here.\n',
    });
    const result = await buildSite({ root, outDir: out });
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    const html = readOut(out, 'list/index.html');
    const endpoint = html.indexOf('<section class="q-endpoint"');
    expect(endpoint).toBeGreaterThan(0);
    expect(html.indexOf('<p>Page text.</p>')).toBeGreaterThan(endpoint);
    expect(html).toContain('href="#endpoint-query-parameters"');
    expect(html).toContain('href="#usage-notes"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/_quire\/api\.[0-9a-f]{8}\.css">/);
    const raw = readOut(out, 'raw/index.html');
    expect(raw).toContain(
      '<span class="q-method q-method-post">POST</span> <code class="q-endpoint-path">https://api.example.com/raw</code>',
    );
    expect(raw).toContain('No OpenAPI here.');
  });

  it('fails the build on an unknown operation, naming the page', async () => {
    const { root, out } = site({
      'site.json': { name: 'Pets', navigation: [{ group: 'API', pages: ['list'] }], openapi: 'openapi.yaml' },
      'openapi.yaml': PETSTORE,
      'list.md': '---\ntitle: List pets\nopenapi: "GET /pet"\n---\n\nText.\n',
    });
    const result = await buildSite({ root, outDir: out });
    expect(result.ok).toBe(false);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "list.md:3:1 error \`GET /pet\` is not an operation of openapi.yaml [openapi/unknown-operation]
        hint: did you mean \`GET /pets\`?

      1 error"
    `);
  });

  it('fails the build on an unsupported OpenAPI file with its location, and only warns about a broken $ref no page uses', async () => {
    const { root, out } = site({
      'site.json': {
        name: 'Pets',
        navigation: [{ group: 'API', pages: ['list'] }],
        openapi: ['openapi.yaml', 'swagger.json'],
      },
      'openapi.yaml': PETSTORE.replace("$ref: '#/components/schemas/NewPet'", "$ref: '#/components/schemas/NewPets'"),
      'swagger.json': readFileSync(path.join(FIXTURES, 'swagger2/petstore.json'), 'utf8'),
      'list.md': '---\ntitle: List pets\nopenapi: "GET /pets"\n---\n',
    });
    const result = await buildSite({ root, outDir: out });
    expect(result.ok).toBe(false);
    const text = formatDiagnostics(result.diagnostics);
    expect(text).not.toMatch(/\bat .*\.(js|ts):\d+/);
    expect(text).toMatchInlineSnapshot(`
      "openapi.yaml:66:15 warning \`$ref: #/components/schemas/NewPets\` points at nothing: \`components.schemas\` has no \`NewPets\`; a page that uses it shows it as an unresolved reference [openapi/missing-ref]
        hint: did you mean \`NewPet\`?
      swagger.json:2:3 error Swagger 2.0 is not supported; convert to OpenAPI 3 with \`npx swagger2openapi swagger.json -o openapi.yaml\` [openapi/version]
        hint: Quire reads OpenAPI 3.0 and 3.1; swagger2openapi (or https://converter.swagger.io) converts Swagger 2.0 files

      1 error, 1 warning"
    `);
  });

  it('builds example-docs, with an endpoint on each API reference page', async () => {
    const root = path.resolve('example-docs');
    const out = writeFixture({});
    cleanup.push(out);
    const result = await buildSite({ root, outDir: out });
    expect(formatDiagnostics(result.diagnostics.filter((d) => d.severity === 'error'))).toBe('');
    for (const [page, method] of [
      ['get-user', 'GET'],
      ['update-user', 'PUT'],
      ['rotate-token', 'POST'],
    ]) {
      const html = readOut(out, `api-reference/${page}/index.html`);
      expect(html).toContain(
        `<span class="q-method q-method-${method.toLowerCase()}">${method}</span> <code class="q-endpoint-path">/api/user</code>`,
      );
      expect(html).toContain('<code>Authorization: Token &#x3C;key></code>');
      expect(html).toContain('"servers":[{"url":"http://127.0.0.1:4010"},{"url":"https://api.example.com"}]');
    }
  });
});

describe('real-world OpenAPI files', () => {
  const examples = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
  for (const file of ['3.0/yaml/petstore.yaml', '3.0/json/petstore.json', '3.1/yaml/petstore.yaml']) {
    it(`builds one page per operation of the Petstore (${file}) without problems`, async () => {
      const root = writeFixture({});
      cleanup.push(root, `${root}-out`);
      const count = await generateOpenApiSite(root, path.join(examples, file));
      expect(count).toBeGreaterThan(15);
      const result = await buildSite({ root, outDir: `${root}-out` });
      expect(formatDiagnostics(result.diagnostics)).toBe('');
      expect(result.stats.pages).toBe(count + 1);
    });
  }
});
