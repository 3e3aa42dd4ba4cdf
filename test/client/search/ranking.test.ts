/**
 * The search dialog's ranking steps, without a browser: stop words leave the query, a several-word query also
 * finds pages that hold only some of its words, and a page whose title, description or headings name the query
 * (weighted by how rare each word is) moves up, times its front matter `boost`.
 */
import { describe, expect, it } from 'vitest';
import { searchAnyWords } from '../../../src/client/search/any-words.js';
import { rankByFields, type Scored } from '../../../src/client/search/field-rank.js';
import type { PagefindSearch } from '../../../src/client/search/pagefind.js';
import { searchTerms } from '../../../src/client/search/stop-words.js';

describe('searchTerms', () => {
  it('drops the stop words of the page language, keeping the rest in order', () => {
    expect(searchTerms('how do I rotate the token', 'en')).toBe('rotate token');
    expect(searchTerms('comment créer un groupe', 'fr-CA')).toBe('créer groupe');
    expect(searchTerms('wie erstelle ich eine Gruppe', 'de')).toBe('erstelle Gruppe');
  });

  it('keeps a query of stop words only, and languages without a list, as typed', () => {
    expect(searchTerms('the who', 'en')).toBe('the who');
    expect(searchTerms('如何 创建', 'zh')).toBe('如何 创建');
  });
});

/** A fake Pagefind: each term finds the pages listed for it, with their scores; `pages` is the index's count. */
function fakeSearch(found: Record<string, Record<string, number>>, pages: string[]) {
  const asked: string[] = [];
  const search = async (term: string): Promise<PagefindSearch> => {
    asked.push(term);
    const hits = found[term] ?? {};
    return {
      results: Object.entries(hits).map(([id, score]) => ({
        id,
        score,
        data: async () => ({ url: id, excerpt: '', meta: {} }),
      })),
    };
  };
  return { search: (term: string) => search(term), asked, pages: pages.length };
}

describe('searchAnyWords', () => {
  it('finds pages holding some of the words, those holding all of them first', async () => {
    const { search, pages } = fakeSearch(
      {
        'rotate token minute': {},
        rotate: { '/guide/': 1, '/endpoint/': 0.8 },
        token: { '/guide/': 1, '/endpoint/': 1, '/home/': 0.5 },
        minute: {},
      },
      ['/guide/', '/endpoint/', '/home/', '/other/'],
    );
    const result = await searchAnyWords('rotate token minute', search, pages);
    expect(result?.results.map((r) => r.id)).toEqual(['/guide/', '/endpoint/', '/home/']);
  });

  it('ranks a page with every word above one with a higher score for some of them', async () => {
    const { search, pages } = fakeSearch(
      {
        'update user': { '/update/': 1 },
        update: { '/update/': 1 },
        user: { '/update/': 1, '/users/': 2.5 },
      },
      ['/update/', '/users/'],
    );
    const result = await searchAnyWords('update user', search, pages);
    expect(result?.results[0].id).toBe('/update/');
  });

  it('says how rare each word is: a word on every page counts least', async () => {
    const { search, pages } = fakeSearch(
      {
        'user rotate': {},
        user: { '/a/': 1, '/b/': 1, '/c/': 1, '/d/': 1 },
        rotate: { '/a/': 1 },
      },
      ['/a/', '/b/', '/c/', '/d/'],
    );
    const result = await searchAnyWords('user rotate', search, pages);
    expect(result!.rarity.get('rotate')!).toBeGreaterThan(result!.rarity.get('user')!);
  });

  it('searches an irregular form with its base word too: “lost” also finds the page that says “lose”', async () => {
    const { search, asked, pages } = fakeSearch({ 'lost token': {}, lost: {}, lose: { '/guide/': 1 }, token: {} }, [
      '/guide/',
    ]);
    const result = await searchAnyWords('lost token', search, pages);
    expect(asked).toContain('lose');
    expect(result?.results.map((r) => r.id)).toEqual(['/guide/']);
  });

  it('breaks ties by page, never by the order the searches answered in', async () => {
    const pages = ['/b/', '/a/', '/c/'];
    const forward = fakeSearch({ 'x y': {}, x: { '/b/': 1, '/a/': 1 }, y: { '/c/': 2 } }, pages);
    const backward = fakeSearch({ 'x y': {}, x: { '/a/': 1, '/b/': 1 }, y: { '/c/': 2 } }, pages);
    const ids = async (search: typeof forward.search) =>
      (await searchAnyWords('x y', search, pages.length))?.results.map((r) => r.id);
    expect(await ids(forward.search)).toEqual(await ids(backward.search));
    expect((await ids(forward.search))?.slice(-2)).toEqual(['/a/', '/b/']);
  });

  it('searches a single word once, and gives null when a newer search started', async () => {
    const single = fakeSearch({ token: { '/a/': 1 } }, ['/a/']);
    await searchAnyWords('token', single.search, single.pages);
    expect(single.asked).toEqual(['token']);
    expect(await searchAnyWords('two words', async () => null, 2)).toBeNull();
  });

  it('counts the pages from the index, never with a search for every page (which loads all of the index)', async () => {
    const { search, asked, pages } = fakeSearch({ 'rate limit': {}, rate: { '/a/': 1 }, limit: { '/b/': 1 } }, [
      '/a/',
      '/b/',
      '/c/',
      '/d/',
    ]);
    const result = await searchAnyWords('rate limit', search, pages);
    expect(asked.sort()).toEqual(['limit', 'rate', 'rate limit']);
    // One page of four holds each word: BM25's inverse document frequency of 1 in 4.
    expect(result!.rarity.get('rate')).toBeCloseTo(Math.log(1 + 3.5 / 1.5));
  });
});

