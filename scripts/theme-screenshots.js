#!/usr/bin/env node
/**
 * `npm run shots:themes`: the README's screenshots of Mintlify's nine themes (docs.json `theme`). Builds one small
 * docs.json project per theme (sidebar, topbar, tabs, a callout, cards, a code block and Tabs) into a temp folder,
 * opens its home page in headless Chromium (Debian's, or `CHROMIUM_PATH`) at 1280×800 in light mode, offline, and
 * saves it at half scale to docs/images/themes/<theme>.png. Same inputs, same Chromium: same images.
 *
 * Usage: node scripts/theme-screenshots.js [--out <dir>] [--theme <name>]… [--dark] [--width <px>] [--scale <n>]
 * `--dark`, `--width` and `--scale` are for looking (`--out /tmp/shots --dark --width 375`); the README uses the
 * defaults.
 * Runs the built compiler in dist/: `npm run shots:themes` builds it first.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSite } from '../dist/build.js';
import { LAYOUT_THEMES } from '../dist/config/types.js';
import { formatDiagnostics } from '../dist/diagnostics-format.js';
import { createSiteServer, listen } from '../dist/server/http-server.js';
import { createStaticHandler } from '../dist/server/static-files.js';
import { launchChromium } from '../test/bench/chromium.js';
import { THEME_SAMPLE_PAGES, themeSampleDocsJson } from './theme-sample.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Build the sample project with `theme` into a fresh temp folder; returns the folder. */
async function buildSample(theme, tmp) {
  const docs = path.join(tmp, `${theme}-docs`);
  for (const [file, text] of Object.entries({
    ...THEME_SAMPLE_PAGES,
    'docs.json': JSON.stringify(themeSampleDocsJson(theme), null, 2),
  })) {
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), text);
  }
  const out = path.join(tmp, `${theme}-site`);
  const result = await buildSite({ root: docs, outDir: out, cache: false, offline: true });
  if (!result.ok) throw new Error(`build of the ${theme} sample failed:\n${formatDiagnostics(result.diagnostics)}`);
  return out;
}

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(ROOT, 'docs', 'images', 'themes') },
    theme: { type: 'string', multiple: true },
    dark: { type: 'boolean', default: false },
    width: { type: 'string', default: '1280' },
    scale: { type: 'string' },
  },
});
const themes = values.theme ?? LAYOUT_THEMES;
const width = Number(values.width);
const scheme = values.dark ? 'dark' : 'light';
// Half scale for the README: a 640×400 image that still shows the theme's corners and rules.
const scale = Number(values.scale ?? (width < 600 ? 1 : 0.5));
mkdirSync(values.out, { recursive: true });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'quire-theme-shots-'));
const browser = await launchChromium();
try {
  for (const theme of themes) {
    const server = createSiteServer([], createStaticHandler(await buildSample(theme, tmp), '/'));
    const port = await listen(server, 0, '127.0.0.1');
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 740 : 800 },
      deviceScaleFactor: scale,
      colorScheme: scheme,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((t) => localStorage.setItem('quire-theme', t), scheme);
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(values.out, `${theme}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(path.relative(process.cwd(), file));
    await context.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
