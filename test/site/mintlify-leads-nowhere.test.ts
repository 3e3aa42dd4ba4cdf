/**
 * Mintlify publishes a project whose links, images, navigation entries, redirects, favicon or OpenAPI file lead
 * nowhere, so a docs.json or mint.json build goes on and says what it did instead (rule 1 of the brief); `--strict`
 * fails it, and Quire's own site.json keeps the errors unless `--allow-broken-links`.
 */
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const PAGES = {
  'index.mdx': '---\ntitle: Home\n---\n\nSee [the old page](/gone) and ![a shot](/images/shot.png).\n',
  'endpoint.mdx': '---\ntitle: List users\nopenapi: missing.yaml GET /users\n---\n\nThe text of the endpoint page.\n',
  // A topic folder named like an output folder: Mintlify's default ignores are the root's folders only.
  'learn/build/sdk.mdx': '---\ntitle: Build with the SDK\n---\n\nThe SDK guide.\n',
  'build/output.mdx': '---\ntitle: Output\n---\n\nA build output folder.\n',
};

const DOCS_JSON = {
  name: 'Leads nowhere',
  theme: 'mint',
  colors: { primary: '#0a7cff', light: '#7fb8ff' },
  favicon: '/favicon.svg',
  navigation: {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'endpoint', 'removed-page', 'learn/build/sdk'] }] },
      { tab: 'API', openapi: 'missing.yaml' },
    ],
  },
  redirects: [{ source: '/old', destination: '/nowhere' }],
};

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function build(
  files: Record<string, string | object>,
  options: { strict?: boolean } = {},
): Promise<{ result: BuildResult; out: string; text: string }> {
  const root = writeFixture(files);
  const out = `${root}-out`;
  cleanup.push(root, out);
  const result = await buildSite({ root, outDir: out, offline: true, ...options });
  return { result, out, text: formatDiagnostics(result.diagnostics) };
}

describe('a docs.json project whose links, files and navigation entries lead nowhere', () => {
  let built: { result: BuildResult; out: string; text: string };
  beforeAll(async () => {
    built = await build({ ...PAGES, 'docs.json': DOCS_JSON });
  });

  it('builds, with a warning for each at its place and no error', () => {
    expect(built.result.ok).toBe(true);
    expect(built.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const warned = (rule: string) =>
      built.result.diagnostics.filter((d) => d.rule === rule && d.severity === 'warning').length;
    expect(warned('markdown/broken-link')).toBe(1);
    expect(warned('markdown/missing-image')).toBe(1);
    expect(warned('graph/missing-page')).toBe(1);
    expect(warned('config/redirect-missing-target')).toBe(1);
    expect(warned('config/missing-file')).toBe(1);
    expect(built.text).toMatch(
      /^docs\.json:\d+:\d+ warning navigation\.tabs\[1\]\.openapi: cannot load the OpenAPI file missing\.yaml: there is no such file; Quire builds the pages that use it with a notice in place of the endpoint reference \[openapi\/missing-file\]$/m,
    );
  });

  it('builds the page of a missing OpenAPI file from its own text, with a notice', () => {
    const html = readOut(built.out, 'endpoint/index.html');
    expect(html).toContain('The text of the endpoint page.');
    expect(html).toMatch(/not available:<\/strong> missing\.yaml did not load/);
  });

  it('leaves the missing page out of the sidebar and keeps the others', () => {
    const home = readOut(built.out, 'index.html');
    expect(home).toContain('href="/endpoint/"');
    expect(home).not.toContain('removed-page');
  });

  it('builds a topic folder named build/ deeper down, and leaves the root build/ folder out', () => {
    expect(readOut(built.out, 'learn/build/sdk/index.html')).toContain('The SDK guide.');
    expect(existsSync(`${built.out}/build/output/index.html`)).toBe(false);
  });

  it('fails with --strict', async () => {
    const { result } = await build({ ...PAGES, 'docs.json': DOCS_JSON }, { strict: true });
    expect(result.ok).toBe(false);
  });
});

describe('the same pages under site.json (Quire’s own format)', () => {
  it('keeps a broken link, a missing image and a missing page errors', async () => {
    const siteJson = {
      name: 'Leads nowhere',
      colors: { primary: '#0a7cff' },
      navigation: [{ group: 'Start', pages: ['index', 'removed-page'] }],
    };
    const { result } = await build({ 'index.mdx': PAGES['index.mdx'], 'site.json': siteJson });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.rule);
    expect(errors.sort()).toEqual(['graph/missing-page', 'markdown/broken-link', 'markdown/missing-image']);
  });
});
