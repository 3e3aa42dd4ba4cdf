/** `Accordion`, `AccordionGroup`, `Expandable`: native details/summary, ids from titles, open by `defaultOpen`. */
import { describe, expect, test } from 'vitest';
import { problems, renderMdx } from './disclosure-helpers.js';

describe('Accordion', () => {
  test('is a details element with its title (and description) as the summary and markdown as its body', () => {
    const result = renderMdx(
      '<Accordion title="Installation steps" description="What you need first">',
      '  You need **Node 20**. See [other](/other).',
      '',
      '  ```bash',
      '  node -v',
      '  ```',
      '</Accordion>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(
      /^<details class="q-accordion" id="installation-steps"><summary><span class="q-accordion-heading"><span class="q-accordion-title">Installation steps<\/span><span class="q-accordion-description">What you need first<\/span><\/span><\/summary><div class="q-accordion-body"><p>You need <strong>Node 20<\/strong>\. See <a href="\/other\/">other<\/a>\.<\/p>/,
    );
    expect(result.html).toContain('<code class="hljs language-bash">');
    expect(result.ids).toContain('installation-steps');
  });

  test('defaultOpen opens it, as does the "True" real pages write; `id` and `icon` are used', () => {
    const result = renderMdx(
      '<Accordion title="A" defaultOpen>a</Accordion>',
      '',
      '<Accordion title="B" defaultOpen="True" id="bee" icon="gear">b</Accordion>',
      '',
      '<Accordion title="C" defaultOpen={false}>c</Accordion>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<details class="q-accordion" id="a" open>');
    expect(result.html).toMatch(
      /<details class="q-accordion" id="bee" open><summary><svg class="q-icon q-accordion-icon"/,
    );
    expect(result.html).toContain('<details class="q-accordion" id="c"><summary>');
  });

  test('ids are unique on the page, headings included', () => {
    const result = renderMdx(
      '## FAQ',
      '',
      '<Accordion title="Limits">a</Accordion>',
      '<Accordion title="Limits">b</Accordion>',
      '',
      '## Limits',
    );
    expect(result.html).toContain('id="limits"');
    expect(result.html).toContain('id="limits-1"');
    expect(result.html).toContain('<h2 id="limits-2">');
    expect(new Set(result.ids).size).toBe(result.ids.length);
  });

  test('a title written as JSX keeps its markup; a missing title is a warning', () => {
    const jsx = renderMdx('<Accordion title={<>Use <code>x</code></>}>a</Accordion>');
    expect(jsx.html).toContain('<span class="q-accordion-title">Use <code>x</code></span>');
    expect(jsx.html).toContain('id="use-x"');
    expect(problems(renderMdx('<Accordion>a</Accordion>'))).toEqual(['warning mdx/missing-prop 1:1']);
  });

  test('AccordionGroup holds its accordions', () => {
    const { html } = renderMdx(
      '<AccordionGroup>',
      '  <Accordion title="One">1</Accordion>',
      '  <Accordion title="Two">2</Accordion>',
      '</AccordionGroup>',
    );
    expect(html).toMatch(
      /^<div class="q-accordion-group"><details class="q-accordion" id="one">.*<details class="q-accordion" id="two">/,
    );
  });
});

describe('Expandable', () => {
  test('is a details element reading “Show …” closed and “Hide …” open', () => {
    const result = renderMdx('<Expandable title="properties">', '  The **id**.', '</Expandable>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<details class="q-expandable"><summary><span><span class="q-expandable-show">Show </span><span class="q-expandable-hide">Hide </span>properties</span></summary><div class="q-expandable-body"><p>The <strong>id</strong>.</p></div></details>',
    );
  });

  test('without a title it names child attributes; defaultOpen opens it', () => {
    const { html } = renderMdx('<Expandable defaultOpen>', 'x', '</Expandable>');
    expect(html).toContain('<details class="q-expandable" open>');
    expect(html).toContain('</span>child attributes</span></summary>');
  });

  test('a defaultOpen that is neither true nor false warns', () => {
    expect(problems(renderMdx('<Expandable defaultOpen="yes">x</Expandable>'))).toEqual([
      'warning mdx/prop-value 1:13',
    ]);
  });
});
