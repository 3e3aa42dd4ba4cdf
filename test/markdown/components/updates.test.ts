/** `Update`: a changelog entry whose label is a heading, an anchor and a table-of-contents entry. */
import { describe, expect, test } from 'vitest';
import { problems, render } from './reference-helpers.js';

describe('Update', () => {
  test('the label is an h2 with an anchor; description and tags follow it; the content is beside', () => {
    const result = render(
      '<Update label="March 2025" description="v2.0.0" tags={["Feature", "Fix"]} rss={{ title: "Big" }}>',
      '  A redesigned dashboard.',
      '</Update>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<section class="q-update" data-tags="[&#x22;Feature&#x22;,&#x22;Fix&#x22;]"><div class="q-update-meta">' +
        '<h2 class="q-update-label" id="march-2025">March 2025<a class="heading-anchor" href="#march-2025" aria-label="Link to this section: March 2025">#</a></h2>' +
        '<p class="q-update-description">v2.0.0</p>' +
        '<ul class="q-update-tags" aria-label="Tags"><li>Feature</li><li>Fix</li></ul></div>' +
        '<div class="q-update-body"><p>A redesigned dashboard.</p></div></section>',
    );
    expect(result.ids).toContain('march-2025');
  });

  test('a label written as JSX markup keeps its text as heading, anchor and contents entry (Pipecat’s examples)', () => {
    const result = render(
      '<Update label={<><Icon icon="rocket" size={16} /><span style={{marginLeft: \'8px\'}}>Quickstart</span></>}>',
      '  Get started.',
      '</Update>',
      '',
      '<Update label={<>Version <strong>2</strong></>}>',
      '  Plain markup.',
      '</Update>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<h2 class="q-update-label" id="quickstart">Quickstart<a class="heading-anchor"');
    expect(result.html).toContain('<h2 class="q-update-label" id="version-2">Version <strong>2</strong><a');
    expect(result.toc.map((entry) => entry.text)).toEqual(['Quickstart', 'Version 2']);
  });

  test('each label is a table-of-contents entry; h2 headings inside go under it, deeper ones are left out', () => {
    const result = render(
      '## Intro',
      '',
      '<Update label="March 2025">',
      '  ## New dashboard',
      '',
      '  ### Details',
      '</Update>',
      '',
      '<Update label="February 2025">',
      '  Fixes.',
      '</Update>',
    );
    expect(result.toc).toEqual([
      { depth: 2, id: 'intro', text: 'Intro' },
      { depth: 2, id: 'march-2025', text: 'March 2025' },
      { depth: 3, id: 'new-dashboard', text: 'New dashboard' },
      { depth: 2, id: 'february-2025', text: 'February 2025' },
    ]);
    expect(result.html).toContain('<h3 id="details">');
  });

  test('labels that repeat get distinct anchors (as headings do); an id written on the update is used', () => {
    const result = render(
      '<Update label="v1">a</Update>',
      '',
      '<Update label="v1">b</Update>',
      '',
      '<Update label="v2" id="two">c</Update>',
    );
    expect(result.toc.map((entry) => entry.id)).toEqual(['v1', 'v1-2', 'two']);
  });

  test('needs a label', () => {
    expect(problems(render('<Update description="x">y</Update>'))).toEqual(['warning mdx/missing-prop 1:1']);
  });
});
