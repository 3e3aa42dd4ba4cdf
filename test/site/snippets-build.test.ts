/**
 * A site with snippets, built: snippets are not pages (nor published, nor warned about as unlisted), their text is
 * inlined in the pages that include them, what they link to is published, and the build cache re-renders exactly
 * the pages that include an edited snippet.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Pages that include snippets three ways (import with props, named imports, `<Snippet file>`), and one that does not. */
const SNIPPET_SITE: Record<string, string | object> = {
  'site.json': {
    name: 'Snippets',
    navigation: [{ group: 'Docs', pages: ['index', 'guide/install', 'guide/deploy', 'guide/other'] }],
  },
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n\n<Snippet file="get-help.mdx" />\n',
  'guide/install.mdx':
    '---\ntitle: Install\n---\nimport Prerequisites from "/snippets/prerequisites.mdx"\nimport { TF } from "/snippets/terraform.jsx"\nimport { links } from "/snippets/vars.mdx"\n\n<Prerequisites framework="Next.js" />\n\n<TF name="deployments" href={links.tf} />\n',
  'guide/deploy.mdx':
    '---\ntitle: Deploy\n---\nimport Prerequisites from "/snippets/prerequisites.mdx"\n\n<Prerequisites framework="Remix" />\n',
  'guide/other.mdx': '---\ntitle: Other\n---\n\nNo snippets here.\n',
  'snippets/prerequisites.mdx':
    '## Prerequisites\n\n- A project in {framework}\n- [An account](/guide/other) and the [config](/downloads/config.yaml)\n',
  'snippets/terraform.jsx':
    'export const TF = ({ name, href }) => (\n  <p>Manage {name} with the <a href={href}>Terraform provider</a>.</p>\n);\n',
  'snippets/vars.mdx': 'export const links = { tf: "https://registry.terraform.io/providers/acme" }\n',
  '_snippets/get-help.mdx': '<Note>Ask on [GitHub](https://github.com/acme/acme/discussions).</Note>\n',
  'downloads/config.yaml': 'key: value\n',
};

function site(): string {
  const dir = writeFixture(SNIPPET_SITE);
  cleanup.push(dir);
  return dir;
}

function outDir(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-snippets-out-'));
  cleanup.push(parent);
  return path.join(parent, 'out');
}

async function build(root: string, out: string, cache = true) {
  const result = await buildSite({ root, outDir: out, ...(!cache && { cache: false as const }) });
  expect(formatDiagnostics(result.diagnostics)).toBe('');
  expect(result.ok).toBe(true);
  return result;
}

describe('a site with snippets', () => {
  it('inlines snippets in the pages that include them, and builds no page for them', async () => {
    const root = site();
    const out = outDir();
    const result = await build(root, out);
    expect(result.stats.pages).toBe(4);
    for (const folder of ['snippets', '_snippets']) expect(existsSync(path.join(out, folder))).toBe(false);

    const install = readOut(out, 'guide/install/index.html');
    expect(install).toContain('<h2 id="prerequisites">');
    expect(install).toContain('<li>A project in Next.js</li>');
    expect(install).toContain('<a href="/guide/other/">An account</a>');
    expect(install).toContain(
      '<p>Manage deployments with the <a href="https://registry.terraform.io/providers/acme">Terraform provider</a>.</p>',
    );
    // The snippet's headings are the page's: in its table of contents too.
    expect(install).toMatch(/href="#prerequisites"/);
    expect(readOut(out, 'guide/deploy/index.html')).toContain('<li>A project in Remix</li>');
    expect(readOut(out, 'index.html')).toContain('q-callout-note');
    // A file only a snippet links to is published.
    expect(readOut(out, 'downloads/config.yaml')).toBe('key: value\n');
  });

  it('re-renders only the pages that include an edited snippet, as a cold build would', async () => {
    const root = site();
    const out = outDir();
    await build(root, out);
    const file = path.join(root, 'snippets/prerequisites.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('A project in', 'A working project in'));
    const result = await build(root, out);
    expect(result.stats).toMatchObject({ rendered: 2, reused: 2 });
    expect(readOut(out, 'guide/deploy/index.html')).toContain('<li>A working project in Remix</li>');

    const cold = outDir();
    await build(root, cold, false);
    expect(hashTree(out)).toEqual(hashTree(cold));
  });

  it('re-renders a page that imports a missing snippet once it is added', async () => {
    const root = site();
    writeFileSync(
      path.join(root, 'guide/other.mdx'),
      '---\ntitle: Other\n---\nimport Later from "/snippets/later.mdx"\n\n<Later />\n',
    );
    const out = outDir();
    const failed = await buildSite({ root, outDir: out });
    expect(failed.ok).toBe(false);
    expect(formatDiagnostics(failed.diagnostics)).toContain(
      'guide/other.mdx:4:1 error snippet "/snippets/later.mdx" does not exist [mdx/missing-snippet]',
    );
    writeFileSync(path.join(root, 'snippets/later.mdx'), 'Added later.\n');
    await build(root, out);
    expect(readOut(out, 'guide/other/index.html')).toContain('<p>Added later.</p>');
  });
});
