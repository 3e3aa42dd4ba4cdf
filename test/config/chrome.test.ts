/**
 * `primaryTab`, `search`, `codeBlock`, `layout`, `theme` and `isWhiteLabeled` in site.json/mint.json, and their
 * docs.json equivalents (`search`, `styling.codeblocks`, `theme`): validated, resolved, and never "unsupported".
 */
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { check, found, minimal as minimalDocs } from './docs-json/check.js';

const minimal = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

function site(settings: Record<string, unknown>) {
  return validateConfigText(JSON.stringify({ ...minimal, ...settings }, null, 2));
}

/** `severity rule jsonPath` of each diagnostic. */
function reported(settings: Record<string, unknown>): string[] {
  return site(settings).diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath ?? ''}`.trim());
}

describe('site.json and mint.json', () => {
  it('resolves the defaults: the top anchor names the first tab, Quire’s own search box, code and layout', () => {
    const config = site({}).config!;
    expect(config.primaryTab).toEqual({ name: 'Documentation' });
    expect(config.search).toEqual({ location: 'top' });
    expect(config.codeBlock).toEqual({ mode: 'auto' });
    expect(config.layout).toBe('topnav');
    expect(site({ topAnchor: { name: 'Overview' } }).config!.primaryTab).toEqual({ name: 'Overview' });
  });

  it('reads every setting as written, with no warning', () => {
    const settings = {
      topAnchor: { name: 'Overview' },
      primaryTab: { name: 'Get Started' },
      search: { prompt: 'Search CrewAI docs', location: 'side' },
      codeBlock: { mode: 'dark' },
      layout: 'solidSidenav',
      theme: 'maple',
      isWhiteLabeled: true,
    };
    const result = site(settings);
    expect(result.diagnostics).toEqual([]);
    expect(result.config!.layoutTheme).toBe('maple');
    const config = result.config!;
    expect(config.primaryTab).toEqual({ name: 'Get Started' });
    expect(config.topAnchor.name).toBe('Overview');
    expect(config.search).toEqual({ prompt: 'Search CrewAI docs', location: 'side' });
    expect(config.codeBlock).toEqual({ mode: 'dark' });
    expect(config.layout).toBe('solidSidenav');
    expect(config.whiteLabeled).toBe(true);
  });

  it('accepts each value Mintlify allows', () => {
    for (const layout of ['topnav', 'sidenav', 'solidSidenav']) expect(reported({ layout })).toEqual([]);
    for (const theme of ['maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'])
      expect(site({ theme }).config).toMatchObject({ layoutTheme: theme });
    // `mint` is Quire's own look: no theme rules at all.
    expect(site({ theme: 'mint' }).config!.layoutTheme).toBeUndefined();
    for (const mode of ['auto', 'dark']) expect(reported({ codeBlock: { mode } })).toEqual([]);
    for (const location of ['top', 'side']) expect(reported({ search: { location } })).toEqual([]);
    expect(reported({ isWhiteLabeled: false })).toEqual([]);
  });

  it('loads mint.json’s retired themes with one warning at the value, and the look of mint', () => {
    for (const theme of ['venus', 'quill', 'prism']) {
      const result = site({ theme });
      expect(result.config!.layoutTheme).toBeUndefined();
      expect(result.diagnostics.map((d) => [d.severity, d.rule, d.jsonPath, d.position !== undefined])).toEqual([
        ['warning', 'config/retired-theme', 'theme', true],
      ]);
      expect(result.diagnostics[0].hint).toContain('"maple"');
    }
  });

  it('reports a misspelt value at its place, with a suggestion', () => {
    const result = site({ layout: 'sideNav' });
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map((d) => [d.rule, d.jsonPath, d.hint])).toEqual([
      ['config/invalid-value', 'layout', 'did you mean `sidenav`?'],
    ]);
    expect(reported({ codeBlock: { mode: 'light' } })).toEqual(['error config/invalid-value codeBlock.mode']);
    expect(reported({ primaryTab: {} })).toEqual(['error config/missing-setting primaryTab']);
    expect(reported({ isWhiteLabeled: 'yes' })).toEqual(['error config/invalid-type isWhiteLabeled']);
  });

  it('warns only about `primaryTab.isDefaultHidden`, which Quire does not support', () => {
    expect(reported({ primaryTab: { name: 'Docs', isDefaultHidden: true } })).toEqual([
      'warning config/unsupported-setting primaryTab.isDefaultHidden',
    ]);
  });

  it('trims the search prompt, and a blank one keeps Quire’s own', () => {
    expect(site({ search: { prompt: '  Search Acme  ' } }).config!.search.prompt).toBe('Search Acme');
    expect(site({ search: { prompt: ' ' } }).config!.search).toEqual({ location: 'top' });
  });
});

describe('docs.json', () => {
  const config = (value: Record<string, unknown>) => check({ ...minimalDocs, ...value });

  it('reads `search.prompt` and `styling.codeblocks` with no warning', () => {
    const result = config({ theme: 'maple', search: { prompt: 'Search Acme' }, styling: { codeblocks: 'dark' } });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.search).toEqual({ prompt: 'Search Acme', location: 'top' });
    expect(result.config?.codeBlock).toEqual({ mode: 'dark' });
    expect(config({ styling: { codeblocks: 'system' } }).config?.codeBlock).toEqual({ mode: 'auto' });
    expect(config({}).config?.codeBlock).toEqual({ mode: 'auto' });
  });

  it('warns about a Shiki theme in `styling.codeblocks`, and about the styling Quire does not have', () => {
    for (const codeblocks of ['dracula', { theme: { light: 'github-light', dark: 'github-dark' } }]) {
      const result = config({ styling: { codeblocks } });
      expect(found(result)).toEqual(['warning config/unsupported-setting styling.codeblocks']);
      expect(result.config?.codeBlock).toEqual({ mode: 'auto' });
    }
    const styled = config({ styling: { eyebrows: 'breadcrumbs', latex: true } });
    expect(found(styled)).toEqual(['warning config/unsupported-setting styling.latex']);
    expect(styled.config?.eyebrows).toBe('breadcrumbs');
    expect(config({}).config?.eyebrows).toBe('section');
    expect(found(config({ styling: { eyebrows: 'path' } }))).toEqual(['error config/invalid-value styling.eyebrows']);
  });

  it('names the docs.json place of mint.json’s `codeBlock`', () => {
    const result = config({ codeBlock: { mode: 'dark' } });
    expect(result.diagnostics.map((d) => d.hint)).toEqual([
      '`codeBlock` is the mint.json name; in docs.json it is `styling.codeblocks`',
    ]);
  });
});
