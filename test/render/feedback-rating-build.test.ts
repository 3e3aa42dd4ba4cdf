/**
 * `feedback.thumbsRating` end to end: the "Was this page helpful?" buttons are built into content pages, naming the
 * analytics services that receive the votes (none: the vote is only acknowledged), as Mintlify always shows them.
 * The Content-Security-Policy never changes for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const plausible = { plausible: { domain: 'docs.example.com' } };

/** Build a small site with `extra` settings; the output folder and the diagnostics as `rule jsonPath`. */
async function build(extra: object): Promise<{ out: string; diagnostics: string[] }> {
  const root = writeFixture({
    'site.json': {
      name: 'Rate',
      navigation: [{ group: 'Start', pages: ['index', 'landing', 'api'] }],
      redirects: [{ source: '/old', destination: '/' }],
      ...extra,
    },
    'index.md': '# Home\n\nHello.\n',
    'landing.md': '---\ntitle: Landing\nmode: custom\n---\n\nA custom page.\n',
    'api.md': '---\ntitle: API\n---\n\nAbout the API.\n',
  });
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-rating-build-'));
  cleanup.push(root, parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out });
  expect(result.ok).toBe(true);
  return { out, diagnostics: result.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`) };
}

/** The CSP line of `_headers`. */
const csp = (out: string) => /Content-Security-Policy: .+/.exec(readOut(out, '_headers'))?.[0];

describe('feedback.thumbsRating in a build', () => {
  it('draws the buttons on content pages, hidden until the script shows them, naming the services', async () => {
    const { out, diagnostics } = await build({
      feedback: { thumbsRating: true },
      analytics: { ...plausible, ga4: { measurementId: 'G-1' } },
    });
    expect(diagnostics).toEqual([]);
    for (const [file, url] of [
      ['index.html', '/'],
      ['api/index.html', '/api/'],
    ]) {
      const html = readOut(out, file);
      expect(html).toContain(
        `<div class="q-rating" role="group" aria-labelledby="q-rating-question" data-feedback-rating data-services="ga4 plausible" data-page="${url}" hidden>`,
      );
      expect(html).toMatch(
        /<button type="button" class="q-rating-button" data-vote="yes" aria-pressed="false" id="feedback-thumbs-up"><svg[^>]*>.*<\/svg>Yes<\/button>/,
      );
      expect(html).toMatch(
        /<button type="button" class="q-rating-button" data-vote="no" aria-pressed="false" id="feedback-thumbs-down"><svg[^>]*>.*<\/svg>No<\/button>/,
      );
      expect(html).toContain('<span class="q-rating-status" role="status" data-rating-status></span>');
    }
    // Not on a `custom` page, the 404 page or a redirect page.
    for (const file of ['landing/index.html', '404.html', 'old/index.html'])
      expect(readOut(out, file), file).not.toContain('data-feedback-rating');
  });

  it('leaves the Content-Security-Policy as it is without the setting', async () => {
    const analytics = { ...plausible, posthog: { apiKey: 'phc_1' } };
    const rated = await build({ feedback: { thumbsRating: true }, analytics });
    const plain = await build({ analytics });
    expect(csp(rated.out)).toBeDefined();
    expect(csp(rated.out)).toBe(csp(plain.out));
  });

  it('draws the buttons without an analytics service too, naming none, without a warning', async () => {
    // Before, this warned (`config/feedback-rating`) and drew nothing.
    const without = await build({});
    const off = await build({ feedback: { thumbsRating: false } });
    const lonely = await build({ feedback: { thumbsRating: true }, integrations: { intercom: 'app1' } });
    expect(lonely.diagnostics).toEqual([]);
    expect(without.diagnostics).toEqual([]);
    expect(readOut(lonely.out, 'index.html')).toContain(
      '<div class="q-rating" role="group" aria-labelledby="q-rating-question" data-feedback-rating data-services="" data-page="/" hidden>',
    );
    expect(hashTree(off.out)).toEqual(hashTree(without.out));
  });
});
