/**
 * docs.json `favicon.dark` and `background.image.dark` through a whole build under `--base`: the dark favicon is linked
 * for a dark system setting after the light one, the dark background image is the dark theme's, both files are
 * published, and a missing one is a located error like the other images.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

// Each fixture folder and each output folder is its own temp folder, removed by itself (never their parent).
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';

async function build(favicon: object, image: object | string) {
  const root = writeFixture({
    'docs.json': {
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0c8669', light: '#188c71' },
      favicon,
      background: { image },
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'f/light.svg': SVG,
    'f/dark.svg': SVG,
    'bg/light.svg': SVG,
    'bg/dark.svg': SVG,
  });
  const out = mkdtempSync(path.join(tmpdir(), 'quire-dark-out-'));
  made.push(root, out);
  const result = await buildSite({ root, outDir: out, base: '/docs/', cache: false, workers: 0 });
  return { out, result };
}

describe('dark favicon and background image', () => {
  it('links the dark favicon for a dark system setting and gives the dark theme its own background image', async () => {
    const { out, result } = await build(
      { light: '/f/light.svg', dark: '/f/dark.svg' },
      { light: '/bg/light.svg', dark: '/bg/dark.svg' },
    );
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const html = readOut(out, 'index.html');
    expect(html).toContain(
      '<link rel="icon" href="/docs/f/light.svg">\n<link rel="icon" href="/docs/f/dark.svg" media="(prefers-color-scheme: dark)">',
    );
    for (const file of ['f/light.svg', 'f/dark.svg', 'bg/light.svg', 'bg/dark.svg'])
      expect(existsSync(path.join(out, file)), file).toBe(true);
    // The site's generated stylesheet, among those the page links.
    const text = [...html.matchAll(/<link rel="stylesheet" href="\/docs\/([^"]+\.css)">/g)]
      .map((m) => readOut(out, m[1]))
      .join('\n');
    expect(text).toMatch(/:root \{[^}]*--q-background-image: url\("\/docs\/bg\/light\.svg"\)/);
    expect(text).toMatch(/\[data-theme="dark"\] \{[^}]*--q-background-image: url\("\/docs\/bg\/dark\.svg"\)/);
  });

  it('reports a dark file that is missing at its place, as for the light one', async () => {
    const { result } = await build({ light: '/f/light.svg', dark: '/f/nope.svg' }, '/bg/light.svg');
    // A warning, as in any docs.json project: Mintlify publishes without the file.
    expect(result.ok).toBe(true);
    const missing = result.diagnostics.filter((d) => d.rule === 'config/missing-file');
    expect(missing.map((d) => [d.severity, d.jsonPath])).toEqual([['warning', 'favicon.dark']]);
    expect(missing[0].position?.line).toBeGreaterThan(0);
  });
});
