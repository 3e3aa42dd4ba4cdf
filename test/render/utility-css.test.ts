/**
 * The utility stylesheet: Tailwind v3's CSS for the utilities named, scoped to the page content, no preflight,
 * `dark:` under Quire's `dark` class, Mintlify's theme colours; nothing for names that are no utility.
 */
import { describe, expect, it } from 'vitest';
import { compileUtilityCss, matchUtilities } from '../../src/render/utility-css.js';

const colors = { primary: '#16A34A', light: '#07C983', dark: '#15803D' };

/** The selectors of a stylesheet's rules, at-rules aside. */
function selectors(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[}\n])\s*([^{}@]+?)\s*\{/g)].map((m) => m[1]!.trim());
}

describe('compileUtilityCss', () => {
  it('compiles the utilities named, with Tailwind v3 values, scoped to the content', async () => {
    const css = await compileUtilityCss(['grid', 'grid-cols-2', 'gap-4', 'md:flex', 'rounded', 'shadow-sm'], colors);
    expect(css).toContain('.q-content :is(.grid){display:grid;}');
    expect(css).toContain('.q-content :is(.grid-cols-2){grid-template-columns:repeat(2,minmax(0,1fr));}');
    expect(css).toContain('.q-content :is(.gap-4){gap:1rem;}');
    expect(css).toMatch(/@media \(min-width: 768px\)\{\s*\.q-content :is\(\.md\\:flex\)\{display:flex;\}/);
    // v3's values (v4 renamed these: its `rounded` and `shadow-sm` are different sizes).
    expect(css).toContain('.q-content :is(.rounded){border-radius:0.25rem;}');
    expect(css).toContain('0 1px 2px 0');
  });

  it('includes no preflight: every rule applies inside .q-content only', async () => {
    const css = await compileUtilityCss(['shadow-sm', 'rotate-3', 'ring-2', 'border', 'p-4'], colors);
    const all = selectors(css);
    expect(all.length).toBeGreaterThan(4);
    for (const selector of all) {
      for (const part of selector.split(/,(?![^(]*\))/)) expect(part.trim()).toMatch(/^(?::where\()?\.q-content\b/);
    }
    expect(css).not.toMatch(/box-sizing|font-family|line-height:\s*1\.5|\bhtml\b|\bbody\b/);
  });

  it('writes dark: variants under the dark class Quire puts on <html>, outranking the plain utility', async () => {
    const css = await compileUtilityCss(['hidden', 'dark:block', 'dark:bg-zinc-900'], colors);
    expect(css).toContain('.q-content :is(.dark .dark\\:block){display:block;}');
    expect(css).toContain('.q-content :is(.hidden){display:none;}');
    expect(css).toMatch(/\.q-content :is\(\.dark \.dark\\:bg-zinc-900\)\{[^}]*background-color:rgb\(24 24 27/);
    expect(css).not.toContain('prefers-color-scheme');
  });

  it('has Mintlify’s theme colours from the site’s config', async () => {
    const css = await compileUtilityCss(
      ['bg-primary', 'text-primary-light', 'border-primary-dark', 'bg-background-dark'],
      { ...colors, background: { light: '#ffffff', dark: '#0a0a0a' } },
    );
    expect(css).toContain('background-color:rgb(22 163 74 ');
    expect(css).toContain('color:rgb(7 201 131 ');
    expect(css).toContain('border-color:rgb(21 128 61 ');
    expect(css).toContain('background-color:rgb(10 10 10 ');
  });

  it('adds the border reset only when a border utility is used, for authored elements only', async () => {
    expect(await compileUtilityCss(['p-4'], colors)).not.toContain('border-style');
    const css = await compileUtilityCss(['border-t', 'p-4'], colors);
    expect(css).toContain(
      ':where(.q-content [class*="border"]:not([class^="q-"]):not([class*=" q-"]), .q-content [class*="divide-"]:not([class^="q-"]):not([class*=" q-"]) > *) { border-width: 0; border-style: solid; border-color: #e5e7eb; }',
    );
  });

  it('gives nothing for names that are no utility, and the same text for the same names in any order', async () => {
    expect(await compileUtilityCss([], colors)).toBe('');
    expect(await compileUtilityCss(['home-hero', 'references', 'q-card'], colors)).toBe('');
    const a = await compileUtilityCss(['p-4', 'grid', 'dark:hidden', 'grid'], colors);
    const b = await compileUtilityCss(['dark:hidden', 'grid', 'p-4'], colors);
    expect(a).toBe(b);
  });
});

describe('matchUtilities', () => {
  it('says which words are utilities', async () => {
    expect([...(await matchUtilities(['grid', 'references', 'dark:block', 'home-hero'], colors))].sort()).toEqual([
      'dark:block',
      'grid',
    ]);
  });
});
