/**
 * The selectors docs/mintlify.md documents for authors' CSS ("Selectors to target": Mintlify's ids and classes on
 * Quire's chrome) each match an element of a built page, read from the doc's table so that the two cannot drift
 * apart; and a chrome id gives way to a heading of the page with the same id.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildToTemp,
  launchChromium,
  offlineContext,
  ROOT,
  serveSite,
  type BuiltSite,
  type ServedSite,
} from './helpers/chrome-site.js';

/** The selectors of the doc's table: the backticked ones in the first cell of each row. */
function documentedSelectors(): string[] {
  const doc = readFileSync(path.join(ROOT, 'docs/mintlify.md'), 'utf8');
  const start = doc.indexOf('### Selectors to target');
  const table = doc.slice(start, doc.indexOf('\n\n', doc.indexOf('| Selector |', start)));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split(' | ')[0].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** Write `files` into a new temp docs folder. */
function docsFolder(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const folders: string[] = [];
const sites: BuiltSite[] = [];
const served: ServedSite[] = [];
let browser: Browser;

beforeAll(async () => {
  // A docs.json site with every part of the chrome Mintlify names: logo, links, CTA, tabs, banner, groups.
  const mintlify = docsFolder('quire-selectors-', {
    'docs.json': JSON.stringify({
      name: 'Selectors',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      banner: { content: 'Version 2 is out.' },
      navbar: {
        links: [{ label: 'Blog', href: 'https://example.com/blog' }],
        primary: { type: 'button', label: 'Sign up', href: 'https://example.com/signup' },
      },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guide', 'collide'] }] },
          { tab: 'Reference', groups: [{ group: 'Reference', pages: ['reference/index'] }] },
        ],
      },
    }),
    'logo/light.svg': LOGO,
    'logo/dark.svg': LOGO,
    'index.mdx': '---\ntitle: Home\n---\n\n## Install\n\nText.\n\n## Use\n\nText.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\n## Steps\n\nText.\n',
    'collide.mdx': '---\ntitle: Collide\n---\n\n## Pagination\n\nText.\n\n## Table of contents\n\nText.\n',
    'reference/index.mdx': '---\ntitle: Reference\n---\n\nText.\n',
  });
  // Page ratings are a site.json setting (Mintlify turns them on from its dashboard).
  const ratings = docsFolder('quire-selectors-rating-', {
    'site.json': JSON.stringify({
      name: 'Ratings',
      navigation: [{ group: 'Start', pages: ['index'] }],
      feedback: { thumbsRating: true },
      analytics: { plausible: { domain: 'example.com' } },
    }),
    'index.md': '---\ntitle: Home\n---\n\nHello.\n',
  });
  folders.push(mintlify, ratings);
  for (const folder of folders) {
    const site = await buildToTemp(folder);
    sites.push(site);
    served.push(await serveSite(site.dir));
  }
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const server of served) await server.close();
  for (const site of sites) site.remove();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** How many elements match each of `selectors` on the page at `url`, in dark mode. */
async function counts(url: string, selectors: string[]): Promise<Record<string, number>> {
  const context = await offlineContext(browser, { colorScheme: 'dark' });
  const page: Page = await context.newPage();
  await page.goto(url);
  const result = await page.evaluate(
    (list) => Object.fromEntries(list.map((selector) => [selector, document.querySelectorAll(selector).length])),
    selectors,
  );
  await context.close();
  return result;
}

describe('the selectors docs/mintlify.md documents', () => {
  it('reads the table (the check is not blind)', () => {
    const selectors = documentedSelectors();
    expect(selectors.length).toBeGreaterThan(30);
    expect(selectors).toContain('#navbar');
    expect(selectors).toContain('#feedback-thumbs-up');
  });

  it('each matches an element of a built page', { timeout: 60_000 }, async () => {
    const selectors = documentedSelectors();
    const pages = [`${served[0].url}`, `${served[0].url}guide/`, `${served[1].url}`];
    const found = new Map<string, number>();
    for (const url of pages)
      for (const [selector, count] of Object.entries(await counts(url, selectors)))
        found.set(selector, (found.get(selector) ?? 0) + count);
    expect(selectors.filter((selector) => !found.get(selector))).toEqual([]);
    // Ids are unique on a page.
    const home = await counts(
      served[0].url,
      selectors.filter((s) => /^#[a-z-]+$/.test(s)),
    );
    expect(Object.entries(home).filter(([, count]) => count > 1)).toEqual([]);
    expect((await counts(served[0].url, ['html[data-current-path="/"]']))['html[data-current-path="/"]']).toBe(1);
    expect(
      (await counts(`${served[0].url}guide/`, ['html[data-current-path="/guide"]']))[
        'html[data-current-path="/guide"]'
      ],
    ).toBe(1);
  });

  it('gives a chrome id up to a heading of the page with that id', { timeout: 60_000 }, async () => {
    const found = await counts(`${served[0].url}collide/`, [
      'h2#pagination',
      'nav.q-pagination#pagination',
      'nav.q-pagination',
      'h2#table-of-contents',
      'aside.q-toc#table-of-contents',
      'aside.toc',
      '#navbar',
    ]);
    expect(found).toEqual({
      'h2#pagination': 1,
      'nav.q-pagination#pagination': 0,
      'nav.q-pagination': 1,
      'h2#table-of-contents': 1,
      'aside.q-toc#table-of-contents': 0,
      'aside.toc': 1,
      '#navbar': 1,
    });
  });
});
