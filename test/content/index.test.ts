import { expect, it } from 'vitest';
import * as content from '../../src/content/index.js';

it('exposes the public content API', () => {
  expect(Object.keys(content).sort()).toEqual([
    'frontmatterString',
    'getPageMeta',
    'loadContent',
    'parseFrontmatter',
    'stripInlineMarkdown',
    'titleFromPath',
  ]);
});
