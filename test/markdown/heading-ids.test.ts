/** Heading ids on rendered pages: Mintlify's slugs, `{#custom-id}` in MDX, component text, and `<a name>` anchors. */
import { describe, expect, it } from 'vitest';
import { escapeHeadingIds } from '../../src/markdown/heading-custom-ids.js';
import { renderMarkdown, type LinkContext } from '../../src/markdown/index.js';

const context: LinkContext = { base: '/', urlByPath: { 'a.mdx': '/a/', 'a.md': '/a/' }, assets: {} };
const render = (path: string, raw: string) => renderMarkdown({ path, raw }, context);
const headingIds = (html: string) => [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((m) => m[1]);

describe('heading ids', () => {
  it('are Mintlify slugs in markdown and MDX pages alike', () => {
    const raw = "## 🚀 Launch\n\n## What's new (v2)\n\n## Fees & billing\n\n## Launch\n";
    for (const path of ['a.md', 'a.mdx']) {
      const page = render(path, raw);
      expect(headingIds(page.html)).toEqual(['launch', 'what’s-new-v2', 'fees-&#x26;-billing', 'launch-2']);
      expect(page.toc.map((entry) => entry.id)).toEqual(['launch', 'what’s-new-v2', 'fees-&-billing', 'launch-2']);
      expect(page.html).toContain('href="#launch"');
    }
  });

  it("lead from earlier Mintlify versions' forms of an id too, through an empty element, unless the form is taken", () => {
    const raw = "## Step 1: Install\n\n## 'Backend' setup\n\n## Step 1 Install\n";
    const page = render('a.mdx', raw);
    expect(headingIds(page.html)).toEqual(['step-1:-install', '‘backend’-setup', 'step-1-install']);
    // `step-1-install` is the third heading's own id: no alias takes it.
    expect(page.html).toContain('<h2 id="‘backend’-setup"><span id="’backend’-setup" class="heading-alias"></span>');
    expect(page.html).not.toContain('<span id="step-1-install"');
    expect(page.ids).toEqual(expect.arrayContaining(['’backend’-setup', 'step-1:-install', 'step-1-install']));
    expect(page.toc.map((entry) => entry.id)).toEqual(['step-1:-install', '‘backend’-setup', 'step-1-install']);
  });

  it('get no anchor link inside a link: a link in a link would end the outer one (a hero card’s heading)', () => {
    const raw =
      '<a className="group" href="/a">\n  <h3 className="mt-5">Quickstart</h3>\n  <span>Deploy</span>\n</a>\n\n## Next\n';
    const page = render('a.mdx', raw);
    expect(page.html).toContain('<a class="group" href="/a/"><h3 class="mt-5" id="quickstart">Quickstart</h3>');
    expect(page.html).toContain('href="#next"');
    expect(page.toc.map((entry) => entry.id)).toEqual(['quickstart', 'next']);
  });

  it('takes `{#custom-id}` in an MDX heading without a warning, and leaves code blocks as written', () => {
    const page = render('a.mdx', '## Configuration {#config}\n\n```md\n## Code {#not-an-id}\n```\n\n## Next\n');
    expect(page.diagnostics).toEqual([]);
    expect(headingIds(page.html)).toEqual(['config', 'next']);
    expect(page.html).toContain('<h2 id="config">Configuration<a');
    expect(page.html).toContain('## Code {#not-an-id}');
    expect(page.ids).not.toContain('not-an-id');
  });

  it('slugs an MDX heading without the components in it, but shows them', () => {
    const page = render('a.mdx', '### `theme` - <span className="badge">required</span>\n');
    expect(headingIds(page.html)).toEqual(['theme']);
    expect(page.html).toContain('<span class="badge">required</span>');
    expect(page.toc).toEqual([{ depth: 3, id: 'theme', text: 'theme - required' }]);
    expect(page.html).not.toContain('data-slug-text');
  });

  it('counts `<a name>` anchors as ids that links may point to', () => {
    const md = render('a.md', '### 2. Add <a name="add-memories"></a>\n\n<p><a name=\'raw-anchor\'>x</a></p>\n');
    expect(md.ids).toEqual(expect.arrayContaining(['add-memories', 'raw-anchor', '2-add']));
    const mdx = render('a.mdx', '### 2. Add <a name="add-memories"></a>\n\n[back](#add-memories)\n');
    expect(mdx.ids).toEqual(expect.arrayContaining(['add-memories', '2-add']));
  });
});

describe('escapeHeadingIds', () => {
  it('escapes the brace of a trailing `{#id}` on heading lines only, outside fences', () => {
    const source = [
      '# Title {#top}',
      '  ## Indented {#in-a-component}',
      'Text {#not-a-heading}',
      '~~~',
      '## In a fence {#kept}',
      '~~~',
      '## Already \\{#escaped}',
      '## Middle {#x} text',
    ].join('\n');
    expect(escapeHeadingIds(source).split('\n')).toEqual([
      '# Title \\{#top}',
      '  ## Indented \\{#in-a-component}',
      'Text {#not-a-heading}',
      '~~~',
      '## In a fence {#kept}',
      '~~~',
      '## Already \\{#escaped}',
      '## Middle {#x} text',
    ]);
    expect(escapeHeadingIds('no ids here')).toBe('no ids here');
  });
});
