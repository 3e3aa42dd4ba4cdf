import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  fillDestination,
  isLiteralPattern,
  normalizeRedirectPath,
  toNetlifyPattern,
  toVercelPattern,
} from '../../src/utils/redirect-pattern.js';

describe('redirect patterns', () => {
  it('matches literal paths with or without a trailing slash', () => {
    const match = compilePattern('/old-page');
    expect(match('/old-page')).toEqual({});
    expect(match('/old-page/')).toEqual({});
    expect(match('old-page')).toEqual({});
    expect(match('/old-page/more')).toBeUndefined();
    expect(match('/old-pages')).toBeUndefined();
  });

  it('matches `:name` against one segment only', () => {
    const match = compilePattern('/agent/workflows/:page');
    expect(match('/agent/workflows/daily')).toEqual({ page: 'daily' });
    expect(match('/agent/workflows/a/b')).toBeUndefined();
    expect(match('/agent/workflows')).toBeUndefined();
  });

  it('matches `:name*` against any number of segments, none included', () => {
    const match = compilePattern('/beta/:slug*');
    expect(match('/beta/introduction')).toEqual({ slug: 'introduction' });
    expect(match('/beta/a/b/c')).toEqual({ slug: 'a/b/c' });
    expect(match('/beta')).toEqual({ slug: '' });
    expect(match('/betamax')).toBeUndefined();
  });

  it('matches `*` against the rest of the path, inside a segment too', () => {
    expect(compilePattern('/api-reference/*')('/api-reference/chat/send')).toEqual({ splat: 'chat/send' });
    expect(compilePattern('/articles/concepts-*')('/articles/concepts-overview')).toEqual({ splat: 'overview' });
    expect(compilePattern('/articles/concepts-*')('/articles/other')).toBeUndefined();
  });

  it('fills a destination with the parameters of a match, keeping its fragment', () => {
    expect(fillDestination('/v2/:slug*', { slug: 'a/b' })).toBe('/v2/a/b');
    expect(fillDestination('/v2/:slug*', { slug: '' })).toBe('/v2');
    expect(fillDestination('/new/article-*#top', { splat: '123' })).toBe('/new/article-123#top');
    expect(fillDestination('https://example.com/docs/:page', { page: 'x' })).toBe('https://example.com/docs/x');
    expect(fillDestination('mailto:help:me@example.com', { me: 'x' })).toBe('mailto:help:me@example.com');
  });

  it('tells literal paths from patterns, and normalises paths', () => {
    expect(isLiteralPattern('/old/page')).toBe(true);
    expect(isLiteralPattern('/old/:page')).toBe(false);
    expect(isLiteralPattern('/old/*')).toBe(false);
    expect(normalizeRedirectPath('guides/old/#x')).toBe('/guides/old');
    expect(normalizeRedirectPath('/')).toBe('/');
  });

  it('writes patterns in the syntax of Netlify and Cloudflare, and of Vercel', () => {
    expect(toNetlifyPattern('/beta/:slug*', 'source')).toBe('/beta/*');
    expect(toNetlifyPattern('/v2/:slug*', 'destination')).toBe('/v2/:splat');
    expect(toNetlifyPattern('/agent/:page', 'source')).toBe('/agent/:page');
    expect(toNetlifyPattern('/api/*', 'destination')).toBe('/api/:splat');
    expect(toVercelPattern('/api-reference/*', 'source')).toBe('/api-reference/:splat*');
    expect(toVercelPattern('/articles/concepts-*', 'source')).toBe('/articles/concepts-:splat(.*)');
    expect(toVercelPattern('/new/article-*', 'destination')).toBe('/new/article-:splat');
    expect(toVercelPattern('/beta/:slug*', 'source')).toBe('/beta/:slug*');
    expect(toVercelPattern('https://example.com/x#y', 'destination')).toBe('https://example.com/x#y');
  });
});
