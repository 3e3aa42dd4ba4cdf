import { describe, expect, it } from 'vitest';
import { searchableHtml } from '../../src/search/index.js';

const wrap = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

describe('searchableHtml', () => {
  it('keeps only the element marked data-pagefind-body, nested elements of the same name included', () => {
    const page =
      '<html lang="en"><body><nav>menu</nav><main><article class="a" data-pagefind-body><h1>T</h1><article>inner</article><p>x</p></article><nav>prev</nav></main></body></html>';
    expect(searchableHtml(page)).toBe(
      wrap('<article class="a" data-pagefind-body><h1>T</h1><article>inner</article><p>x</p></article>'),
    );
  });

  it('does not mistake longer tag names or escaped text for the element', () => {
    const page =
      '<div><section data-pagefind-body><sectionx>a</sectionx><code>&lt;/section&gt;</code></section><section>b</section></div>';
    expect(searchableHtml(page)).toBe(
      wrap('<section data-pagefind-body><sectionx>a</sectionx><code>&lt;/section&gt;</code></section>'),
    );
  });

  it('leaves out the elements Pagefind ignores, nested ones and same-named children included', () => {
    const page =
      '<main data-pagefind-body><p class="q-eyebrow" data-pagefind-ignore>Group</p><h1>Title</h1>' +
      '<details class="q-field-children" data-pagefind-ignore="all"><summary>x</summary><details><p>deep</p></details></details>' +
      '<p>kept <span data-pagefind-ignore>not</span>text</p><div data-pagefind-ignore><p>open</main>';
    expect(searchableHtml(page)).toBe(
      wrap('<main data-pagefind-body> <h1>Title</h1> <p>kept  text</p><div data-pagefind-ignore><p>open</main>'),
    );
  });

  it('drops span tags but not their text, unless a span carries a Pagefind attribute', () => {
    const code =
      '<main data-pagefind-body><pre><code><span class="hljs-keyword">const</span> <span title="a>b">x</span> = 1;</code></pre><span-x>c</span-x></main>';
    expect(searchableHtml(code)).toBe(
      wrap('<main data-pagefind-body><pre><code>const x = 1;</code></pre><span-x>c</span-x></main>'),
    );
    const meta = '<main data-pagefind-body><span data-pagefind-meta="author">Ann</span><span>x</span></main>';
    expect(searchableHtml(meta)).toBe(
      wrap('<main data-pagefind-body><span data-pagefind-meta="author">Ann</span><span>x</span></main>'),
    );
  });

  it('keeps the page’s language (Pagefind indexes each language apart), else English', () => {
    const body = '<article data-pagefind-body><p>Bonjour</p></article>';
    expect(searchableHtml(`<!doctype html><html lang="fr-CA" dir="ltr"><body>${body}</body></html>`)).toContain(
      '<html lang="fr-CA">',
    );
    expect(searchableHtml(`<html data-x="1" lang='ar' dir="rtl"><body>${body}</body></html>`)).toContain(
      '<html lang="ar">',
    );
    // Run twice (the worker cuts the page, the cache feed cuts it again): the language stays.
    expect(searchableHtml(searchableHtml(`<html lang="ar"><body>${body}</body></html>`))).toContain('<html lang="ar">');
    expect(searchableHtml(`<html><body>${body}</body></html>`)).toContain('<html lang="en">');
    expect(searchableHtml(`<html lang="x&quot;><script>"><body>${body}</body></html>`)).toContain('<html lang="en">');
  });

  it('gives back its own output as it is (a cached page is cut already)', () => {
    const page =
      '<html lang="fr"><body><nav>x</nav><main data-pagefind-body><p>Le <span>texte</span></p></main></body></html>';
    const cut = searchableHtml(page);
    expect(cut).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body><main data-pagefind-body><p>Le texte</p></main></body></html>',
    );
    expect(searchableHtml(cut)).toBe(cut);
  });

  it('returns the page unchanged when there is no single, closed marked element', () => {
    for (const page of [
      '<p>no marker</p>',
      '<div data-pagefind-body>a</div><div data-pagefind-body>b</div>',
      '<div data-pagefind-body><p>open',
    ]) {
      expect(searchableHtml(page)).toBe(page);
    }
  });
});
