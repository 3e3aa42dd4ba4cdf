import { expect, test } from 'vitest';
import * as markdown from '../../src/markdown/index.js';

test('exposes the public api', () => {
  expect(Object.keys(markdown).sort()).toEqual(['renderInlineText', 'renderMarkdown']);
});
