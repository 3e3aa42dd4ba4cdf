/**
 * The layout audit over a fixture that holds, in small, what the audit found in the Mintlify corpus: a logo file
 * that is missing (its long alt text widened the topbar past a phone's screen: Benzinga, meilisearch, supermemory),
 * a horizontal Card whose icon is an SVG written in JSX (`width={24}`: PowerSync's Cards drawn at zero width), and an
 * endpoint title that is one long word (`GET /v1/sessions/{id}/replay`: Stagehand's page scrolled sideways), and a
 * project's script that adds a search bar to the topbar's links (meilisearch's pushed them out of the bar); a linked
 * Card whose text holds a link (the HTML parser split Portkey's changelog cards and drew their arrows over the
 * topbar), a video player written `width="560"` in a Step (Novu's segment page scrolled sideways at 375 px) and an
 * endpoint whose body field name is one long word (lancedb's playground), and a page title that is one long word in
 * its neighbour's previous/next link (Abstract's `zks_sendRawTransactionWithDetailedOutput`), and an author's own
 * flex row of three Cards in a centred column (AINTrust's feature rows widened a phone's page to 434 px). Each page
 * passes the audit in every
 * viewport and theme. Then the probe itself: text wider than its box is a defect even
 * when every box fits.
 */
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLayout, type LayoutDefect } from '../../src/layout/audit.js';
import type { AuditPage } from '../../src/layout/pages.js';
import { probeLayout } from '../../src/layout/probe.js';
import {
  type BuiltSite,
  buildToTemp,
  launchChromium,
  offlineContext,
  type ServedSite,
  serveSite,
} from '../browser/helpers/chrome-site.js';
import { writeFixture } from '../helpers/site-fixture.js';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="#4e89ff" strokeLinecap="round" strokeLinejoin="round" strokeWidth={2}><path stroke="none" d="M0 0h24v24H0z" /><path d="M4 18h16L12 4z" /></svg>';
const CARD = (title: string, icon: string) =>
  `  <Card title="${title}" icon=${icon} href="/guide" horizontal>\n    Build offline-first apps with ${title}.\n  </Card>`;

let docs: string;
let site: BuiltSite;
let server: ServedSite;
let browser: Browser;