/** A result with its page text (`content`) and headings, as Pagefind's data gives them. */
function page(url: string, score: number, meta: Scored['data']['meta'], content: string, headings: string[] = []) {
  return {
    score,
    data: {
      url,
      excerpt: '',
      meta,
      content,
      anchors: headings.map((text) => ({ element: 'h2', text })),
    },
  };
}

function scored(url: string, score: number, meta: Scored['data']['meta'], headings: string[] = []): Scored {
  return {
    score,
    data: {
      url,
      excerpt: '',
      meta,
      sub_results: headings.map((title) => ({ title, url: `${url}#x`, excerpt: '' })),
    },
  };
}

describe('rankByFields', () => {
  it('moves up the page whose title names the query, even with a lower body score', () => {
    const ranked = rankByFields(
      'update user errors',
      [scored('/errors/', 1, { title: 'Errors' }), scored('/update-user/', 0.6, { title: 'Update User' })],
      new Map([
        ['update', 2],
        ['user', 0.2],
        ['errors', 0.5],
      ]),
    );
    expect(ranked.map((page) => page.url)).toEqual(['/update-user/', '/errors/']);
  });

  it('reads the description and the endpoint kind: "endpoint to rotate a token" means the API page', () => {
    const ranked = rankByFields(
      'endpoint rotate token',
      [
        scored('/guide/', 1, { title: 'Rotate a token', description: 'Store the new one safely' }),
        scored('/api/', 0.8, { title: 'Rotate Token', kind: 'endpoint' }),
      ],
      // No page says "endpoint": the rarest word of all.
      new Map([
        ['endpoint', 3],
        ['rotate', 1],
        ['token', 0.5],
      ]),
    );
    expect(ranked[0].url).toBe('/api/');
  });

  it('multiplies by front matter boost, title matches included, and by the section factor', () => {
    const results = [scored('/a/', 1, { title: 'Tokens' }), scored('/b/', 1, { title: 'Tokens', boost: '0.5' })];
    expect(rankByFields('tokens', results, new Map()).map((page) => page.url)).toEqual(['/a/', '/b/']);
    const mine = rankByFields('x', [scored('/a/', 1, {}), scored('/b/', 0.95, {})], new Map(), (data) =>
      data.url === '/b/' ? 1.15 : 1,
    );
    expect(mine[0].url).toBe('/b/');
  });

  it('counts a heading that several pages share, and a sentence they repeat, as boilerplate', () => {
    const endpoint = (name: string) =>
      page(
        `/api/${name}/`,
        1,
        { title: name, kind: 'endpoint' },
        `${name}. Sends the request. 401 Unauthorized. The Authorization header is missing or wrong.`,
        ['200 OK', '401 Unauthorized'],
      );
    const guide = page(
      '/authentication/',
      0.5,
      { title: 'Authentication' },
      'Authentication. Send your key in the Authorization header. A missing key is rejected with 401.',
      ['API keys'],
    );
    const ranked = rankByFields('401', [endpoint('get'), endpoint('put'), endpoint('post'), guide], new Map());
    expect(ranked[0].url).toBe('/authentication/');
  });

  it('matches the forms of a word, and a title word made of it (“start” in “Quickstart”)', () => {
    const ranked = rankByFields(
      'start',
      [
        page('/local/', 1, { title: 'Run locally' }, 'Run locally. Start the service. It starts at once.'),
        page('/quickstart/', 0.6, { title: 'Quickstart' }, 'Quickstart. Create your first group. Then start using it.'),
      ],
      new Map(),
    );
    expect(ranked[0].url).toBe('/quickstart/');
    const forms = rankByFields(
      'rotating tokens',
      [
        page('/other/', 1, { title: 'Other' }, 'Other. A token.'),
        page('/rotation/', 0.5, { title: 'Token rotation' }, 'Token rotation. Rotate a token.'),
      ],
      new Map(),
    );
    expect(forms[0].url).toBe('/rotation/');
  });

  it('gives the same order whatever order equal results come in, by URL', () => {
    const a = page('/a/', 1, { title: 'Same' }, 'Same. Token.');
    const b = page('/b/', 1, { title: 'Same' }, 'Same. Token.');
    const urls = (results: Scored[]) => rankByFields('token', results, new Map()).map((data) => data.url);
    expect(urls([b, a])).toEqual(['/a/', '/b/']);
    expect(urls([a, b])).toEqual(['/a/', '/b/']);
  });
});
