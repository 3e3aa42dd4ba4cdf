/** `Steps` and `Step`: an ordered list, numbered (or set by `stepNumber`), titles as paragraphs or real headings. */
import { describe, expect, test } from 'vitest';
import { problems, renderMdx } from './disclosure-helpers.js';

const markers = (html: string) =>
  [...html.matchAll(/class="q-step-marker" aria-hidden="true">([^<]*)</g)].map((m) => m[1]);

describe('Steps', () => {
  test('is an ordered list of numbered steps with their titles and markdown content', () => {
    const result = renderMdx(
      '<Steps>',
      '  <Step title="Install">',
      '    Run **this**:',
      '',
      '    ```bash',
      '    npm i quire',
      '    ```',
      '  </Step>',
      '  <Step title={"Configure"}>Edit `site.json`.</Step>',
      '  <Step title="Build">Done.</Step>',
      '</Steps>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(/^<ol class="q-steps"><li class="q-step">/);
    expect(result.html.match(/<li class="q-step"/g)).toHaveLength(3);
    expect(markers(result.html)).toEqual(['1', '2', '3']);
    expect(result.html).toContain('<p class="q-step-title">Install</p><p>Run <strong>this</strong>:</p>');
    expect(result.html).toContain('<p class="q-step-title">Configure</p>Edit <code>site.json</code>.');
    // Code inside a step is highlighted like any other.
    expect(result.html).toContain('<code class="hljs language-bash">');
    expect(result.toc).toEqual([]);
  });

  test('stepNumber sets a step’s number, and the list’s own numbering follows it', () => {
    const result = renderMdx(
      '<Steps>',
      '  <Step title="A">a</Step>',
      '  <Step title="B" stepNumber={5}>b</Step>',
      '  <Step title="C">c</Step>',
      '</Steps>',
    );
    expect(markers(result.html)).toEqual(['1', '5', '3']);
    expect(result.html).toContain('<li class="q-step" value="5">');
    expect(result.html).toContain('<li class="q-step" value="3">');
    expect(result.html).not.toContain('value="1"');
  });

  test('titleSize h2 and h3 make titles headings with ids and anchors, in the table of contents', () => {
    const result = renderMdx(
      '## Setup',
      '',
      '<Steps titleSize="h3">',
      '  <Step title="Create an account">a</Step>',
      '  <Step title="Small" titleSize="p">b</Step>',
      '</Steps>',
      '',
      '<Steps>',
      '  <Step title="Own heading" titleSize="h2" id="own">c</Step>',
      '</Steps>',
    );
    expect(result.html).toContain(
      '<h3 class="q-step-title" id="create-an-account">Create an account<a class="heading-anchor" href="#create-an-account"',
    );
    expect(result.html).toContain('<p class="q-step-title">Small</p>');
    expect(result.html).toContain('<h2 class="q-step-title" id="own">Own heading<a class="heading-anchor" href="#own"');
    expect(result.toc).toEqual([
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 3, id: 'create-an-account', text: 'Create an account' },
      { depth: 2, id: 'own', text: 'Own heading' },
    ]);
    expect(result.ids).toEqual(expect.arrayContaining(['create-an-account', 'own']));
  });

  test('an icon replaces the number; a step without a title is allowed, as real pages have them', () => {
    const result = renderMdx(
      '<Steps>',
      '  <Step icon="rocket" title="Launch">a</Step>',
      '  <Step>',
      '    ### 2. Configure',
      '',
      '    Text.',
      '  </Step>',
      '</Steps>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(/<span class="q-step-marker" aria-hidden="true"><svg class="q-icon"[^>]*>/);
    expect(markers(result.html)).toEqual(['', '2']); // the first marker holds the icon and no number
    expect(result.html).toContain('<li class="q-step q-step-untitled">');
    expect(result.toc).toEqual([{ depth: 3, id: '2-configure', text: '2. Configure' }]);
  });

  test('a title written as JSX keeps its markup', () => {
    const result = renderMdx('<Steps>', '  <Step title={<>Edit <code>docs.json</code></>}>a</Step>', '</Steps>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<p class="q-step-title">Edit <code>docs.json</code></p>');
  });

  test('content between steps joins the step before it, so only steps are numbered', () => {
    const result = renderMdx(
      '<Steps>',
      '  <Step title="A">a</Step>',
      '',
      '  A stray paragraph.',
      '',
      '  <Step title="B">b</Step>',
      '</Steps>',
    );
    expect(result.html.match(/<li/g)).toHaveLength(2);
    expect(markers(result.html)).toEqual(['1', '2']);
    expect(result.html).toContain('a<p>A stray paragraph.</p></div></li>');
  });

  test('a Step outside Steps is a titled block, not a list item', () => {
    const result = renderMdx('<Step title="Alone">text</Step>');
    expect(result.html).toMatch(/^<div class="q-step"><span class="q-step-marker" aria-hidden="true"><\/span>/);
    expect(result.html).not.toContain('<li');
  });

  test('a wrong titleSize warns at its place with the accepted values', () => {
    const result = renderMdx('<Steps titleSize="h5">', '  <Step title="A">a</Step>', '</Steps>');
    expect(problems(result)).toEqual(['warning mdx/prop-value 1:8']);
    expect(result.diagnostics[0].message).toContain('"p", "h2", "h3", "h4"');
  });
});

describe('titles with code spans', () => {
  test('show their `code` as code, in steps, cards and accordions, and ids and labels use the text', () => {
    const result = renderMdx(
      '<Steps>',
      '  <Step title="Run the CLI `dev` command" titleSize="h3">Go.</Step>',
      '</Steps>',
      '',
      '<Card title="Use ``a`b``">Body.</Card>',
      '',
      '<Accordion title="Why `init`?">Because.</Accordion>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('Run the CLI <code>dev</code> command');
    expect(result.html).toMatch(/<h3 class="q-step-title" id="run-the-cli-dev-command"/);
    expect(result.html).toContain('<p class="q-card-title">Use <code>a`b</code></p>');
    expect(result.html).toContain('Why <code>init</code>?');
    expect(result.html).not.toMatch(/`(dev|init)`/);
  });
});
