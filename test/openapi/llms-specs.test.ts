/** `llms.txt` ends with `## OpenAPI Specs`, a link to each OpenAPI file the site loaded, as Mintlify's does. */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { loadSite } from '../../src/site/load-site.js';
import { planSite } from '../../src/site/plan-site.js';
import { createLlmsIndex, createLlmsIndexWithSerializer } from '../../src/render/llms-files.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'OK' } } } } },
};

describe('llms.txt OpenAPI section', () => {
  it('links each OpenAPI file, published at its path, after the page sections', async () => {
    const root = writeFixture({
      'site.json': {
        name: 'Pets',
        navigation: [{ group: 'API', pages: ['list'] }],
        openapi: ['specs/pets.yaml', 'openapi.json'],
      },
      'specs/pets.yaml': JSON.stringify(SPEC),
      'openapi.json': SPEC,
      'list.md': '---\ntitle: List pets\nopenapi: "openapi.json GET /pets"\n---\n',
    });
    const out = `${root}-out`;
    cleanup.push(root, out);
    await buildSite({ root, outDir: out, siteUrl: 'https://docs.example.com' });
    const llms = readOut(out, 'llms.txt');
    expect(llms).toMatch(
      /## API\n\n- \[List pets\]\(https:\/\/docs\.example\.com\/list\.md\)\n\n## OpenAPI Specs\n\n- \[pets\]\(https:\/\/docs\.example\.com\/specs\/pets\.yaml\)\n- \[openapi\]\(https:\/\/docs\.example\.com\/openapi\.json\)\n$/,
    );
    // The links resolve: the files are published.
    expect(readOut(out, 'specs/pets.yaml')).toContain('List pets');
    expect(JSON.parse(readOut(out, 'openapi.json')).info.title).toBe('Pets');
  });

  it('writes the same bytes as the Markdown serializer, URLs of fetched files as they are', async () => {
    const root = writeFixture({
      'site.json': { name: 'Pets', navigation: [{ group: 'API', pages: ['index'] }] },
      'index.md': '# Home\n',
    });
    cleanup.push(root);
    const { site } = await loadSite(root, { offline: true });
    const graph = planSite(site!, { base: '/' }).plan.graph;
    const specs = ['/openapi.json', 'https://api.example.com/v1/openapi.yaml?x=1', '/a b/[v2].json'];
    for (const urls of [{ base: '/' }, { base: '/docs/', siteUrl: 'https://docs.example.com' }]) {
      const index = createLlmsIndex(graph, urls, specs);
      expect(index).toBe(createLlmsIndexWithSerializer(graph, urls, specs));
      expect(index).toContain('- [openapi](https://api.example.com/v1/openapi.yaml?x=1)');
    }
  });
});
