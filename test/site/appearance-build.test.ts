/**
 * `background`, `font` and `topbar.style` in a built site under `--base`: the `<html>` switches, the theme.css rules
 * (local font under the base, remote font as given), the font origin in `_headers` and `vercel.json`, a warning for a
 * missing local font file, and nothing at all of this in a site that sets none of them.
 */
import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PAGES = { 'index.md': '# Home\n\nHello.\n', 'guide.md': '# Guide\n\n## Part\n\nText.\n' };
const NAVIGATION = [{ group: 'Docs', pages: ['index', 'guide'] }];

async function build(
  config: Record<string, unknown>,
  files: Record<string, string | object> = {},
  options: { offline?: boolean } = {},
) {
  const root = writeFixture({ 'site.json': { name: 'Acme', navigation: NAVIGATION, ...config }, ...PAGES, ...files });
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-appearance-out-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, base: '/docs/', cache: false, ...options });
  const theme = readdirSync(path.join(outDir, '_quire')).find((name) => /^theme\.[^.]+\.css$/.test(name));
  if (!theme) throw new Error('no theme.css');
  return { result, outDir, theme: readOut(outDir, `_quire/${theme}`) };
}

const FONTS = {
  family: 'Inter',
  url: '/fonts/inter.woff2',
  headings: { family: 'Space "Grotesk"', url: 'https://fonts.example.com/s/sg.woff2?v=2', weight: 600 },
};

describe('a site with a decoration, a gradient topbar and fonts', () => {
  it('switches them on in <html>, writes their theme rules and names the font origin in the CSP', async () => {
    const { result, outDir, theme } = await build(
      { background: { style: 'windows' }, topbar: { style: 'gradient' }, font: FONTS },
      { 'fonts/inter.woff2': 'wOF2 stand-in' },
    );
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect(result.ok).toBe(true);
    for (const page of ['index.html', 'guide/index.html', '404.html'])
      expect(readOut(outDir, page)).toMatch(
        /<html [^>]* data-decoration="windows" data-topbar="gradient"(?: data-current-path="[^"]*")?>/,
      );

    expect(theme).toContain(
      '@font-face {\n  font-family: "Inter";\n  src: url("/docs/fonts/inter.woff2") format("woff2");\n  font-display: swap;\n}',
    );
    expect(theme).toContain(
      '@font-face {\n  font-family: "Space \\"Grotesk\\"";\n  src: url("https://fonts.example.com/s/sg.woff2?v=2") format("woff2");\n  font-weight: 600;\n  font-display: swap;\n}',
    );
    expect(theme).toContain('--q-font: "Inter", ui-sans-serif, system-ui,');
    expect(theme).toContain('--q-font-heading: "Space \\"Grotesk\\"", ui-sans-serif, system-ui,');
    expect(theme).toContain(':root :is(h1, h2, h3, h4, h5, h6) { font-weight: 600; }');
    expect(theme).toMatch(/:root\[data-decoration\] \{\n {2}--q-deco-a: rgb\(37 99 235 \/ 0\.\d+\);/);
    expect(theme).toMatch(/:root\[data-topbar="gradient"\]\[data-theme="dark"\] \{\n {2}--q-topbar-bg: #0d1117;/);
    // The local font is published under the base.
    expect(readOut(outDir, 'fonts/inter.woff2')).toBe('wOF2 stand-in');

    const headers = readOut(outDir, '_headers');
    expect(headers).toContain("font-src 'self' https://fonts.example.com;");
    expect(readOut(outDir, 'vercel.json')).toContain("font-src 'self' https://fonts.example.com;");
  });

  it('warns at the config key when a local font file is missing, and still builds', async () => {
    const { result, theme } = await build(
      { font: { family: 'Inter', url: '/fonts/intr.woff2' } },
      {
        'fonts/inter.woff2': 'wOF2 stand-in',
      },
    );
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'config/missing-font',
        file: 'site.json',
        jsonPath: 'font.url',
        position: { line: 14, column: 12 },
        hint: 'did you mean "/fonts/inter.woff2"?',
      }),
    ]);
    // Offline or missing, the text falls back to the system stack.
    expect(theme).toContain('--q-font: "Inter", ui-sans-serif');
  });

  it('names a family without a url, which offline and uncached loads nothing, with a warning', async () => {
    // Online it is fetched from Google Fonts (test/site/google-fonts-build.test.ts); tests never reach the network.
    const { result, outDir, theme } = await build({ font: { family: 'Inter' } }, {}, { offline: true });
    expect(result.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual(['config/web-font font']);
    expect(theme).not.toContain('@font-face');
    expect(theme).toContain('--q-font: "Inter", ui-sans-serif');
    expect(readOut(outDir, '_headers')).toContain("font-src 'self';");
  });
});

describe('a site without background, font or topbar', () => {
  it('gets no new attribute, theme rule or CSP source', async () => {
    const { result, outDir, theme } = await build({});
    expect(result.diagnostics).toEqual([]);
    for (const page of ['index.html', 'guide/index.html', '404.html']) {
      const html = readOut(outDir, page);
      expect(html).not.toContain('data-decoration');
      expect(html).not.toContain('data-topbar');
    }
    for (const name of ['@font-face', '--q-font', '--q-deco', '--q-topbar', 'data-decoration', 'data-topbar'])
      expect(theme).not.toContain(name);
    expect(readOut(outDir, '_headers')).toContain("font-src 'self';");
  });
});
