/**
 * The decorations and the gradient topbar in Chromium, served with the site's own Content-Security-Policy: axe finds
 * no violation (contrast included) in light and dark mode at 1280 and 375 px; the decoration is drawn behind the
 * page and left out in print; the fonts break no policy rule (the remote one is named in `font-src`, and offline the
 * text falls back to the system fonts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CspServer, serveWithCsp } from './helpers/csp-server.js';
import { buildToTemp, launchChromium, offlineContext, type BuiltSite } from './helpers/chrome-site.js';

// Evaluated through the DevTools protocol, which the page's policy does not govern (a script tag would break it).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SITES = {
  gradient: {
    colors: { primary: '#0e7490', light: '#67e8f9', dark: '#155e75' },
    background: { style: 'gradient' },
  },
  grid: { colors: { primary: '#047857', light: '#34d399', dark: '#065f46' }, background: { style: 'grid' } },
  windows: {
    colors: { primary: '#92400e', light: '#fbbf24', dark: '#92400e' },
    background: { style: 'windows', color: { light: '#f8ece4', dark: '#000000' } },
  },
} as const;

const PAGE = `---
title: Welcome
description: What the decoration sits behind.
---

Text with [a link](/guide) and \`code\`.

## Section

More text, long enough to run over the decoration and past where it fades out.

<Note>A note.</Note>
`;

interface Served {
  site: BuiltSite;
  server: CspServer;
}

const served = new Map<keyof typeof SITES, Served>();
let browser: Browser;
let docsRoot: string;

beforeAll(async () => {
  docsRoot = mkdtempSync(path.join(os.tmpdir(), 'quire-appearance-'));
  for (const [name, settings] of Object.entries(SITES) as Array<[keyof typeof SITES, object]>) {
    const docs = path.join(docsRoot, name);
    writeFixtureFiles(docs, {
      'mint.json': JSON.stringify({
        name: 'Acme',
        ...settings,
        topbar: { style: 'gradient' },
        font: {
          body: { family: 'Quire Test Sans', url: '/fonts/test.woff2' },
          headings: { family: 'Quire Test Display', url: 'https://fonts.example.com/display.woff2', weight: 600 },
        },
        topbarLinks: [{ name: 'Support', url: 'https://example.com/support' }],
        topbarCtaButton: { name: 'Get started', url: 'https://example.com/start' },
        tabs: [{ name: 'API', url: 'api' }],
        navigation: [
          { group: 'Start', pages: ['index', 'guide'] },
          { group: 'API', pages: ['api/one'] },
        ],
      }),
      'index.mdx': PAGE,
      'guide.mdx': '---\ntitle: Guide\n---\n\nGuide text.\n',
      'api/one.mdx': '---\ntitle: One\n---\n\nAPI text.\n',
      // Not a real font: the browser rejects it and keeps the fallback, as it would for a file that fails to load.
      'fonts/test.woff2': 'not a font',
    });
    const site = await buildToTemp(docs);
    served.set(name, { site, server: await serveWithCsp(site.dir) });
  }
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const { site, server } of served.values()) {
    await server.close();
    site.remove();
  }
  if (docsRoot) rmSync(docsRoot, { recursive: true, force: true });
});

function writeFixtureFiles(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

describe('decorations and the gradient topbar', () => {
  for (const name of Object.keys(SITES) as Array<keyof typeof SITES>) {
    it(`${name}: no axe violation and no CSP violation, light and dark, 1280 and 375 px`, async () => {
      const { server } = served.get(name)!;
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [1280, 375]) {
          const context = await offlineContext(browser, { colorScheme: theme, viewport: { width, height: 800 } });
          await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
          const page = await context.newPage();
          page.on('console', (message) => {
            if (/Content.Security.Policy/i.test(message.text())) problems.push(`${theme} ${width}: ${message.text()}`);
          });
          await page.goto(`${server.origin}/`);
          expect(await page.getAttribute('html', 'data-decoration')).toBe(name);
          expect(await page.getAttribute('html', 'data-topbar')).toBe('gradient');
          await page.evaluate(() => document.fonts.ready);
          const drawn = await page.evaluate(() => ({
            decoration: getComputedStyle(document.body, '::before').backgroundImage,
            header: getComputedStyle(document.querySelector('.q-header')!).backgroundImage,
            heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
            body: getComputedStyle(document.body).fontFamily,
          }));
          expect(drawn.decoration).toMatch(/gradient/);
          expect(drawn.header).toMatch(/^linear-gradient\(90deg, rgb/);
          expect(drawn.heading).toMatch(/^"Quire Test Display", ui-sans-serif/);
          expect(drawn.body).toMatch(/^"Quire Test Sans", ui-sans-serif/);
          await page.evaluate(AXE);
          const violations = (await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
              .axe;
            return (await axe.run(document)).violations;
          })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
          for (const v of violations)
            problems.push(`${theme} ${width}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          await context.close();
        }
      }
      expect(problems).toEqual([]);
    }, 60_000);
  }

  it('leaves the decoration and the topbar gradient out of printed pages', async () => {
    const context = await offlineContext(browser);
    const page = await context.newPage();
    await page.goto(`${served.get('windows')!.server.origin}/`);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      decoration: getComputedStyle(document.body, '::before').display,
      header: getComputedStyle(document.querySelector('.q-header')!).backgroundImage,
    }));
    expect(printed).toEqual({ decoration: 'none', header: 'none' });
    await context.close();
  });
});
