/**
 * A broken `$ref` is a warning, as Mintlify builds such files: in a part no page uses it is reported once per file;
 * where a page's endpoint uses it the page shows it as an unresolved reference and warns, once with a page count.
 * JSON with raw line breaks in its strings is read as YAML, as Mintlify reads it.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function build(files: Record<string, string | object>) {
  const root = writeFixture(files);
  const out = `${root}-out`;
  cleanup.push(root, out);
  const result = await buildSite({ root, outDir: out });
  return { result, out, text: formatDiagnostics(result.diagnostics) };
}

const API = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: {
        parameters: [{ $ref: '#/components/parameters/Limitt' }],
        responses: {
          '200': {
            description: 'The pets',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pett' } } },
            },
          },
        },
      },
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/NewPett' } } } },
        responses: { '201': { description: 'Created' } },
      },
    },
    '/owners': { get: { responses: { '200': { $ref: '#/components/responses/Owners' } } } },
  },
  components: {
    schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } }, NewPet: { type: 'object' } },
    parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
  },
};

const config = (pages: string[]) => ({ name: 'Pets', navigation: [{ group: 'API', pages }], openapi: 'openapi.json' });

describe('broken $refs', () => {
  it('only warns about a broken $ref in an operation no page uses, and builds', async () => {
    const { result, out, text } = await build({
      'site.json': config(['owners']),
      'openapi.json': JSON.stringify(
        {
          ...API,
          paths: { '/owners': { get: { responses: { '200': { description: 'ok' } } } }, '/pets': API.paths['/pets'] },
        },
        null,
        2,
      ),
      'owners.md': '---\ntitle: Owners\nopenapi: "GET /owners"\n---\n',
    });
    expect(result.ok).toBe(true);
    expect(text).toMatchInlineSnapshot(`
      "openapi.json:21:13 warning \`$ref: #/components/parameters/Limitt\` points at nothing: \`components.parameters\` has no \`Limitt\`; a page that uses it shows it as an unresolved reference (and 2 more broken \`$ref\`s in this file, at 32:21, 45:17) [openapi/missing-ref]
        hint: did you mean \`Limit\`?

      1 warning"
    `);
    expect(readOut(out, 'owners/index.html')).not.toContain('Unresolved');
  });

  it('shows a broken $ref a page uses as unresolved, and warns once with the number of pages', async () => {
    const { result, out, text } = await build({
      'site.json': config(['list', 'list-again', 'create', 'owners']),
      'openapi.json': JSON.stringify(API, null, 2),
      'list.md': '---\ntitle: List pets\nopenapi: "GET /pets"\n---\n',
      'list-again.md': '---\ntitle: List pets again\nopenapi: "GET /pets"\n---\n',
      'create.md': '---\ntitle: Add a pet\nopenapi: "POST /pets"\n---\n',
      'owners.md': '---\ntitle: Owners\nopenapi: "GET /owners"\n---\n',
    });
    expect(result.ok).toBe(true);
    expect(text).toMatchInlineSnapshot(`
      "list.md:3:1 warning \`GET /pets\` uses \`$ref: #/components/parameters/Limitt\` (openapi.json:12:13), which points at nothing (and 1 more broken \`$ref\`): the page shows it as an unresolved reference; likewise on 3 more pages (list-again.md, create.md, owners.md) [openapi/unresolved-ref]
        hint: add what the \`$ref\` names to openapi.json, or correct the \`$ref\`
      openapi.json:12:13 warning \`$ref: #/components/parameters/Limitt\` points at nothing: \`components.parameters\` has no \`Limitt\`; a page that uses it shows it as an unresolved reference (and 3 more broken \`$ref\`s in this file, at 23:21, 36:17, 52:13) [openapi/missing-ref]
        hint: did you mean \`Limit\`?

      2 warnings"
    `);
    const list = readOut(out, 'list/index.html');
    expect(list).toContain('<li>parameter: <code>#/components/parameters/Limitt</code></li>');
    expect(list).toContain('<span class="q-field-type">array of unresolved (Pett)</span>');
    expect(readOut(out, 'create/index.html')).toMatch(
      /unresolved reference <code>#\/components\/schemas\/NewPett<\/code>/,
    );
    const owners = readOut(out, 'owners/index.html');
    expect(owners).toContain('<li>response: <code>#/components/responses/Owners</code></li>');
    expect(owners).toContain('id="endpoint-response-200"');
  });
});

describe('JSON with raw line breaks in its strings', () => {
  const text = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1', description: 'LINE1\nLINE2\n\nPARA2' },
    paths: { '/pets': { get: { description: 'Lists\npets.', responses: { '200': { description: 'ok' } } } } },
  }).replace(/\\n/g, '\n');

  it('is found in the docs folder, read as YAML as Mintlify reads it, and warned about once with a count', async () => {
    const {
      result,
      out,
      text: problems,
    } = await build({
      'docs.json': { name: 'Pets', theme: 'mint', navigation: { pages: ['list'] } },
      'api/openapi.json': text,
      'list.mdx': '---\ntitle: List pets\nopenapi: "GET /pets"\n---\n',
    });
    expect(result.ok).toBe(true);
    expect(problems).toMatchInlineSnapshot(`
      "docs.json info \`openapi\` is not set, so Quire uses the OpenAPI file of the docs folder: api/openapi.json [openapi/discovered]
        hint: to choose the files yourself, list them in \`openapi\`; a page names one file with a prefix, e.g. \`openapi: "openapi.yaml GET /users"\`
      api/openapi.json:1:77 warning invalid JSON: a string holds a raw line break (and 3 more raw control characters in strings); Quire reads the file as YAML, as Mintlify does, so a line break in a string is read as a space and a blank line as a line break [openapi/json-control-character]
        hint: write line breaks in JSON strings as \`\\n\` (and tabs as \`\\t\`)

      1 warning, 1 note"
    `);
    expect(readOut(out, 'list/index.html')).toContain('<p>Lists pets.</p>');
  });
});
