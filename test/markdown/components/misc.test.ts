/** `Visibility`, `Panel` (see examples.test.ts), `Tile`, `Color`, `Prompt`, `View`. */
import { describe, expect, test } from 'vitest';
import { count, problems, render } from './reference-helpers.js';

describe('Visibility', () => {
  test('content for humans is shown, content for agents is left out', () => {
    const result = render(
      '<Visibility for="humans">',
      '  Click **Get started**.',
      '</Visibility>',
      '',
      '<Visibility for="agents">',
      '  Call `POST /v1/accounts`.',
      '</Visibility>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe('<p>Click <strong>Get started</strong>.</p>');
  });

  test('`for` is required and is one of the two audiences', () => {
    expect(problems(render('<Visibility>x</Visibility>'))).toEqual(['warning mdx/missing-prop 1:1']);
    expect(problems(render('<Visibility for="robots">x</Visibility>'))).toEqual(['warning mdx/prop-value 1:13']);
  });
});

describe('Tile', () => {
  test('is a link with a preview, a title and a description', () => {
    const result = render(
      '<Tile href="/other" title="Other" description="Another page">',
      '  <img src="/images/shot.png" alt="Preview" className="block dark:hidden" />',
      '</Tile>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<a class="q-tile" href="/docs/other/"><div class="q-tile-preview"><img src="/docs/images/shot.png" alt="Preview" class="block dark:hidden"></div>' +
        '<div class="q-tile-title">Other</div><div class="q-tile-description">Another page</div></a>',
    );
  });

  test('needs an href that leads somewhere', () => {
    expect(problems(render('<Tile title="x">y</Tile>'))).toEqual(['warning mdx/missing-prop 1:1']);
    expect(problems(render('<Tile href="/gone">y</Tile>'))).toEqual(['error markdown/broken-link 1:7']);
  });
});

describe('Color', () => {
  test('items show a swatch, a name, the value and a copy button; light and dark values both', () => {
    const result = render(
      '<Color variant="compact">',
      '  <Color.Item name="blue-500" value="#3B82F6" />',
      '  <Color.Item name="bg" value={{ light: "#FFFFFF", dark: "#000000" }} />',
      '</Color>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<div class="q-color q-color-compact">' +
        '<div class="q-color-item"><span class="q-color-swatch" style="--q-swatch-light:#3B82F6;--q-swatch-dark:#3B82F6" aria-hidden="true"></span>' +
        '<span class="q-color-text"><span class="q-color-name">blue-500</span><code class="q-color-value" id="q-color-value">#3B82F6</code></span>' +
        '<button type="button" class="q-copy-action q-color-copy" data-q-copy-target="q-color-value" aria-label="Copy blue-500">Copy</button></div>' +
        '<div class="q-color-item"><span class="q-color-swatch" style="--q-swatch-light:#FFFFFF;--q-swatch-dark:#000000" aria-hidden="true"></span>' +
        '<span class="q-color-text"><span class="q-color-name">bg</span><code class="q-color-value" id="q-color-value-1">#FFFFFF / #000000</code></span>' +
        '<button type="button" class="q-copy-action q-color-copy" data-q-copy-target="q-color-value-1" aria-label="Copy bg">Copy</button></div>' +
        '</div>',
    );
  });

  test('rows have titles; a value that is not a colour is shown but not painted', () => {
    const result = render(
      '<Color variant="table">',
      '  <Color.Row title="Primary">',
      '    <Color.Item name="x" value="red; background: url(/x)" />',
      '    <Color.Item name="y" value="oklch(70% 0.2 145)" />',
      '  </Color.Row>',
      '</Color>',
    );
    expect(result.html).toContain(
      '<div class="q-color q-color-table"><div class="q-color-row"><p class="q-color-row-title">Primary</p><div class="q-color-row-items">',
    );
    expect(result.html).toContain('<span class="q-color-swatch" aria-hidden="true"></span>');
    expect(result.html).toContain('>red; background: url(/x)</code>');
    expect(result.html).toContain('style="--q-swatch-light:oklch(70% 0.2 145);--q-swatch-dark:oklch(70% 0.2 145)"');
  });
});

describe('Prompt', () => {
  test('shows its description with copy and Cursor actions; the prompt itself folds away', () => {
    const result = render(
      '<Prompt description="Write **clear** docs." icon="paperclip" actions={["copy", "cursor"]}>',
      'You are a *writer*. Write clearly & briefly.',
      '</Prompt>',
    );
    expect(problems(result)).toEqual([]);
    const html = result.html.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>');
    expect(html).toBe(
      '<div class="q-prompt"><div class="q-prompt-head"><span class="q-prompt-icon"><svg/></span>' +
        '<p class="q-prompt-description">Write <strong>clear</strong> docs.</p><div class="q-prompt-actions">' +
        '<button type="button" class="q-copy-action q-prompt-copy" data-q-copy-target="q-prompt">Copy prompt</button>' +
        '<a class="q-prompt-cursor" href="https://cursor.com/link/prompt?text=You%20are%20a%20writer.%20Write%20clearly%20%26%20briefly." rel="noopener">Open in Cursor</a></div></div>' +
        '<details class="q-prompt-text"><summary>Show prompt</summary><div class="q-prompt-body" id="q-prompt"><p>You are a <em>writer</em>. Write clearly &#x26; briefly.</p></div></details></div>',
    );
  });

  test('copies by default; a prompt too long for a Cursor link gets none', () => {
    const result = render('<Prompt description="Long" actions={["cursor"]}>', 'word '.repeat(1200), '</Prompt>');
    expect(result.html).not.toContain('cursor.com');
    expect(render('<Prompt description="d">p</Prompt>').html).toContain('Copy prompt');
  });
});

describe('View', () => {
  test('views of two titles get a switcher before the first; each view is numbered by its title', () => {
    const result = render(
      '<View title="JavaScript" icon="js">',
      '  JS.',
      '</View>',
      '',
      'Between.',
      '',
      '<View title="Python">',
      '  Py.',
      '</View>',
      '',
      '<View title="JavaScript">',
      '  More JS.',
      '</View>',
    );
    expect(problems(result)).toEqual([]);
    const html = result.html.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>');
    expect(html).toMatch(
      /^<fieldset class="q-view-switcher" data-pagefind-ignore><legend class="q-view-legend">View<\/legend><label class="q-view-option"><input type="radio" name="q-view" value="0" checked><svg\/>JavaScript<\/label><label class="q-view-option"><input type="radio" name="q-view" value="1">Python<\/label><\/fieldset><div class="q-view" data-q-view="0"><p class="q-view-title"><svg\/>JavaScript<\/p>/,
    );
    expect(html).toContain('<div class="q-view" data-q-view="1"><p class="q-view-title">Python</p>');
    expect(count(html, 'data-q-view="0"')).toBe(2);
  });

  test('views of one title need no switcher', () => {
    const result = render('<View title="Only">x</View>');
    expect(result.html).toBe('<div class="q-view" data-q-view="0"><p class="q-view-title">Only</p>x</div>');
  });
});
