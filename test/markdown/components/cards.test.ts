/**
 * `Card` with `href`: an `<a>` around its content, unless the content holds links of its own, which a link cannot
 * hold (the HTML parser would close the card's link at the inner one and spill the rest of the card, its arrow too,
 * out of it: Portkey's changelog/2024/oct). Then the card is a `<div>` whose title link is stretched over it.
 */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { problems, renderMdx } from './disclosure-helpers.js';

/** The HTML as a browser parses it, serialized again: nested links do not survive this. */
const reparsed = (html: string) => toHtml(fromHtml(html, { fragment: true }));

describe('Card with href', () => {
  test('is a link around its content when the content has no link', () => {
    const result = renderMdx('<Card title="Setup" href="/other">Get started.</Card>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(/^<a class="q-card q-card-link" href="\/other\/">/);
    expect(result.html).not.toContain('q-card-stretch');
  });

  test('holding a link, is a box whose title is the link, and the HTML parser keeps it whole', () => {
    const result = renderMdx(
      '<Card title="LibreChat" href="https://github.com/example/librechat">',
      "Thanks to [Tim](https://example.com/tim)'s contribution!",
      '</Card>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(/^<div class="q-card q-card-link">/);
    expect(result.html).toContain(
      '<p class="q-card-title"><a class="q-card-stretch" href="https://github.com/example/librechat" rel="noopener">LibreChat</a></p>',
    );
    expect(result.html).toContain('<a href="https://example.com/tim">Tim</a>');
    // The arrow of an external card stays inside it.
    expect(result.html).toMatch(/<span class="q-card-arrow" aria-hidden="true">→<\/span><\/div>$/);
    expect(reparsed(result.html)).toBe(result.html);
  });

  test('holding a link and no title, gets an empty stretched link named by its text', () => {
    const result = renderMdx('<Card href="/other">Read [the guide](/other) first.</Card>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(/^<div class="q-card q-card-link">/);
    expect(result.html).toContain(
      '<a class="q-card-stretch" href="/other/" aria-label="Read the guide first."></a></div>',
    );
    expect(reparsed(result.html)).toBe(result.html);
  });

  test('without href, is a box whatever it holds', () => {
    const result = renderMdx('<Card title="Llama">On [Groq](/groq).</Card>');
    expect(result.html).toMatch(/^<div class="q-card">/);
    expect(result.html).not.toContain('q-card-stretch');
  });
});
