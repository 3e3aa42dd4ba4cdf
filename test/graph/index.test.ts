import { expect, it } from 'vitest';
import * as graph from '../../src/graph/index.js';

it('exposes the public graph API', () => {
  expect(Object.keys(graph).sort()).toEqual(['getPageUrls', 'isExternalUrl', 'normalizePrefix', 'resolveGraph']);
});
