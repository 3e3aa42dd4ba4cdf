/** `Tree` / `FileTree`, `Tree.Folder`, `Tree.File`: nested lists, folders as native disclosures. */
import { describe, expect, test } from 'vitest';
import { count, problems, render } from './reference-helpers.js';

describe('Tree', () => {
  test('folders are details (open by defaultOpen), files are items, in nested lists', () => {
    const result = render(
      '<Tree>',
      '  <Tree.Folder name="app" defaultOpen>',
      '    <Tree.File name="page.tsx" highlight />',
      '    <Tree.Folder name="api">',
      '      <Tree.File name="route.ts" />',
      '    </Tree.Folder>',
      '  </Tree.Folder>',
      '  <Tree.File name="package.json" />',
      '</Tree>',
    );
    expect(problems(result)).toEqual([]);
    const html = result.html.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>');
    expect(html).toBe(
      '<div class="q-tree"><ul class="q-tree-list">' +
        '<li class="q-tree-folder"><details open><summary class="q-tree-row"><span class="q-tree-icon"><svg/><svg/></span><span class="q-tree-name">app</span></summary>' +
        '<ul class="q-tree-list">' +
        '<li class="q-tree-file q-tree-highlight"><span class="q-tree-row"><span class="q-tree-icon"><svg/></span><span class="q-tree-name">page.tsx</span></span></li>' +
        '<li class="q-tree-folder"><details><summary class="q-tree-row"><span class="q-tree-icon"><svg/><svg/></span><span class="q-tree-name">api</span></summary>' +
        '<ul class="q-tree-list"><li class="q-tree-file"><span class="q-tree-row"><span class="q-tree-icon"><svg/></span><span class="q-tree-name">route.ts</span></span></li></ul>' +
        '</details></li></ul></details></li>' +
        '<li class="q-tree-file"><span class="q-tree-row"><span class="q-tree-icon"><svg/></span><span class="q-tree-name">package.json</span></span></li>' +
        '</ul></div>',
    );
  });

  test('a folder that cannot be opened is a plain item, showing its content only when defaultOpen', () => {
    const result = render(
      '<Tree>',
      '  <Tree.Folder name="open" openable={false} defaultOpen><Tree.File name="a" /></Tree.Folder>',
      '  <Tree.Folder name="shut" openable={false}><Tree.File name="b" /></Tree.Folder>',
      '</Tree>',
    );
    expect(result.html).not.toContain('<details');
    expect(count(result.html, 'q-tree-static')).toBe(2);
    expect(result.html).toContain('>a</span>');
    expect(result.html).not.toContain('>b</span>');
  });

  test('a markdown list in a FileTree: trailing slashes and nested lists make open folders', () => {
    const result = render(
      '<FileTree>',
      '',
      '- docs/',
      '  - index.mdx',
      '  - `guides`',
      '    - **setup.mdx**',
      '- empty/',
      '- docs.config.ts',
      '',
      '</FileTree>',
    );
    expect(problems(result)).toEqual([]);
    const html = result.html.replace(/<svg[\s\S]*?<\/svg>/g, '');
    expect(html).toContain(
      '<details open><summary class="q-tree-row"><span class="q-tree-icon"></span><span class="q-tree-name">docs</span>',
    );
    expect(html).toContain('<span class="q-tree-name">guides</span>');
    expect(html).toContain('<span class="q-tree-name">setup.mdx</span>');
    expect(html).toContain(
      '<li class="q-tree-folder"><details><summary class="q-tree-row"><span class="q-tree-icon"></span><span class="q-tree-name">empty</span>',
    );
    expect(html).toContain(
      '<li class="q-tree-file"><span class="q-tree-row"><span class="q-tree-icon"></span><span class="q-tree-name">docs.config.ts</span>',
    );
    expect(html).not.toContain('<strong>');
  });

  test('Tree.Folder and Tree.File need a name', () => {
    const result = render('<Tree>', '  <Tree.Folder><Tree.File /></Tree.Folder>', '</Tree>');
    expect(problems(result)).toEqual(['warning mdx/missing-prop 2:3', 'warning mdx/missing-prop 2:16']);
  });
});