beforeAll(async () => {
  docs = writeFixture({
    'site.json': {
      name: 'supermemory | Memory API for the AI era',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      topbarLinks: [
        { name: 'Changelog', url: 'https://example.com/changelog' },
        { name: 'Support', url: 'mailto:help@example.com' },
      ],
      topbarCtaButton: { name: 'Dashboard', url: 'https://example.com/app' },
      navigation: [{ group: 'Start', pages: ['index', 'guide', 'sdks', 'replay', 'shapes', 'rpc', 'backfill'] }],
      openapi: 'openapi.json',
    },
    'openapi.json': {
      openapi: '3.1.0',
      info: { title: 'Tables', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/backfill': {
          post: {
            summary: 'Backfill',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { batch_checkpoint_flush_interval_seconds: { type: 'integer' } },
                  },
                },
              },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    },
    'backfill.md': '---\ntitle: Backfill\nopenapi: POST /backfill\n---\n',
    'shapes.mdx': [
      '---\ntitle: Shapes\n---',
      '<CardGroup cols={2}>',
      '<Card title="LibreChat" href="https://github.com/example/librechat">',
      "Track costs per user, thanks to [Tim](https://example.com/tim)'s contribution!",
      '</Card>',
      '<Card title="ToolJet" href="/guide">Add AI to your apps.</Card>',
      '</CardGroup>',
      // An author's own flex row of three Cards (AINTrust's feature rows): on a phone they must shrink, not widen it.
      '<div className="flex flex-col items-center text-center">',
      '<div className="mt-16">',
      '<div className="flex justify-center gap-4">',
      '  <Card title="Model Evaluation" icon="microscope">Comprehensive model assessment</Card>',
      '  <Card title="Performance Tracking" icon="chart-line">Continuous monitoring</Card>',
      '  <Card title="Benchmark Testing" icon="trophy">Industry comparisons</Card>',
      '</div>',
      '</div>',
      '</div>',
      '<Steps>',
      '  <Step title="Watch">',
      '    <iframe width="560" height="315" src="https://www.youtube.com/embed/x" title="Video"></iframe>',
      '  </Step>',
      '</Steps>',
      '',
    ].join('\n'),
    // Not an image: the browser draws it as a missing file, its alt text in its place (the corpus has no images).
    'logo/light.svg': 'not an image',
    'logo/dark.svg': 'not an image',
    // As meilisearch's search.js does: a search bar added to the topbar's links, as wide as they let it be.
    'search-bar.js':
      "const bar = document.createElement('div'); bar.style.cssText = 'width: 100%; max-width: 240px; padding: 8px 16px; border: 1px solid'; bar.textContent = 'Search…'; const row = document.createElement('div'); row.style.cssText = 'display: flex; width: 100%'; row.append(bar); document.querySelector('header nav')?.append(row);\n",
    'index.md': '# Home\n\nThe home page.\n',
    'guide.md': '# Guide\n\nA guide.\n',
    'sdks.mdx': [
      '---\ntitle: SDKs\n---',
      '<CardGroup cols={2}>',
      CARD('React', '"react"'),
      CARD('Vue', '"vuejs"'),
      CARD('Nuxt', `{${SVG}}`),
      '</CardGroup>',
      '',
    ].join('\n'),
    'replay.mdx': '---\ntitle: "GET /v1/sessions/{id}/replay"\n---\n\nReturns the replay of a session.\n',
    // A title that is one long word, shown in the previous/next links of its neighbour (Abstract's JSON-RPC pages).
    'rpc.md': '---\ntitle: zks_sendRawTransactionWithDetailedOutput\n---\n\nSends a transaction.\n',
  });
  site = await buildToTemp(docs);
  server = await serveSite(site.dir);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.remove();
  rmSync(docs, { recursive: true, force: true });
});

const page = (urlPath: string): AuditPage => ({
  file: `${urlPath}index.html`,
  urlPath,
  kind: 'components',
  components: 1,
});
const describeDefect = (d: LayoutDefect) => `/${d.page.urlPath} [${d.variant}] ${d.rule} ${d.component}: ${d.message}`;

describe('the layout audit on what it found in the corpus', () => {
  it('passes with a missing logo file, an SVG Card icon, a one-word title, a script’s search bar, a linked Card holding a link, a wide video, a long field name and a one-word title in the previous/next links', async () => {
    const pages = [page(''), page('sdks/'), page('replay/'), page('shapes/'), page('backfill/'), page('rpc/')];
    const defects = await auditLayout(browser, pages, { siteUrl: server.url });
    expect(defects.map(describeDefect)).toEqual([]);
  }, 120_000);

  it('at 375 px keeps the menu, search and theme buttons on the screen beside the missing logo’s text', async () => {
    const context = await offlineContext(browser, { viewport: { width: 375, height: 740 } });
    try {
      const tab = await context.newPage();
      await tab.goto(server.url);
      const boxes = await tab.evaluate(() =>
        ['.q-brand', '.q-search-button', '.q-theme-toggle'].map((s) => {
          const r = (document.querySelector(s) as Element).getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width };
        }),
      );
      for (const box of boxes) expect(box.right).toBeLessThanOrEqual(375);
      // The brand shrinks but is still there, ahead of the buttons.
      expect(boxes[0].width).toBeGreaterThan(100);
      expect(boxes[0].right).toBeLessThanOrEqual(boxes[1].left);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    } finally {
      await context.close();
    }
  });

  it('draws the SVG Card icon at its size, and the Card at half the group’s width', async () => {
    const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(new URL('sdks/', server.url).href);
      const sizes = await tab.evaluate(() => {
        const cards = [...document.querySelectorAll('.q-card')].map((c) => c.getBoundingClientRect().width);
        const svg = document.querySelector('.q-card:last-child .q-card-icon-box svg') as SVGElement;
        return {
          cards,
          icon: svg.getBoundingClientRect().width,
          group: document.querySelector('.q-card-group')!.clientWidth,
        };
      });
      expect(sizes.icon).toBe(24);
      for (const width of sizes.cards) expect(width).toBeGreaterThan(sizes.group / 2 - 20);
    } finally {
      await context.close();
    }
  });
});

