import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, type BuildOptions } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SPEC = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      summary: List pets
      responses: { '200': { description: The pets } }
`;

/** A small site with a guide section, an endpoint page and an image. */
function site(): string {
  const dir = writeFixture({
    'site.json': {
      name: 'Cache test',
      openapi: 'openapi.yaml',
      navigation: [
        { group: 'Start', pages: ['index', 'guide/a', 'guide/b'] },
        { group: 'API', pages: ['api/list'] },
      ],
    },
    'index.md': '---\ntitle: Home\n---\n\nSee [A](guide/a) and [B](guide/b#usage).\n',
    'guide/a.md': '# A\n\n```js\nconst a = 1;\n```\n\n![flow](../images/flow.svg)\n',
    'guide/b.md': '# B\n\n## Usage\n\nText of B.\n',
    'api/list.md': '---\ntitle: List pets\nopenapi: GET /pets\n---\n\nMore about listing.\n',
    'openapi.yaml': SPEC,
    'images/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
  });
  cleanup.push(dir);
  return dir;
}

function outDir(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-cache-out-'));
  cleanup.push(parent);
  return path.join(parent, 'out');
}

async function build(root: string, out: string, extra: Partial<BuildOptions> = {}) {
  const result = await buildSite({ root, outDir: out, ...extra });
  expect(formatDiagnostics(result.diagnostics)).toBe('');
  expect(result.ok).toBe(true);
  return result;
}

/** The same site built without any cache, for comparison. */
async function coldTree(root: string, extra: Partial<BuildOptions> = {}): Promise<Record<string, string>> {
  const out = outDir();
  await build(root, out, { ...extra, cache: false });
  return hashTree(out);
}

/** An empty template overrides folder outside the docs folder (`--templates`). */
function themeDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-cache-theme-'));
  cleanup.push(dir);
  return dir;
}

const pageEntries = (root: string) => readdirSync(path.join(root, '.quire/cache/pages'));

describe('the build cache', () => {
  it('gives byte-identical output to a cold build, from pages and when up to date', async () => {
    const root = site();
    const out = outDir();
    const first = await build(root, out);
    expect(first.stats).toMatchObject({ pages: 4, rendered: 4, reused: 0 });
    const cold = await coldTree(root);
    expect(hashTree(out)).toEqual(cold);

    // Nothing changed: the output folder already holds the build.
    const again = await build(root, out);
    expect(again.stats).toMatchObject({ pages: 4, rendered: 0, reused: 4, files: first.stats.files });
    expect(hashTree(out)).toEqual(cold);

    // The output folder is gone: every page comes from the cache, the search index too.
    rmSync(out, { recursive: true });
    const fromCache = await build(root, out);
    expect(fromCache.stats).toMatchObject({ rendered: 0, reused: 4 });
    expect(hashTree(out)).toEqual(cold);
  });

  it('builds again when the output folder was changed by hand', async () => {
    const root = site();
    const out = outDir();
    await build(root, out);
    const cold = hashTree(out);
    writeFileSync(path.join(out, 'stray.txt'), 'not ours');
    appendFileSync(path.join(out, 'index.html'), '<!-- edited -->');
    await build(root, out);
    expect(hashTree(out)).toEqual(cold);
  });

  it('renders only the page that changed', async () => {
    const root = site();
    const out = outDir();
    await build(root, out);
    appendFileSync(path.join(root, 'guide/b.md'), '\nMore text.\n');
    const result = await build(root, out);
    expect(result.stats).toMatchObject({ rendered: 1, reused: 3 });
    expect(readFileSync(path.join(out, 'guide/b/index.html'), 'utf8')).toContain('More text.');
    expect(hashTree(out)).toEqual(await coldTree(root));
    // Entries of pages that no longer exist in this form are pruned.
    expect(pageEntries(root)).toHaveLength(4);
  });

  it('renders every page again when a template, site.json or Quire itself changes', async () => {
    const root = site();
    const out = outDir();
    // The overrides folder (`--templates`) lies outside the docs folder: a file added to it is still noticed.
    const templates = themeDir();
    await build(root, out, { templates });

    writeFixtureFile(templates, 'partials/footer.eta', '<footer class="custom">Custom footer</footer>\n');
    const template = await build(root, out, { templates });
    expect(template.stats).toMatchObject({ rendered: 4, reused: 0 });
    expect(readFileSync(path.join(out, 'guide/a/index.html'), 'utf8')).toContain('Custom footer');

    const config = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8'));
    writeFileSync(path.join(root, 'site.json'), JSON.stringify({ ...config, name: 'Renamed' }));
    const renamed = await build(root, out, { templates });
    expect(renamed.stats).toMatchObject({ rendered: 4, reused: 0 });
    expect(readFileSync(path.join(out, 'guide/a/index.html'), 'utf8')).toContain('Renamed');

    const upgraded = await build(root, out, { templates, cache: { version: '99.0.0' } });
    expect(upgraded.stats).toMatchObject({ rendered: 4, reused: 0 });
    expect(hashTree(out)).toEqual(await coldTree(root, { templates }));
  });

  it('renders the endpoint pages again when their OpenAPI file changes', async () => {
    const root = site();
    const out = outDir();
    await build(root, out);
    writeFileSync(path.join(root, 'openapi.yaml'), SPEC.replace('The pets', 'Every pet in the store'));
    const result = await build(root, out);
    expect(result.stats).toMatchObject({ rendered: 1, reused: 3 });
    expect(readFileSync(path.join(out, 'api/list/index.html'), 'utf8')).toContain('Every pet in the store');
    expect(hashTree(out)).toEqual(await coldTree(root));
  });

  it('ignores a damaged cache entry and renders the page instead', async () => {
    const root = site();
    const out = outDir();
    await build(root, out);
    const cold = hashTree(out);
    const entries = pageEntries(root).map((name) => path.join(root, '.quire/cache/pages', name));
    // One entry with a flipped byte in its payload, one cut short, one that is not an entry at all.
    const bytes = readFileSync(entries[0]);
    bytes[bytes.length - 10] ^= 1;
    writeFileSync(entries[0], bytes);
    writeFileSync(entries[1], readFileSync(entries[1]).subarray(0, 100));
    writeFileSync(entries[2], '{"key":"x"}');
    rmSync(out, { recursive: true });
    const result = await build(root, out);
    expect(result.stats).toMatchObject({ rendered: 3, reused: 1 });
    expect(hashTree(out)).toEqual(cold);
  });

  it('reuses the search index only while no page text changed', async () => {
    const root = site();
    const out = outDir();
    const templates = themeDir();
    await build(root, out, { templates });
    const searchFiles = () => Object.entries(hashTree(out)).filter(([file]) => file.startsWith('_quire/search/'));
    const before = searchFiles();
    // A footer change renders every page again but leaves the indexed text alone.
    writeFixtureFile(templates, 'partials/footer.eta', '<footer>Other footer</footer>\n');
    await build(root, out, { templates });
    expect(searchFiles()).toEqual(before);
    appendFileSync(path.join(root, 'guide/b.md'), '\nA brand new sentence about zebras.\n');
    await build(root, out, { templates });
    expect(searchFiles()).not.toEqual(before);
    expect(hashTree(out)).toEqual(await coldTree(root, { templates }));
  });

  it('is not used by quire check, and can be turned off', async () => {
    const root = site();
    await buildSite({ root });
    expect(existsSync(path.join(root, '.quire/cache/pages'))).toBe(false);
    const out = outDir();
    await build(root, out, { cache: false });
    expect(existsSync(path.join(root, '.quire/cache/pages'))).toBe(false);
  });

  it('notices a touched output file even when its size is unchanged', async () => {
    const root = site();
    const out = outDir();
    await build(root, out);
    const cold = hashTree(out);
    const file = path.join(out, 'index.html');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('Home', 'Hone'));
    utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));
    await build(root, out);
    expect(hashTree(out)).toEqual(cold);
  });
});

function writeFixtureFile(root: string, rel: string, content: string): void {
  const file = path.join(root, rel);
  rmSync(file, { force: true });
  writeFileSync(ensureDir(file), content);
}

function ensureDir(file: string): string {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  return file;
}
