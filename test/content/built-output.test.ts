/** A folder a build wrote (marked `.quire-output`) inside the docs folder is not read as the site's sources. */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load-fs.js';
import { writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

describe('loadContent and build output', () => {
  it('skips folders holding .quire-output, at any depth, and keeps folders without it', async () => {
    const root = writeFixture({
      'site.json': { name: 'T', navigation: [] },
      'index.md': '# Home\n',
      '_site/.quire-output': 'written by quire build\n',
      '_site/index.html': '<h1>Home</h1>\n',
      '_site/guide/index.html': '<h1>Guide</h1>\n',
      'nested/out/.quire-output': '',
      'nested/out/page.md': '# Not a source\n',
      'nested/kept.md': '# Kept\n',
      'plain/index.html': '<p>an asset</p>\n',
    });
    cleanup.push(root);
    const content = await loadContent(root);
    expect([...content.pages.keys()].sort()).toEqual(['index.md', 'nested/kept.md']);
    expect(content.assets).toEqual(['plain/index.html']);
  });
});
