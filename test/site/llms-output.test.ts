/**
 * Files for AI assistants in a built site: `llms.txt` (the navigation's groups, each page a link to its Markdown
 * version), a `.md` beside every page (components and endpoints as plain Markdown), `llms-full.txt` (every listed
 * page in navigation order), the same bytes on every build, from the cache or not.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildOptions } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { type BuiltSite, buildToTemp } from '../browser/helpers/chrome-site.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const OPENAPI = `openapi: 3.1.0
info: { title: Groups, version: '1' }
servers: [{ url: 'https://api.acme.test/v1' }]
paths:
  /groups/{id}:
    get:
      summary: Get a group
      parameters:
        - { name: id, in: path, required: true, description: The group id., schema: { type: string } }
        - { name: expand, in: query, schema: { type: boolean } }
      responses:
        '200':
          description: The group.
          content:
            application/json:
              schema:
                type: object
                properties:
                  id: { type: string, description: Its id. }
                  members: { type: array, items: { type: string } }
                required: [id]
`;

const SITE: Record<string, string | object> = {
  'site.json': {
    name: 'Acme',
    openapi: 'openapi.yaml',
    navigation: [
      { group: 'Start', pages: ['index', { group: 'Guides', pages: ['guides/update', 'guides/secret'] }] },
      { group: 'API', pages: ['api/get-group', 'guides/hidden'] },
    ],
  },
  'openapi.yaml': OPENAPI,
  'index.mdx':
    '---\ntitle: Welcome\ndescription: Docs for the Acme API.\n---\n\nStart with [updating](/guides/update).\n',
  'guides/update.mdx': [
    '---',
    'title: Update a group',
    'description: Change a group’s name.',
    '---',
    "import Shared from '/snippets/shared.mdx';",
    '',
    '<Note>Back up first.</Note>',
    '',
    '<Steps>',
    '  <Step title="Find it">Look it up.</Step>',
    '  <Step title="Change it">Send the update.</Step>',
    '</Steps>',
    '',
    '<Shared who="admins" />',
    '',
    '{/* not for readers */}',
    '',
  ].join('\n'),
  'snippets/shared.mdx': 'Only {who} can do this.\n',
  'guides/secret.md': '---\ntitle: Secret\nnoindex: true\n---\n\nNot listed.\n',
  'guides/hidden.md': '---\ntitle: Hidden\nhidden: true\n---\n\nNot listed either.\n',
  'api/get-group.mdx': '---\ntitle: Get a group\nopenapi: GET /groups/{id}\n---\n\nReturns one group.\n',
  'orphan.md': '# Orphan\n\nIn no group.\n',
};

async function build(options: Partial<BuildOptions> = {}) {
  const root = writeFixture(SITE);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-llms-out-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, base: '/docs/', cache: false, ...options });
  expect(result.ok, formatDiagnostics(result.diagnostics)).toBe(true);
  return { root, outDir };
}

