/**
 * The layout audit: open pages of a served site in Chromium and check, in each viewport and theme a reader may use,
 * the invariants of probe.ts and the keyboard checks of keyboard.ts. A page is loaded once: the viewport is resized
 * and the theme switched (the `data-theme` attribute the head script sets) on the loaded page, and every invariant is
 * measured in one `page.evaluate` per variant. A page with a defect is screenshotted with the defects outlined.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkKeyboard } from './keyboard.js';
import type { AuditPage } from './pages.js';
import { probeLayout, type ProbeDefect } from './probe.js';

/** A viewport and theme. */
export interface Variant {
  width: number;
  height: number;
  theme: 'light' | 'dark';
}

/** Desktop and phone, each light and dark. */
export const VARIANTS: readonly Variant[] = [
  { width: 1280, height: 800, theme: 'light' },
  { width: 1280, height: 800, theme: 'dark' },
  { width: 375, height: 740, theme: 'light' },
  { width: 375, height: 740, theme: 'dark' },
];

/** One defect, where it is. */
export interface LayoutDefect extends Omit<ProbeDefect, 'mark'> {
  page: AuditPage;
  /** `1280 light`, `375 dark`; keyboard checks run at `1280 light`. */
  variant: string;
  /** The screenshot of the page in that variant with the defect outlined, when a folder for them was given. */
  screenshot?: string;
}

/** Options of {@link auditLayout}. */
export interface AuditOptions {
  /** The site's URL, ending in `/`: each page's `urlPath` is resolved against it. */
  siteUrl: string;
  /** Where screenshots of pages with defects go (made when needed); none without it. */
  screenshotDir?: string;
  /** Pages open at once. @default 3 */
  concurrency?: number;
}

/** Audit `pages` of the site at `siteUrl` in `browser`; requests that leave the site's origin are aborted. */
export async function auditLayout(
  browser: Browser,
  pages: AuditPage[],
  options: AuditOptions,
): Promise<LayoutDefect[]> {
  const origin = new URL(options.siteUrl).origin;
  const results = await mapLimit(pages, options.concurrency ?? 3, async (page) => {
    // A context per page: what one page stores (the chosen tab, the theme) does not change the next.
    const context = await browser.newContext({ viewport: VARIANTS[0], reducedMotion: 'reduce' });
    // The copy buttons' keyboard check needs the clipboard, as a reader's click has it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('internetdisconnected'),
    );
    try {
      return await auditPage(await context.newPage(), page, options);
    } finally {
      await context.close();
    }
  });
  return results.flat();
}

/** `work` over `items`, at most `limit` at once, results in the order of `items`. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function auditPage(tab: Page, page: AuditPage, options: AuditOptions): Promise<LayoutDefect[]> {
  await tab.goto(new URL(page.urlPath, options.siteUrl).href, { waitUntil: 'load' });
  // The page a reader ends up with: diagrams drawn (or given up on) once Mermaid has loaded, which hides their source
  // and its copy button, else a check could focus a button that goes away under it.
  await tab
    .waitForFunction(
      () =>
        [...document.querySelectorAll('figure[data-mermaid]')].every((f) =>
          ['drawn', 'error'].includes(f.getAttribute('data-mermaid') ?? ''),
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const defects: LayoutDefect[] = [];
  const found = async (variant: string, list: ProbeDefect[]) => {
    if (list.length === 0) return;
    const screenshot = options.screenshotDir && (await screenshotOf(tab, page, variant, list, options.screenshotDir));
    for (const { mark: _, ...defect } of list)
      defects.push({ ...defect, page, variant, ...(screenshot && { screenshot }) });
  };
  for (const [index, variant] of VARIANTS.entries()) {
    const name = `${variant.width} ${variant.theme}`;
    await tab.setViewportSize({ width: variant.width, height: variant.height });
    await tab.evaluate((theme) => {
      // As the page's head script switches it: the attribute, and the `dark` class authors' CSS and `dark:` target.
      document.documentElement.dataset.theme = theme;
      document.documentElement.classList.toggle('dark', theme === 'dark');
    }, variant.theme);
    await found(name, await tab.evaluate(probeLayout, `v${index}-`));
    if (index === 0) {
      // Keys at the desktop size; then the panels and disclosures they opened are measured like the rest.
      await found(name, await checkKeyboard(tab, 'k-'));
      await found(`${name}, after the keyboard checks`, await tab.evaluate(probeLayout, 'a-'));
    }
  }
  return defects;
}

/** A viewport screenshot around the first defect, every defect of the variant outlined. */
async function screenshotOf(
  tab: Page,
  page: AuditPage,
  variant: string,
  list: ProbeDefect[],
  dir: string,
): Promise<string> {
  const slug = (page.urlPath.replace(/\/$/, '') || 'index').replace(/[^A-Za-z0-9._-]+/g, '_');
  const file = path.join(dir, `${slug}--${variant.replace(/[^a-z0-9]+/gi, '-')}.png`);
  mkdirSync(dir, { recursive: true });
  await tab.evaluate(
    (marks) => {
      const style = document.createElement('style');
      style.id = 'quire-audit-outline';
      style.textContent = `${marks.map((m) => `[data-quire-audit="${m}"]`).join(',')}{outline:3px solid #e11d48!important}`;
      document.head.append(style);
      document
        .querySelector(`[data-quire-audit="${marks[0]}"]`)
        ?.scrollIntoView({ block: 'center', behavior: 'instant' });
    },
    list.map((d) => d.mark),
  );
  await tab.screenshot({ path: file });
  await tab.evaluate(() => {
    document.getElementById('quire-audit-outline')?.remove();
    window.scrollTo(0, 0);
  });
  return file;
}
