/** `Tabs`/`Tab` and `CodeGroup`: the WAI-ARIA tabs markup, every panel in the HTML with its label, code labels. */
import { describe, expect, test } from 'vitest';
import { problems, renderMdx } from './disclosure-helpers.js';

const tabs = (html: string) => [...html.matchAll(/<button type="button" role="tab"[^>]*>/g)].map((m) => m[0]);

describe('Tabs', () => {
  const page = [
    '<Tabs>',
    '  <Tab title="npm" icon="npm">',
    '    Install with **npm**:',
    '',
    '    ```bash',
    '    npm i quire',
    '    ```',
    '  </Tab>',
    '  <Tab title="Yarn">Run [yarn](/other).</Tab>',
    '</Tabs>',
  ];

  test('is a tablist of buttons controlling tabpanels; the first is selected, the others wait', () => {
    const result = renderMdx(...page);
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(
      /^<div class="q-tab-group" data-tabs="" data-sync=""><div class="q-tablist" role="tablist">/,
    );
    expect(tabs(result.html)).toEqual([
      '<button type="button" role="tab" id="npm-tab" aria-controls="npm" aria-selected="true" tabindex="0" data-title="npm">',
      '<button type="button" role="tab" id="yarn-tab" aria-controls="yarn" aria-selected="false" tabindex="-1" data-title="Yarn">',
    ]);
    expect(result.html).toContain(
      '<div class="q-tab-panel q-panel" id="npm" data-title="npm" role="tabpanel" aria-labelledby="npm-tab" tabindex="0">',
    );
    expect(result.html).toContain(
      '<div class="q-tab-panel q-panel" id="yarn" data-title="Yarn" role="tabpanel" aria-labelledby="yarn-tab" tabindex="0" data-inactive="">',
    );
  });

  test('every panel has its content as markdown, after a label for readers without JavaScript', () => {
    const { html, links } = renderMdx(...page);
    expect(html).toMatch(
      /<p class="q-panel-label"><svg class="q-icon"[^>]*>.*?<\/svg>npm<\/p><p>Install with <strong>npm<\/strong>:<\/p>/,
    );
    expect(html).toContain('<code class="hljs language-bash">');
    expect(html).toContain('<p class="q-panel-label">Yarn</p>Run <a href="/other/">yarn</a>.');
    expect(links).toHaveLength(1); // links inside a tab are checked like any other
    // The tab shows the same icon as the label.
    expect(html).toMatch(/data-title="npm"><svg class="q-icon"/);
  });

  test('sync={false} leaves a group out of syncing; defaultTabIndex picks the first tab shown', () => {
    const result = renderMdx(
      '<Tabs sync={false} defaultTabIndex={1}>',
      '  <Tab title="A">a</Tab>',
      '  <Tab title="B">b</Tab>',
      '</Tabs>',
    );
    expect(result.html).toMatch(/^<div class="q-tab-group" data-tabs="">/);
    expect(tabs(result.html).map((t) => /aria-selected="(\w+)"/.exec(t)?.[1])).toEqual(['false', 'true']);
    expect(result.html).toContain(
      'id="a" data-title="A" role="tabpanel" aria-labelledby="a-tab" tabindex="0" data-inactive=""',
    );
  });

  test('tab ids come from titles, unique on the page, or from `id`', () => {
    const result = renderMdx(
      '<Tabs><Tab title="Python">1</Tab><Tab title="Go" id="golang">2</Tab></Tabs>',
      '',
      '<Tabs><Tab title="Python">3</Tab></Tabs>',
    );
    expect(result.html).toContain('id="python"');
    expect(result.html).toContain('id="golang"');
    expect(result.html).toContain('id="python-1"');
    expect(result.ids).toEqual(expect.arrayContaining(['python', 'golang', 'python-1', 'python-tab']));
  });

  test('a Tab needs a title', () => {
    const result = renderMdx('<Tabs>', '  <Tab>a</Tab>', '</Tabs>');
    expect(problems(result)).toEqual(['warning mdx/missing-prop 2:3']);
  });
});

describe('CodeGroup', () => {
  const page = [
    '<CodeGroup>',
    '```js index.js {1}',
    'const a = 1;',
    '```',
    '```python title="main.py" lines',
    'print(1)',
    '```',
    '```bash',
    'echo hi',
    '```',
    '</CodeGroup>',
  ];

  test('labels each tab with its block’s title, else its language', () => {
    const result = renderMdx(...page);
    expect(problems(result)).toEqual([]);
    expect(tabs(result.html).map((t) => /data-title="([^"]*)"/.exec(t)?.[1])).toEqual(['index.js', 'main.py', 'bash']);
    expect(result.html).toMatch(
      /^<div class="q-code-group" data-tabs="" data-sync=""><div class="q-code-group-head"><div class="q-tablist" role="tablist">/,
    );
    expect(result.html).toContain(
      '<div class="q-code-panel q-panel" id="q-code-group-1" data-title="index.js" role="tabpanel" aria-labelledby="q-code-group-1-tab"><p class="q-panel-label">index.js</p><pre',
    );
  });

  test('keeps highlighting, and the title moves to the tab instead of a caption on the block', () => {
    const { html } = renderMdx(...page);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-built_in">print</span>');
    expect(html).not.toContain('<figcaption');
    // The code panel is not a tab stop of its own: the code block in it is.
    expect(html).not.toMatch(/role="tabpanel"[^>]*aria-labelledby="q-code-group-\d-tab" tabindex/);
  });

  test('dropdown gives a labelled menu of the same choices instead of tabs', () => {
    const { html } = renderMdx(
      '<CodeGroup dropdown>',
      '```js index.js',
      '1',
      '```',
      '```python main.py',
      '2',
      '```',
      '</CodeGroup>',
    );
    expect(html).not.toContain('role="tab');
    expect(html).toContain(
      '<select class="q-code-select" aria-label="Code example"><option value="q-code-group-1" data-title="index.js" selected>index.js</option><option value="q-code-group-2" data-title="main.py">main.py</option></select>',
    );
    expect(html).toContain('id="q-code-group-2" data-title="main.py" data-inactive=""');
  });

  test('two groups on a page get their own ids', () => {
    const { html } = renderMdx(...page, '', ...page);
    expect(html).toContain('id="q-code-group-1"');
    expect(html).toContain('id="q-code-group-1-1"');
  });
});
