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

/** A fake Pagefind: each term finds the pages listed for it, with their scores. */
function fakeSearch(found: Record<string, Record<string, number>>, pages: string[]) {
  const asked: Array<string | null> = [];
  const search = async (term: string | null): Promise<PagefindSearch> => {
    asked.push(term);
    const hits = term === null ? Object.fromEntries(pages.map((page) => [page, 1])) : (found[term] ?? {});
    return {
      results: Object.entries(hits).map(([id, score]) => ({
        id,
        score,
        data: async () => ({ url: id, excerpt: '', meta: {} }),
      })),
    };
  };
  return { search, asked };
}

describe('searchAnyWords', () => {
  it('finds pages holding some of the words, those holding all of them first', async () => {
    const { search } = fakeSearch(
      {
        'rotate token minute': {},
        rotate: { '/guide/': 1, '/endpoint/': 0.8 },
        token: { '/guide/': 1, '/endpoint/': 1, '/home/': 0.5 },
        minute: {},
      },
      ['/guide/', '/endpoint/', '/home/', '/other/'],
    );
    const result = await searchAnyWords('rotate token minute', search);
    expect(result?.results.map((r) => r.id)).toEqual(['/guide/', '/endpoint/', '/home/']);
  });

  it('ranks a page with every word above one with a higher score for some of them', async () => {
    const { search } = fakeSearch(
      {
        'update user': { '/update/': 1 },
        update: { '/update/': 1 },
        user: { '/update/': 1, '/users/': 2.5 },
      },
      ['/update/', '/users/'],
    );
    const result = await searchAnyWords('update user', search);
    expect(result?.results[0].id).toBe('/update/');
  });

  it('says how rare each word is: a word on every page counts least', async () => {
    const { search } = fakeSearch(
      {
        'user rotate': {},
        user: { '/a/': 1, '/b/': 1, '/c/': 1, '/d/': 1 },
        rotate: { '/a/': 1 },
      },
      ['/a/', '/b/', '/c/', '/d/'],
    );
    const result = await searchAnyWords('user rotate', search);
    expect(result!.rarity.get('rotate')!).toBeGreaterThan(result!.rarity.get('user')!);
  });

  it('searches a single word once, and gives null when a newer search started', async () => {
    const single = fakeSearch({ token: { '/a/': 1 } }, ['/a/']);
    await searchAnyWords('token', single.search);
    expect(single.asked).toEqual(['token']);
    expect(await searchAnyWords('two words', async () => null)).toBeNull();
  });
});

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
});
