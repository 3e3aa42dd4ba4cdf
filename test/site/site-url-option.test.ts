/**
 * `--site-url` checks: a URL that is not absolute http(s) is an error; a path in it that the base path does not
 * repeat is a warning, since absolute links are the URL's origin followed by `--base` (the path would be lost).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { writeFixture } from '../helpers/site-fixture.js';

const root = writeFixture({
  'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] },
  'index.md': '# Home\n\nHello.\n',
});
const out = path.join(root, '..', `${path.basename(root)}-out`);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

async function problems(siteUrl: string, base?: string): Promise<string[]> {
  const result = await buildSite({ root, outDir: out, siteUrl, ...(base ? { base } : {}) });
  return result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.message}`);
}

describe('--site-url', () => {
  it('refuses a URL that is not absolute http(s)', async () => {
    expect(await problems('docs.acme.com')).toEqual([
      'error build/site-url --site-url must be an absolute http(s) URL, found "docs.acme.com"',
    ]);
  });

  it('warns about a path the base path does not repeat, and not when it does', async () => {
    expect(await problems('https://acme.com/docs')).toEqual([
      'warning build/site-url-path --site-url has the path "/docs/", which Quire does not use: absolute links are its origin followed by the base path ("/")',
    ]);
    expect(await problems('https://acme.com/docs/', '/docs/')).toEqual([]);
    expect(await problems('https://docs.acme.com/')).toEqual([]);
  });
});
