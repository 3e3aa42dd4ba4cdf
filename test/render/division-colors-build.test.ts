/**
 * docs.json division `color` in a build: a product's and a dropdown's icon takes the colour (light and dark), an anchor's
 * colour fills the square behind its icon, all through classes theme.css defines (no inline style), the same for the
 * same colours, and nothing for divisions without one.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { divisionColorClass, divisionColorRules, withDivisionColor } from '../../src/render/division-colors.js';
import { resolveConfig } from '../../src/config/index.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DOCS = {
  name: 'Colours',
  navigation: {
    products: [
      {
        product: 'Guides',
        icon: 'book',
        color: { light: '#0D9373', dark: '#07c983' },
        anchors: [
          { anchor: 'Start', icon: 'rocket', color: { light: '#ff0000' }, pages: ['index'] },
          { anchor: 'Deploy', icon: 'cloud', pages: ['deploy'] },
        ],
      },
      {
        product: 'API',
        dropdowns: [
          { dropdown: 'Users', icon: 'user', color: { light: '#0d9373', dark: '#07c983' }, pages: ['users'] },
          { dropdown: 'Teams', icon: 'users', pages: ['teams'] },
        ],
      },
    ],
  },
};

async function build(docs: object): Promise<string> {
  const root = writeFixture({
    'docs.json': docs,
    'index.md': '# Home\n',
    'deploy.md': '# Deploy\n',
    'users.md': '# Users\n',
    'teams.md': '# Teams\n',
  });
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-division-colors-'));
  cleanup.push(root, parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out });
  expect(result.diagnostics.map((d) => d.rule)).toEqual([]);
  return out;
}

const themeCss = (out: string) => {
  const name = readdirSync(path.join(out, '_quire')).find((f) => /^theme\.[0-9a-f]+\.css$/.test(f));
  return readOut(out, `_quire/${name}`);
};

describe('division colours', () => {
  it('names a class after the colours and adds it to an icon', () => {
    expect(divisionColorClass({ light: '#0D9373', dark: '#07c983' })).toBe('q-dc-0d9373-07c983');
    expect(withDivisionColor('<svg class="q-icon" viewBox="0 0 1 1"></svg>', { light: '#fff', dark: '#000' })).toBe(
      '<svg class="q-dc-fff-000 q-icon" viewBox="0 0 1 1"></svg>',
    );
    expect(withDivisionColor('<svg class="q-icon"></svg>', undefined)).toBe('<svg class="q-icon"></svg>');
    expect(divisionColorRules(resolveConfig({ name: 'x', navigation: [] } as never))).toEqual([]);
  });

  it('colours the product and dropdown icons and the anchor square, in both modes', async () => {
    const out = await build(DOCS);
    const home = readOut(out, 'index.html');
    expect(home).toMatch(
      /<svg class="q-dc-0d9373-07c983 q-icon q-nav-icon"[^>]*>(?:(?!<\/svg>).)*<\/svg><span class="q-switcher-name">Guides/,
    );
    expect(home).toContain('<li class="q-anchor-c0 q-dc-ff0000-ff0000">');
    // The anchor without a colour, and its icon, get no class.
    expect(home).toMatch(/<li class="q-anchor-c0"><a href="\/deploy\/"/);
    const users = readOut(out, 'users/index.html');
    expect(users).toMatch(
      /<svg class="q-dc-0d9373-07c983 q-icon q-nav-icon"[^>]*>(?:(?!<\/svg>).)*<\/svg><span class="q-switcher-name">Users/,
    );
    expect(home).not.toMatch(/style="/);
    const css = themeCss(out);
    expect(css).toContain('svg.q-dc-0d9373-07c983 { color: #0D9373; }');
    expect(css).toContain('[data-theme="dark"] svg.q-dc-0d9373-07c983 { color: #07c983; }');
    expect(css).toContain(
      'li.q-dc-ff0000-ff0000 .q-anchor-icon { background: #ff0000; color: #000000; border-color: transparent; }',
    );
    // One rule pair per distinct colour: the product and the dropdown share theirs.
    expect(css.match(/^svg\.q-dc-0d9373-07c983 /gm)).toHaveLength(1);
  });

  it('builds the same site as before for divisions without a colour', async () => {
    const strip = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(strip)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([k]) => k !== 'color')
                .map(([k, v]) => [k, strip(v)]),
            )
          : value;
    const plain = await build(strip(DOCS) as object);
    expect(readOut(plain, 'index.html')).not.toContain('q-dc-');
    expect(themeCss(plain)).not.toContain('q-dc-');
    expect(Object.keys(hashTree(plain)).length).toBeGreaterThan(0);
  });
});
