/**
 * `feedback.suggestEdit` and `feedback.raiseIssue` in a build, from each config format: the repository comes from
 * `feedback.repo` or the first github.com/<owner>/<repo> link of the config (here the footer's GitHub link, as most
 * real mint.json files have it), and docs.json can switch feedback on too.
 */
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

async function build(files: Record<string, unknown>): Promise<{ out: string; diagnostics: string[] }> {
  const root = writeFixture({ 'index.md': '# Home\n\nHello.\n', 'guide/start.md': '# Start\n\nGo.\n', ...files });
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-feedback-links-'));
  cleanup.push(root, parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out });
  expect(result.ok).toBe(true);
  return { out, diagnostics: result.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`) };
}

describe('feedback links in a build', () => {
  it('mint.json: takes the repository from footerSocials.github when no CTA names one', async () => {
    const { out, diagnostics } = await build({
      'mint.json': {
        name: 'Links',
        navigation: [{ group: 'Start', pages: ['index', 'guide/start'] }],
        footerSocials: { github: 'https://github.com/acme/widgets' },
        feedback: { suggestEdit: true, raiseIssue: true },
      },
    });
    expect(diagnostics).toEqual([]);
    const html = readOut(out, 'guide/start/index.html');
    expect(html).toContain('href="https://github.com/acme/widgets/edit/main/guide/start.md"');
    expect(html).toContain('href="https://github.com/acme/widgets/issues/new?title=Docs%3A%20Start&amp;body=');
  });

  it('docs.json: feedback is read, with feedback.repo naming the branch and folder', async () => {
    const { out, diagnostics } = await build({
      'docs.json': {
        name: 'Links',
        navigation: { pages: ['index', 'guide/start'] },
        feedback: { thumbsRating: true, suggestEdit: true, repo: 'https://github.com/acme/mono/tree/dev/docs' },
      },
    });
    expect(diagnostics).toEqual([]);
    const html = readOut(out, 'guide/start/index.html');
    expect(html).toContain('href="https://github.com/acme/mono/edit/dev/docs/guide/start.md"');
    expect(html).toContain('data-feedback-rating data-services=""');
    expect(html).not.toContain('Raise an issue');
  });

  it('docs.json without any repository link: one warning naming feedback.repo, the rating still drawn', async () => {
    const { out, diagnostics } = await build({
      'docs.json': {
        name: 'Links',
        navigation: { pages: ['index', 'guide/start'] },
        footer: { socials: { github: 'https://github.com/acme' } },
        feedback: { thumbsRating: true, suggestEdit: true },
      },
    });
    expect(diagnostics).toEqual(['chrome/feedback-repo feedback']);
    const html = readOut(out, 'index.html');
    expect(html).not.toContain('Suggest an edit');
    expect(html).toContain('data-feedback-rating');
  });
});
