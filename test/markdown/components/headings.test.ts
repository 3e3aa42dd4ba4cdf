/**
 * Mintlify's `noAnchor` on headings, the `Heading` component, `GitHub.Repo` (a repository card made from its props,
 * offline) and `Card type` (a card themed as a callout kind), as HTML and as the page's Markdown export.
 */
import { describe, expect, test } from 'vitest';
import { exportMarkdown } from '../../../src/markdown/export-markdown.js';
import { count, problems, render } from './reference-helpers.js';

const CONTEXT = { base: '/docs/', urlByPath: { 'page.mdx': '/page/' }, assets: {} };

describe('noAnchor', () => {
  test('<h2 noAnchor> keeps its id and table-of-contents entry, without an anchor link or the attribute', () => {
    const result = render('<h2 noAnchor>Plain</h2>', '', '<h3 noAnchor={false}>Linked</h3>', '', '## Normal');
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<h2 id="plain">Plain</h2>');
    expect(result.html).toContain('<h3 id="linked">Linked<a class="heading-anchor" href="#linked"');
    expect(result.html).toContain('<h2 id="normal">Normal<a class="heading-anchor"');
    expect(result.html.toLowerCase()).not.toContain('noanchor');
    expect(result.toc.map((entry) => entry.id)).toEqual(['plain', 'linked', 'normal']);
  });

  test('every level', () => {
    const mdx = render(...[1, 2, 3, 4, 5, 6].map((n) => `<h${n} noAnchor>Level ${n}</h${n}>\n`));
    expect(count(mdx.html, 'heading-anchor')).toBe(0);
    expect(count(mdx.html, ' id="level-')).toBe(6);
  });
});

describe('Heading', () => {
  test('an h<level> (h2 when not given) with an id, an entry and an anchor link unless noAnchor', () => {
    const result = render(
      '<Heading level={3} noAnchor>Quiet</Heading>',
      '',
      '<Heading>Default</Heading>',
      '',
      '<Heading level="4" id="own">Own id</Heading>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<h3 id="quiet">Quiet</h3>');
    expect(result.html).toContain('<h2 id="default">Default<a class="heading-anchor" href="#default"');
    expect(result.html).toContain('<h4 id="own">Own id<a class="heading-anchor" href="#own"');
    expect(result.toc.map((entry) => entry.id)).toEqual(['quiet', 'default']);
  });

  test('a level outside 1 to 6 warns and is an h2', () => {
    const result = render('<Heading level={9}>Nine</Heading>');
    expect(problems(result)).toEqual(['warning mdx/props 1:10']);
    expect(result.html).toContain('<h2 id="nine">');
  });

  test('is a Markdown heading in the export, as are <h2> elements on lines of their own', () => {
    const out = exportMarkdown(
      { path: 'page.mdx', raw: '<Heading level={3}>Three</Heading>\n\n<h4 noAnchor>Four</h4>\n' },
      CONTEXT,
    );
    expect(out).toBe('### Three\n\n#### Four\n');
  });
});

describe('GitHub.Repo', () => {
  test('a card linking to the repository, with its owner and name, in either variant; no request', () => {
    const result = render(
      '<GitHub.Repo repo="mintlify/docs" />',
      '',
      '<GitHub.Repo repo="https://github.com/acme/widgets.git" variant="flat" />',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain(
      '<a class="q-card q-card-link q-github-repo q-github-repo-inset" href="https://github.com/mintlify/docs" rel="noopener">',
    );
    expect(result.html).toContain('<span class="q-github-repo-owner">mintlify/</span><strong>docs</strong>');
    expect(result.html).toContain('q-github-repo-flat" href="https://github.com/acme/widgets"');
    expect(count(result.html, '<svg')).toBe(2);
  });

  test('a repo that is no GitHub repository warns and is shown as text, escaped; a missing one warns', () => {
    const result = render('<GitHub.Repo repo="<b>not a repo</b>" />', '', '<GitHub.Repo />');
    expect(problems(result)).toEqual(['warning mdx/props 1:14', 'warning mdx/missing-prop 3:1']);
    expect(result.html).toContain('<p>&#x3C;b>not a repo&#x3C;/b></p>');
    expect(result.html).not.toContain('href');
  });

  test('is a link to the repository in the export', () => {
    const out = exportMarkdown({ path: 'page.mdx', raw: '<GitHub.Repo repo="acme/widgets" />\n' }, CONTEXT);
    expect(out).toBe('[acme/widgets](https://github.com/acme/widgets)\n');
  });
});

describe('Card type', () => {
  test("takes the callout kind's class and default icon; an icon written on the card wins", () => {
    const result = render(
      '<Card title="Careful" type="warning">Body</Card>',
      '',
      '<Card title="Own" type="tip" icon="rocket">Body</Card>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<div class="q-card q-card-typed q-card-type-warning">');
    expect(count(result.html, '<svg')).toBe(2);
    expect(result.html).toContain('class="q-card q-card-typed q-card-type-tip"');
  });

  test('an unknown type warns and the card is plain', () => {
    const result = render('<Card title="X" type="shout">Body</Card>');
    expect(problems(result)).toEqual(['warning mdx/prop-value 1:17']);
    expect(result.html).toContain('<div class="q-card">');
  });
});
