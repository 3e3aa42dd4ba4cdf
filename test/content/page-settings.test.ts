import { describe, expect, it } from 'vitest';
import { getPageMeta } from '../../src/content/page-meta.js';
import { frontmatterKeyLine, readPageSettings } from '../../src/content/page-settings.js';

/** The settings and diagnostics of a page whose front matter is `lines`. */
function settingsOf(...lines: string[]) {
  const raw = `---\n${lines.join('\n')}\n---\n\nBody.\n`;
  return getPageMeta('guide/page.mdx', raw);
}

describe('page settings', () => {
  it('default to a listed, indexed page in the default layout', () => {
    const { settings, diagnostics } = settingsOf('title: Plain', 'unknownKey: kept as before');
    expect(settings).toEqual({ mode: 'default', hidden: false, noindex: false, metaTags: [] });
    expect(diagnostics).toEqual([]);
    expect(getPageMeta('a.md', 'No front matter.\n').settings.mode).toBe('default');
  });

  it('read every Mintlify display key', () => {
    const { settings, diagnostics } = settingsOf(
      'title: Everything',
      'icon: rocket',
      'iconType: solid',
      'tag: NEW',
      'mode: wide',
      'noindex: true',
      'url: https://example.com/discord',
      '"og:image": /images/card.png',
      '"og:title": A <b> & "q"',
      '"twitter:card": summary_large_image',
      'keywords: [alpha, beta]',
    );
    expect(diagnostics).toEqual([]);
    expect(settings).toEqual({
      mode: 'wide',
      hidden: false,
      noindex: true,
      icon: 'rocket',
      iconType: 'solid',
      iconLine: 3,
      tag: 'NEW',
      url: 'https://example.com/discord',
      metaTags: [
        { attribute: 'property', key: 'og:image', content: '/images/card.png' },
        { attribute: 'property', key: 'og:title', content: 'A <b> & "q"' },
        { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
        { attribute: 'name', key: 'keywords', content: 'alpha, beta' },
      ],
      keywords: ['alpha', 'beta'],
    });
  });

  it('reads the keys that change what readers and search see, and warns about wrong values', () => {
    const { settings, diagnostics } = readPageSettings('p.mdx', '---\n---\n', {
      deprecated: true,
      searchable: false,
      hideFooterPagination: 'true',
      playground: 'simple',
      contextual: { options: ['copy', 'claude', 'assistant'] },
    });
    expect(diagnostics).toEqual([]);
    expect(settings).toMatchObject({
      deprecated: true,
      unsearchable: true,
      hideFooterPagination: true,
      playground: 'simple',
      pageMenu: ['copy', 'claude'],
    });
    const wrong = readPageSettings('p.mdx', '---\nsearchable: maybe\nplayground: loud\ncontextual: yes\n---\n', {
      searchable: 'maybe',
      playground: 'loud',
      contextual: 'yes',
    });
    expect(wrong.diagnostics.map((d) => `${d.position?.line} ${d.message.slice(0, 40)}`)).toEqual([
      '2 front matter `searchable` should be true',
      '3 unknown playground display "loud"; the p',
      '4 front matter `contextual` should be a ma',
    ]);
    expect(wrong.settings.unsearchable).toBeUndefined();
    expect(wrong.settings.playground).toBeUndefined();
    expect(wrong.settings.pageMenu).toBeUndefined();
  });

  it('makes a hidden page noindex too, and accepts "true" written as text', () => {
    expect(settingsOf('hidden: true').settings).toMatchObject({ hidden: true, noindex: true });
    expect(settingsOf('noindex: "true"').settings).toMatchObject({ hidden: false, noindex: true });
    expect(settingsOf('hidden: false').settings).toMatchObject({ hidden: false, noindex: false });
  });

  it('warns at the line of a value of the wrong kind, and builds the page as if it were absent', () => {
    const { settings, diagnostics } = settingsOf(
      'title: Bad',
      'mode: centre',
      'hidden: yes please',
      'tag: [a, b]',
      'url: "javascript:alert(1)"',
      '"og:image": { src: x }',
    );
    expect(settings).toEqual({ mode: 'default', hidden: false, noindex: false, metaTags: [] });
    expect(diagnostics.map((d) => [d.severity, d.rule, d.position?.line, d.message, d.hint])).toEqual([
      [
        'warning',
        'content/page-setting',
        3,
        'unknown page mode "centre"; the page is shown in the default layout',
        'did you mean "center"?',
      ],
      [
        'warning',
        'content/page-setting',
        4,
        'front matter `hidden` should be true or false, found string "yes please"; it is ignored',
        'write `hidden: true`',
      ],
      [
        'warning',
        'content/page-setting',
        5,
        'front matter `tag` should be text, found a list; it is ignored',
        'write `tag: "…"`',
      ],
      [
        'warning',
        'content/page-setting',
        6,
        'front matter `url` is a javascript: URL, which would run script when clicked; the sidebar links to the page instead',
        'write an http(s) URL, or a path on this site',
      ],
      [
        'warning',
        'content/page-setting',
        7,
        'front matter `og:image` should be text, found a mapping; no meta tag is added',
        'write `"og:image": "…"`',
      ],
    ]);
    expect(diagnostics.every((d) => d.file === 'guide/page.mdx')).toBe(true);
  });

  it('names the modes when an unknown one is far from all of them', () => {
    const { diagnostics } = settingsOf('mode: assistant');
    expect(diagnostics[0].hint).toBe('use one of "default", "wide", "center", "custom", "frame"');
  });

  it('reads nothing from a page whose front matter is empty', () => {
    expect(readPageSettings('a.md', 'Body', {})).toEqual({
      settings: { mode: 'default', hidden: false, noindex: false, metaTags: [] },
      diagnostics: [],
    });
  });
});

describe('frontmatterKeyLine', () => {
  it('finds plain and quoted keys inside the front matter only', () => {
    const raw = '---\ntitle: x\n"og:image": y\n\'twitter:card\': z\n---\nmode: body\n';
    expect(frontmatterKeyLine(raw, 'title')).toBe(2);
    expect(frontmatterKeyLine(raw, 'og:image')).toBe(3);
    expect(frontmatterKeyLine(raw, 'twitter:card')).toBe(4);
    expect(frontmatterKeyLine(raw, 'mode')).toBeUndefined();
    expect(frontmatterKeyLine('mode: x\n', 'mode')).toBeUndefined();
  });
});
