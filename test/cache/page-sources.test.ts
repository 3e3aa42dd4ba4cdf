/**
 * The Content-Security-Policy names the origins the pages embed (render/page-sources.ts); a rebuild that takes pages
 * from the cache (as the last build's summaries, without reading them) writes the same policy, and an edit that
 * removes the last embed of an origin takes it out.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { buildWithCache } from './helpers.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const policyOf = (out: string) =>
  /Content-Security-Policy: (.+)/.exec(readFileSync(path.join(out, '_headers'), 'utf8'))![1];

describe('the policy over a cached rebuild', () => {
  it('keeps the embeds of pages taken from the cache, and drops an origin no page embeds any more', async () => {
    const root = writeFixture({
      'site.json': { name: 'Embeds', navigation: [{ group: 'Start', pages: ['index', 'video', 'other'] }] },
      'index.md': '# Home\n\n<p style="color: red">Red.</p>\n',
      'video.md': '# Video\n\n<iframe src="https://www.youtube.com/embed/abc"></iframe>\n',
      'other.md': '# Other\n\nText.\n',
    });
    cleanup.push(root);
    const out = path.join(root, '.out');
    await buildWithCache(root, out);
    const first = policyOf(out);
    expect(first).toContain("frame-src 'self' https://www.youtube.com;");
    expect(first).toContain("style-src-attr 'unsafe-inline';");

    writeFileSync(path.join(root, 'other.md'), '# Other\n\nText, edited.\n');
    const second = await buildWithCache(root, out);
    expect(second.stats.reused).toBeGreaterThan(0);
    expect(policyOf(out)).toBe(first);

    writeFileSync(path.join(root, 'video.md'), '# Video\n\nNo video any more.\n');
    await buildWithCache(root, out);
    expect(policyOf(out)).not.toContain('frame-src');
    expect(policyOf(out)).toContain("style-src-attr 'unsafe-inline';");
  });
});
