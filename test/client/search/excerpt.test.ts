import { describe, expect, it } from 'vitest';
import { decodeEntities, parseExcerpt } from '../../../src/client/search/excerpt.js';
import { toHits } from '../../../src/client/search/hits.js';

describe('parseExcerpt', () => {
  it('splits highlighted and plain runs and decodes entities into text', () => {
    expect(parseExcerpt('rotate the <mark>token</mark> &lt;b&gt; &amp; <mark>again</mark>.')).toEqual([
      { text: 'rotate the ', mark: false },
      { text: 'token', mark: true },
      { text: ' <b> & ', mark: false },
      { text: 'again', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('drops any other tag instead of keeping it', () => {
    expect(parseExcerpt('a<img src=x onerror=alert(1)>b<script>c</script>')).toEqual([{ text: 'abc', mark: false }]);
  });

  it('decodes numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&#39;&#x27;&quot;&nbsp;&bogus;&#0;')).toBe(`''"\u00a0&bogus;&#0;`);
  });
});

describe('toHits', () => {
  it('lists the sections of each page under its title, and the page itself when no section matched', () => {
    const hits = toHits(
      [
        {
          url: '/a/',
          excerpt: 'page',
          meta: { title: 'A' },
          sub_results: [
            { title: 'A', url: '/a/', excerpt: 'intro' },
            { title: 'Install', url: '/a/#install', excerpt: 'x' },
            { title: 'Use', url: '/a/#use', excerpt: 'y' },
          ],
        },
        { url: '/b/', excerpt: 'whole', meta: {} },
      ],
      1,
    );
    expect(hits).toEqual([
      { url: '/a/#install', title: 'A', section: 'Install', excerpt: 'x' },
      { url: '/b/', title: '/b/', excerpt: 'whole' },
    ]);
  });
});
