import { expect, test } from 'vitest';
import { codeTitleFromMeta } from '../../src/markdown/code-meta.js';

test.each([
  [undefined, undefined],
  ['', undefined],
  ['getUser.js', 'getUser.js'],
  ['title="Install the SDK"', 'Install the SDK'],
  ["title='Single quotes'", 'Single quotes'],
  ['title=bare', 'bare'],
  ['title=""', undefined],
  ['getUser.js {1,3-4}', 'getUser.js'],
  ['{2} lines wrap', undefined],
  ['Request example icon="js" highlight={1}', 'Request example'],
  ['lines title="Wins over words" words', 'Wins over words'],
])('the title of %j is %j', (meta, title) => {
  expect(codeTitleFromMeta(meta)).toBe(title);
});
