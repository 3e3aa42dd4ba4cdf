/**
 * docs.json `theme`: each of Mintlify's themes gives the site its own look (`<html data-q-theme>` and the theme's
 * rules in theme.css, and only that theme's); `mint` is Quire's own look and adds nothing; an unknown name warns,
 * with the nearest known one, and builds with the look of `mint`.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { LAYOUT_THEMES } from '../../src/config/types.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

interface Built {
  result: BuildResult;
  html: string;
  css: string;
}

const dirs: string[] = [];

async function build(theme: string): Promise<Built> {
  const root = writeFixture({
    'docs.json': { name: 'Acme', theme, colors: { primary: '#0c8669' }, navigation: { pages: ['index'] } },
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n\n```bash\nnpm install acme\n```\n',
  });
  const out = path.join(root, '..', `${path.basename(root)}-out`);
  dirs.push(root, out);
  const result = await buildSite({ root, outDir: out, cache: false });
  const file = readdirSync(path.join(out, '_quire')).find((f) => /^theme\.[0-9a-f]+\.css$/.test(f));
  return { result, html: readOut(out, 'index.html'), css: file ? readOut(out, `_quire/${file}`) : '' };
}

const built = new Map<string, Built>();

beforeAll(async () => {
  for (const theme of [...LAYOUT_THEMES, 'mapple']) built.set(theme, await build(theme));
  built.set('maple again', await build('maple'));
}, 120_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (theme: string): Built => {
  const b = built.get(theme);
  if (!b) throw new Error(`no build for ${theme}`);
  return b;
};

describe('docs.json theme', () => {
  it('keeps Quire’s own look for `mint`: no attribute, no theme rules', () => {
    const mint = get('mint');
    expect(mint.result.ok).toBe(true);
    expect(mint.html).not.toContain('data-q-theme');
    expect(mint.css).not.toContain('data-q-theme');
  });

  it.each(LAYOUT_THEMES.filter((t) => t !== 'mint'))('gives `%s` its own look, and ships only its rules', (theme) => {
    const { result, html, css } = get(theme);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.rule === 'config/unknown-theme')).toEqual([]);
    expect(html).toMatch(new RegExp(`<html [^>]*data-q-theme="${theme}"`));
    expect(css).toContain(`[data-q-theme="${theme}"]`);
    for (const other of LAYOUT_THEMES) if (other !== theme) expect(css).not.toContain(`"${other}"`);
    // Small: a few rules, not a stylesheet.
    expect(css.length - get('mint').css.length).toBeLessThan(1500);
  });

  it('gives every theme different CSS, the same on every build', () => {
    const texts = LAYOUT_THEMES.map((t) => get(t).css);
    expect(new Set(texts).size).toBe(LAYOUT_THEMES.length);
    expect(get('maple again').css).toBe(get('maple').css);
  });

  it('warns about an unknown theme, names the nearest one, and builds with the look of `mint`', () => {
    const { result, html, css } = get('mapple');
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.filter((d) => d.rule === 'config/unknown-theme');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      severity: 'warning',
      file: 'docs.json',
      jsonPath: 'theme',
      message: 'unknown theme "mapple"; the site gets the look of "mint"',
      hint: 'did you mean "maple"?',
    });
    // writeFixture writes docs.json with one key a line: `theme` is on line 3.
    expect(warnings[0]?.position?.line).toBe(3);
    expect(html).not.toContain('data-q-theme');
    expect(css).toBe(get('mint').css);
  });
});
