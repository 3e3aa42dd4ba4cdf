import { describe, expect, it } from 'vitest';
import { createClaimMatcher, uniqueId } from '../../src/graph/claims.js';

describe('createClaimMatcher', () => {
  const claim = createClaimMatcher([
    { id: 'api', prefix: 'api' },
    { id: 'v2', prefix: 'api/v2' },
    { id: 'dup', prefix: 'api' },
  ]);

  it('matches on a `/` boundary with the longest prefix', () => {
    expect(claim('api')).toBe('api');
    expect(claim('api/index')).toBe('api');
    expect(claim('api/users')).toBe('api');
    expect(claim('api/v2')).toBe('v2');
    expect(claim('api/v2/groups/list')).toBe('v2');
    expect(claim('api/v20')).toBe('api');
    expect(claim('api-ref/x')).toBeUndefined();
    expect(claim('apis')).toBeUndefined();
    expect(claim('guide/api')).toBeUndefined();
  });

  it('lets an empty prefix claim everything else', () => {
    const all = createClaimMatcher([
      { id: 'root', prefix: '' },
      { id: 'api', prefix: 'api' },
    ]);
    expect(all('api/x')).toBe('api');
    expect(all('guide/x')).toBe('root');
  });
});

describe('uniqueId', () => {
  it('numbers ids that are taken', () => {
    const taken = new Set(['top']);
    expect([uniqueId('api', taken), uniqueId('api', taken), uniqueId('api', taken), uniqueId('top', taken)]).toEqual([
      'api',
      'api-2',
      'api-3',
      'top-2',
    ]);
  });
});