describe('the probe', () => {
  it('reports text wider than its box as escaping the column, though every box fits', async () => {
    const context = await offlineContext(browser, { viewport: { width: 375, height: 740 } });
    try {
      const tab = await context.newPage();
      await tab.goto(new URL('replay/', server.url).href);
      await tab.addStyleTag({ content: '.q-page-header { overflow-wrap: normal !important; }' });
      const defects = await tab.evaluate(probeLayout, 't-');
      expect(defects.map((d) => `${d.rule} ${d.component} "${d.text}"`)).toEqual([
        'layout/escapes-column page header (.q-page-header) "GET /v1/sessions/{id}/replay"',
        'layout/horizontal-scroll page header (.q-page-header) "GET /v1/sessions/{id}/replay"',
      ]);
      expect(defects[0].message).toMatch(/^its text spans x 20–\d+, outside the content column \(x 20–355\)/);
    } finally {
      await context.close();
    }
  });

  it('reports text that does not stand out from what is behind it, through color-mix and translucent layers', async () => {
    const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(new URL('replay/', server.url).href);
      await tab.evaluate(() => {
        document.documentElement.dataset.theme = 'dark';
      });
      expect(await tab.evaluate(probeLayout, 'c-')).toEqual([]);
      await tab.addStyleTag({
        content:
          '.q-content p { color: color-mix(in srgb, var(--q-bg) 80%, white) !important; background: rgb(255 255 255 / 0.05); }',
      });
      const defects = await tab.evaluate(probeLayout, 'd-');
      expect(defects.map((d) => `${d.rule} ${d.component} "${d.text}"`)).toEqual([
        'layout/low-contrast p "Returns the replay of a session."',
      ]);
      expect(defects[0].message).toMatch(/^its text has a contrast of 1\.\d\d:1 with what is behind it$/);
    } finally {
      await context.close();
    }
  });

  it('lets a decoration the header is drawn over pass, but not text under the header', async () => {
    const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(new URL('guide/', server.url).href);
      // As Mintlify's home page hero: an empty background shape pulled up under the header (`absolute -top-14`).
      await tab.evaluate(() => {
        const content = document.querySelector('.q-content') as HTMLElement;
        content.style.position = 'relative';
        const shape = document.createElement('div');
        shape.style.cssText = 'position: absolute; top: -160px; left: 0; width: 100%; height: 200px; background: pink';
        content.prepend(shape);
      });
      expect((await tab.evaluate(probeLayout, 'e-')).map((d) => d.rule)).toEqual([]);
      // Its background image, when it did not load (the corpus copy lacks the file): only its alt text is drawn, and
      // what the image would show cannot be judged. A loaded image there is content under the header.
      const withImage = async (src: string) => {
        await tab.evaluate(async (src) => {
          const shape = document.querySelector('.q-content > div') as HTMLElement;
          shape.innerHTML = `<img alt="Decorative background image." style="width: 100%; height: 200px">`;
          const img = shape.querySelector('img') as HTMLImageElement;
          await new Promise((done) => {
            img.onload = img.onerror = done;
            img.src = src;
          });
        }, src);
        return (await tab.evaluate(probeLayout, `i${src.length}-`)).map((d) => d.rule);
      };
      expect(await withImage('/images/missing-hero.svg')).toEqual([]);
      const drawn = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="pink"/></svg>')}`;
      expect(await withImage(drawn)).toContain('layout/overlaps-chrome');
      await tab.evaluate(() => {
        (document.querySelector('.q-content > div') as HTMLElement).textContent = 'Hidden under the header';
      });
      expect((await tab.evaluate(probeLayout, 'f-')).map((d) => d.rule)).toContain('layout/overlaps-chrome');
    } finally {
      await context.close();
    }
  });
});
