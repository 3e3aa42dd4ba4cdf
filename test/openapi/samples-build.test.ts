/**
 * The build-time code samples of endpoint pages: every endpoint page carries them as a tabbed code group in the
 * configured languages (site.json and docs.json), filled with the example values, escaped and highlighted, readable
 * without JavaScript; without a playground they stand on their own.
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

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }],
  paths: {
    '/pets/{petId}': {
      put: {
        summary: 'Rename a pet',
        parameters: [
          { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
          { name: "X-It's", in: 'header', schema: { type: 'string' }, example: 'a "quoted" value' },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object' }, example: { name: "O'Malley" } } },
        },
        responses: { '204': { description: 'Renamed.' } },
      },
    },
  },
};

async function build(files: Record<string, string | object>): Promise<string> {
  const root = writeFixture({
    'openapi.json': OPENAPI,
    'rename.md': '---\nopenapi: "PUT /pets/{petId}"\n---\n',
    ...files,
  });
  cleanup.push(root, `${root}-out`);
  const result = await buildSite({ root, outDir: `${root}-out` });
  expect(formatDiagnostics(result.diagnostics)).toBe('');
  return readOut(`${root}-out`, 'rename/index.html');
}

describe('build-time code samples', () => {
  it('are on the endpoint page in the site.json languages, filled with the examples, escaped and highlighted', async () => {
    const html = await build({
      'site.json': {
        name: 'Pets',
        navigation: [{ group: 'API', pages: ['rename'] }],
        openapi: 'openapi.json',
        api: { examples: { languages: ['curl', 'py', 'rust'] } },
      },
    });
    const group = html.slice(
      html.indexOf('<div class="q-code-group q-endpoint-samples"'),
      html.indexOf('<script type="application/json"'),
    );
    expect([...group.matchAll(/role="tab"[^>]*data-title="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'cURL',
      'Python',
      'Rust',
    ]);
    // Inside the playground's mount point, which puts live samples in their place.
    expect(html).toMatch(/<div id="quire-playground"[^>]*><div class="q-code-group q-endpoint-samples"/);
    expect(group).toContain('<code class="hljs language-bash">');
    // The code as readers see it: highlighting spans split it, entities escape it.
    const text = group
      .replace(/<[^>]+>/g, '')
      .replace(/&#x22;/g, '"')
      .replace(/&#x3C;/g, '<')
      .replace(/&#x26;/g, '&');
    expect(text).toContain('https://api.example.com/v1/pets/7');
    // The header's quote is escaped for the shell.
    expect(text).toContain(`X-It'\\''s: a "quoted" value`);
    expect(text).toContain(`O'\\''Malley`);
    expect(group).toContain('<span class="hljs-keyword">import</span> requests');
    expect(group).toContain('.put(');
  });

  it('follow docs.json api.examples.languages, and stand alone when the playground is hidden', async () => {
    const html = await build({
      'docs.json': {
        name: 'Pets',
        navigation: { groups: [{ group: 'API', pages: ['rename'] }] },
        api: { openapi: 'openapi.json', playground: { display: 'none' }, examples: { languages: ['go'] } },
      },
    });
    expect(html).not.toContain('id="quire-playground"');
    expect(html).toContain('<div class="q-code-group q-endpoint-samples" data-tabs="" data-sync="">');
    expect([...html.matchAll(/role="tab"[^>]*data-title="([^"]+)"/g)].map((m) => m[1])).toEqual(['Go']);
    expect(html).toContain('http.NewRequest(');
  });

  it('put the author’s x-codeSamples first, titled by label or language, in place of the generated ones of that language', async () => {
    const spec = structuredClone(OPENAPI) as typeof OPENAPI & Record<string, unknown>;
    (spec.paths['/pets/{petId}'].put as Record<string, unknown>)['x-codeSamples'] = [
      { lang: 'python', source: 'import pets\npets.rename(7, "O\'Malley")\n' },
      { lang: 'typescript', label: 'SDK <TS>', source: 'await pets.rename(7);' },
      { lang: 'bash', source: 7 },
    ];
    const html = await build({
      'openapi.json': spec,
      'site.json': {
        name: 'Pets',
        navigation: [{ group: 'API', pages: ['rename'] }],
        openapi: 'openapi.json',
        api: { examples: { languages: ['curl', 'python'] } },
      },
    });
    const group = html.slice(
      html.indexOf('<div class="q-code-group q-endpoint-samples"'),
      html.indexOf('<script type="application/json"'),
    );
    expect([...group.matchAll(/role="tab"[^>]*data-title="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'Python',
      'SDK <TS>',
      'cURL',
    ]);
    expect(group).toContain('pets.rename(');
    expect(group).not.toContain('import</span> requests');
    // The playground gets them too, to keep them first among its live samples.
    const island = html.slice(html.indexOf('<script type="application/json"'));
    expect(island).toContain('"codeSamples":[{"lang":"python"');
  });
});
