/**
 * Adding or deleting a page renders again only the pages it changes: its own navigation group (their sidebars list
 * it, in a folded section), its neighbours (prev/next), and pages whose links now resolve differently (the build
 * cache keeps the page lookups of each render, cache/page-entries.ts). The result is always a cold build's.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';
import { buildWithCache, coldTree } from './helpers.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const GROUPS = 5;
const PER_GROUP = 45;

/** 225 pages in 5 groups of one section (more than the 200 a sidebar draws whole), and a redirect a page links to. */
function site(): string {
  const files: Record<string, string | object> = {};
  const navigation = [];
  for (let g = 0; g < GROUPS; g++) {
    const pages = [];
    for (let p = 0; p < PER_GROUP; p++) {
      pages.push(`g${g}/p${p}`);
      files[`g${g}/p${p}.md`] = `# Page ${g}.${p}\n\nText of page ${p} in group ${g}.\n`;
    }
    navigation.push({ group: `Group ${g}`, pages });
  }
  files['g4/p0.md'] = '# Page 4.0\n\nThe [old page](/old-page) moved.\n';
  files['site.json'] = {
    name: 'Lookups',
    navigation,
    redirects: [{ source: '/old-page', destination: '/g0/p0' }],
  };
  const dir = writeFixture(files);
  cleanup.push(dir);
  return dir;
}

/** List `page` in site.json right after `beside`. */
function listAfter(root: string, beside: string, page: string | undefined, remove?: string): void {
  const file = path.join(root, 'site.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  for (const group of config.navigation) {
    if (remove) group.pages = group.pages.filter((entry: string) => entry !== remove);
    const at = group.pages.indexOf(beside);
    if (page && at >= 0) group.pages.splice(at + 1, 0, page);
  }
  writeFileSync(file, JSON.stringify(config, null, 2));
}

describe('adding and deleting a page', () => {
  it('renders again its group and the pages whose links it changes, and gives a cold build', async () => {
    const root = site();
    const out = path.join(root, '.out');
    await buildWithCache(root, out);

    writeFileSync(path.join(root, 'g1/new.md'), '# New\n\nA new page.\n');
    listAfter(root, 'g1/p3', 'g1/new');
    const added = await buildWithCache(root, out);
    // Group 1's pages (their sidebar lists the new page) and the new page itself; no other group.
    expect(added.stats).toMatchObject({ pages: GROUPS * PER_GROUP + 1, rendered: PER_GROUP + 1 });
    expect(hashTree(out)).toEqual(await coldTree(root));

    // A page where the redirect was (unlisted, and hiding the redirect: two warnings): the page linking to
    // `/old-page` now links to it, and renders again; nothing else does.
    const warnings = ['config/redirect-hides-page', 'graph/unlisted-page'];
    writeFileSync(path.join(root, 'old-page.md'), '# Old page\n\nBack again.\n');
    const unlisted = await buildWithCache(root, out, true, warnings);
    expect(unlisted.stats).toMatchObject({ rendered: 2 });
    expect(readFileSync(path.join(out, 'g4/p0/index.html'), 'utf8')).toContain('href="/old-page/"');
    expect(hashTree(out)).toEqual(await coldTree(root, warnings));

    rmSync(path.join(root, 'g1/new.md'));
    rmSync(path.join(root, 'old-page.md'));
    listAfter(root, 'g1/p3', undefined, 'g1/new');
    // Group 1's pages again, and the page linking to `/old-page`.
    const deleted = await buildWithCache(root, out);
    expect(deleted.stats).toMatchObject({ pages: GROUPS * PER_GROUP, rendered: PER_GROUP + 1 });
    expect(hashTree(out)).toEqual(await coldTree(root));
  });
});
