/** The chrome's build-time checks, end to end: warnings from the plan stage, and what the built pages then show. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('chrome checks in a build', () => {
  it('warns about contrast, feedback without a repository and icons, and builds without broken buttons', async () => {
    const root = writeFixture({
      'site.json': {
        name: 'Warn',
        colors: { primary: '#a5b4fc', light: '#312e81' },
        topbarCtaButton: { name: 'Sign up', url: '/signup' },
        feedback: { suggestEdit: true },
        anchors: [
          { name: 'Guides', url: 'guides', icon: 'boook', iconType: 'solid' },
          { name: 'Lab', url: 'lab', icon: 'flask', iconType: 'thin' },
        ],
        navigation: [{ group: 'Start', pages: ['index', 'guides/a', 'lab/b'] }],
      },
      'index.md': '# Home\n',
      'guides/a.md': '# A\n',
      'lab/b.md': '# B\n',
    });
    // A private parent folder: the build's temporary folder appears beside the output, not in the shared temp dir.
    const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-chrome-build-'));
    const out = path.join(parent, 'out');
    cleanup.push(root, parent);
    const result = await buildSite({ root, outDir: out });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual([
      'chrome/contrast colors.light',
      'chrome/contrast colors.primary',
      'chrome/feedback-repo feedback',
      'icons/unknown-icon anchors[0]',
      'icons/pro-style anchors[1]',
    ]);
    const html = readOut(out, 'index.html');
    expect(html).not.toContain('q-feedback');
    expect(html).toContain('<a class="q-cta q-cta-link" href="/signup">Sign up</a>');
    // The misspelt `boook` is drawn as its did-you-mean, `book`, not left blank.
    expect(html).toMatch(
      /<span class="q-anchor-icon"><svg class="q-icon q-anchor-svg" viewBox="0 0 448 512"[^>]*>.*?<\/svg><\/span><span class="q-anchor-name">Guides<\/span>/,
    );
    expect((await buildSite({ root, outDir: out, strict: true })).ok).toBe(false);
  });
});
