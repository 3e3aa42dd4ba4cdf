import { VFile } from 'vfile';
import { expect, test } from 'vitest';
import { createProcessor } from '../../src/markdown/processor.js';

test('creates a frozen processor that cannot be reconfigured', () => {
  const processor = createProcessor();
  expect(() => processor.use(() => undefined)).toThrow(/frozen/);
});

test('running it without page data is a bug, reported as an internal error', () => {
  const processor = createProcessor();
  const file = new VFile({ path: 'page.md', value: '# Hi' });
  expect(() => processor.runSync(processor.parse(file), file)).toThrow(/^Internal error:/);
});