describe('files for AI assistants', () => {
  it('writes llms.txt: the site, its description, one section per top-level group, pages linking their .md', async () => {
    const { outDir } = await build({ siteUrl: 'https://acme.test' });
    expect(readOut(outDir, 'llms.txt')).toBe(
      [
        '# Acme',
        '',
        '> Docs for the Acme API.',
        '',
        '## Start',
        '',
        '- [Welcome](https://acme.test/docs/index.md): Docs for the Acme API.',
        '- [Update a group](https://acme.test/docs/guides/update.md): Change a group’s name.',
        '',
        '## API',
        '',
        '- [Get a group](https://acme.test/docs/api/get-group.md): Returns one group.',
        '',
        // As Mintlify's llms.txt ends: the OpenAPI files, published at their paths.
        '## OpenAPI Specs',
        '',
        '- [openapi](https://acme.test/docs/openapi.yaml)',
        '',
      ].join('\n'),
    );
  });

  it('links base-relative .md URLs without --site-url', async () => {
    const { outDir } = await build();
    expect(readOut(outDir, 'llms.txt')).toContain('- [Welcome](/docs/index.md)');
  });

  it('writes a .md beside every page, the unlisted ones included', async () => {
    const { outDir } = await build();
    const html = Object.keys(hashTree(outDir)).filter((file) => file.endsWith('index.html') && file !== 'index.html');
    for (const file of ['index.md', 'guides/update.md', 'guides/secret.md', 'guides/hidden.md', 'orphan.md'])
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    const md = Object.keys(hashTree(outDir)).filter((file) => file.endsWith('.md'));
    // One .md per page: the home page's `index.html` and every `<page>/index.html`.
    expect(md).toHaveLength(html.length + 1);
    expect(readOut(outDir, 'guides/update.md')).toBe(
      [
        '# Update a group',
        '',
        '> Change a group’s name.',
        '',
        '> **Note:** Back up first.',
        '',
        '1. **Find it**',
        '',
        '   Look it up.',
        '2. **Change it**',
        '',
        '   Send the update.',
        '',
        'Only admins can do this.',
        '',
      ].join('\n'),
    );
    // Links go to the pages' final URLs.
    expect(readOut(outDir, 'index.md')).toContain('[updating](/docs/guides/update/)');
  });

  it('gives an endpoint page its method, path, base URL, parameters and response schema', async () => {
    const { outDir } = await build();
    const md = readOut(outDir, 'api/get-group.md');
    expect(md).toContain('## GET /groups/{id}\n\nBase URL: `https://api.acme.test/v1`');
    expect(md).toContain('### Path parameters\n\n- `id` (string, required): The group id.');
    expect(md).toContain('### Query parameters\n\n- `expand` (boolean)');
    expect(md).toContain(
      '### Responses\n\n- `200` (application/json): The group.\n  - `id` (string, required): Its id.\n  - `members` (array of string)',
    );
    expect(md.trimEnd().endsWith('Returns one group.')).toBe(true);
  });

  it('writes llms-full.txt: every listed page in navigation order, each after its URL', async () => {
    const { outDir } = await build({ siteUrl: 'https://acme.test' });
    const full = readOut(outDir, 'llms-full.txt');
    const urls = [...full.matchAll(/^url: (.*)$/gm)].map((m) => m[1]);
    expect(urls).toEqual([
      'https://acme.test/docs/',
      'https://acme.test/docs/guides/update/',
      'https://acme.test/docs/api/get-group/',
    ]);
    expect(
      full.startsWith('# Acme\n\n> Docs for the Acme API.\n\n---\nurl: https://acme.test/docs/\n---\n\n# Welcome\n'),
    ).toBe(true);
    expect(full).toContain(`---\n\n${readOut(outDir, 'guides/update.md')}`);
    expect(full).not.toContain('Secret');
    expect(full).not.toContain('Hidden');
  });

  it('builds the same bytes every time, and from the cache', async () => {
    const first = hashTree((await build()).outDir);
    const second = hashTree((await build()).outDir);
    expect(second).toEqual(first);
    // From the build cache: a second build of the same folder reuses pages and writes the same files.
    const { root, outDir } = await build({ cache: undefined, workers: 0 });
    const other = path.join(path.dirname(outDir), 'again');
    const again = await buildSite({ root, outDir: other, base: '/docs/', workers: 0 });
    expect(again.stats.reused).toBe(again.stats.pages);
    const cached = hashTree(other);
    const fresh = hashTree(outDir);
    expect(readdirSync(other)).toContain('llms-full.txt');
    expect(cached).toEqual(fresh);
  });
});

/** `markdown` with its code blocks and code spans blanked out (found by parsing it, not by pattern). */
function withoutCode(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  let out = markdown;
  visit(tree, (node) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position) {
      const { start, end } = node.position;
      out = out.slice(0, start.offset) + ' '.repeat(end.offset! - start.offset!) + out.slice(end.offset);
    }
  });
  return out;
}

describe('the example site', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildToTemp();
  }, 60_000);
  afterAll(() => site?.remove());

  it('ships llms.txt, llms-full.txt and a .md of every page, with no JSX left outside code', () => {
    const files = Object.keys(hashTree(site.dir));
    const pages = files.filter((file) => file.endsWith('index.html') && !file.startsWith('_'));
    const markdown = files.filter((file) => file.endsWith('.md'));
    expect(markdown.length).toBeGreaterThan(10);
    expect(markdown.length).toBe(pages.filter((file) => readOut(site.dir, file).includes('q-content')).length);
    for (const file of markdown) {
      const text = readOut(site.dir, file);
      expect(text.startsWith('# '), file).toBe(true);
      expect(withoutCode(text), file).not.toMatch(/(?<!\\)<[A-Z]/);
      expect(withoutCode(text), file).not.toMatch(/^(import|export) /m);
    }
    const llms = readOut(site.dir, 'llms.txt');
    expect(llms).toMatch(/^# .+\n\n> .+\n\n## /);
    const linked = [...llms.matchAll(/\]\((\/[^)]*\.md)\)/g)].map((m) => m[1].slice(1));
    expect(linked.length).toBeGreaterThan(5);
    for (const file of linked) expect(markdown).toContain(file);
    const full = readOut(site.dir, 'llms-full.txt');
    expect([...full.matchAll(/^url: /gm)]).toHaveLength(linked.length);
  });

  it('exports the shared snippet and the components as Markdown', () => {
    const all = Object.keys(hashTree(site.dir))
      .filter((file) => file.endsWith('.md'))
      .map((file) => readOut(site.dir, file))
      .join('\n');
    expect(all).toMatch(/^> \*\*(Note|Warning|Tip|Info):\*\* /m);
    expect(all).toMatch(/^1\. \*\*/m);
    expect(all).toMatch(/^- `[^`]+` \(/m);
  });
});
