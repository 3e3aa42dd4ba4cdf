/**
 * Mintlify's nine themes (docs.json `theme`) in Chromium: each must pass what `mint` passes. One build of the README
 * screenshots' sample project (scripts/theme-sample.js), one page: each theme is switched on that page as its
 * theme.css would (`<html data-q-theme>` and the theme's rules), then axe (every rule) and the layout audit's
 * invariants (src/layout/probe.ts) run at 1280 and 375 px (the menu open), light and dark.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_THEMES, type LayoutTheme } from '../../src/config/types.js';
import { probeLayout } from '../../src/layout/probe.js';
import { layoutThemeRules } from '../../src/render/site-themes.js';
import { THEME_SAMPLE_PAGES, themeSampleDocsJson } from '../../scripts/theme-sample.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { AXE } from './helpers/axe.js';
import {
  type BuiltSite,
  buildToTemp,
  launchChromium,
  offlineContext,
  type ServedSite,
  serveSite,
} from './helpers/chrome-site.js';

let docs: string;
let site: BuiltSite;
let server: ServedSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  docs = writeFixture({ ...THEME_SAMPLE_PAGES, 'docs.json': themeSampleDocsJson('mint') });
  site = await buildToTemp(docs, { offline: true });
  server = await serveSite(site.dir);
  browser = await launchChromium();
  context = await offlineContext(browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  await page.goto(server.url);
  await page.addScriptTag({ path: AXE });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.remove();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

/** Give the loaded page the look of `theme`, as its theme.css would. */
async function useTheme(theme: LayoutTheme): Promise<void> {
  await page.evaluate(
    ({ theme, css }) => {
      const root = document.documentElement;
      if (theme === 'mint') delete root.dataset.qTheme;
      else root.dataset.qTheme = theme;
      let style = document.getElementById('q-theme-under-test');
      if (!style) {
        style = document.createElement('style');
        style.id = 'q-theme-under-test';
        document.head.append(style);
      }
      style.textContent = css;
    },
    { theme, css: layoutThemeRules(theme).join('\n') },
  );
}

/** What the layout audit's probe finds on the page as it is now. */
async function probe(where: string): Promise<string[]> {
  const defects = await page.evaluate(probeLayout, `${where.replace(/\W+/g, '-')}-`);
  return defects.map((d) => `${where}: ${d.rule} ${d.component} "${d.text}" ${d.message}`);
}

/** What axe finds on the page as it is now: every rule, colour contrast included. */
async function accessibility(where: string): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Node): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  });
  return violations.map((v) => `${where}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('docs.json theme in the browser', () => {
  it.each(LAYOUT_THEMES)('`%s` passes axe and the layout audit, 1280 and 375 px, light and dark', async (theme) => {
    await useTheme(theme);
    const found: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((mode) => {
          // As the page's head script switches it.
          document.documentElement.dataset.theme = mode;
          document.documentElement.classList.toggle('dark', mode === 'dark');
        }, mode);
        found.push(...(await probe(`${width} ${mode}`)));
        if (width === 1280) {
          // With the tabs bar's menu open too.
          await page.evaluate(() => document.querySelector('.q-tab-menu details')?.setAttribute('open', ''));
          found.push(...(await accessibility(`${width} ${mode}`)));
          await page.evaluate(() => document.querySelector('.q-tab-menu details')?.removeAttribute('open'));
        } else {
          // On a phone, with the menu open: the sidebar's look there (the probe measures the page, not a menu).
          await page.evaluate(() => document.querySelector<HTMLElement>('.q-sidebar')?.showPopover());
          found.push(...(await accessibility(`${width} ${mode}, menu open`)));
          await page.evaluate(() => document.querySelector<HTMLElement>('.q-sidebar')?.hidePopover());
        }
      }
    }
    expect(await page.getAttribute('html', 'data-q-theme')).toBe(theme === 'mint' ? null : theme);
    expect(found).toEqual([]);
  });

  it('draws a tab menu’s button as the other tabs, and leaves the links in its list as `mint` draws them', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const looks = new Map<LayoutTheme, { tab: string; button: string; item: string }>();
    for (const theme of LAYOUT_THEMES) {
      await useTheme(theme);
      looks.set(
        theme,
        await page.evaluate(() => {
          const look = (el: Element | null) => {
            if (!el) throw new Error('missing tab');
            const s = getComputedStyle(el);
            return ['height', 'margin-top', 'padding-inline-start', 'border-radius', 'border-top-width']
              .map((p) => s.getPropertyValue(p))
              .join(' ');
          };
          const details = document.querySelector('.q-tab-menu details') as HTMLDetailsElement;
          details.open = true;
          const item = look(details.querySelector('.q-nav-tab-menu-list a'));
          details.open = false;
          return {
            tab: look(document.querySelector('.q-tabs > ul > li > a:not(.q-active)')),
            button: look(details.querySelector('summary')),
            item,
          };
        }),
      );
    }
    const mint = looks.get('mint')!;
    for (const [theme, look] of looks) {
      expect(look.button, `${theme}: the menu's button`).toBe(look.tab);
      expect(look.item, `${theme}: a link in the menu`).toBe(mint.item);
    }
  });

  it('puts a nested group’s entries on its rule in `willow`, where the current page’s bar is drawn', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useTheme('willow');
    const offsets = await page.evaluate(() => {
      const details = document.querySelector('.q-nav-sub details') as HTMLDetailsElement;
      details.open = true;
      const rule = (details.querySelector('ul') as HTMLElement).getBoundingClientRect().left;
      return [...details.querySelectorAll('ul a')].map((a) => a.getBoundingClientRect().left - rule);
    });
    expect(offsets).toEqual([0, 0]);
  });

  it('draws each theme apart from every other in at least half of ten places a reader looks first', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
      document.documentElement.classList.remove('dark');
    });
    const looks = new Map<LayoutTheme, string[]>();
    for (const theme of LAYOUT_THEMES) {
      await useTheme(theme);
      looks.set(theme, await page.evaluate(FEATURES));
    }
    const close: string[] = [];
    LAYOUT_THEMES.forEach((a, i) => {
      for (const b of LAYOUT_THEMES.slice(i + 1)) {
        const [x, y] = [looks.get(a)!, looks.get(b)!];
        const differ = x.filter((feature, k) => feature !== y[k]).length;
        if (differ < 5) close.push(`${a} and ${b} differ in ${differ} places`);
      }
    });
    expect(close).toEqual([]);
  });
});

/** Ten places where a theme shows (runs in the page): the computed look of each, as a string. */
function FEATURES(): string[] {
  const look = (selector: string, ...props: string[]) => {
    const el = document.querySelector(selector);
    if (!el) throw new Error(`no ${selector}`);
    const style = getComputedStyle(el);
    return props.map((p) => style.getPropertyValue(p)).join(' ');
  };
  return [
    look('.q-header', 'border-bottom-style', 'border-bottom-color', 'background-color', 'box-shadow'),
    look('.q-tabs a.q-active', 'background-color', 'border-radius', 'border-top-style', 'color'),
    look('.q-sidebar', 'background-color', 'border-inline-end-style', 'border-top-style', 'font-size'),
    look(
      '.q-nav-group a[aria-current="page"]',
      'background-color',
      'border-radius',
      'box-shadow',
      'outline-style',
      'text-decoration-line',
      'border-inline-start-style',
      'color',
    ),
    look('.q-nav-title', 'text-transform', 'color', 'font-size', 'font-weight'),
    look('.q-page-header h1', 'font-family', 'font-size', 'font-weight'),
    look('.q-main', 'background-color', 'border-top-style', 'box-shadow'),
    look('.q-content pre', 'border-radius', 'background-color', 'border-top-style'),
    look('body', 'font-family', 'background-color'),
    look('.q-card', 'border-radius', 'border-top-style', 'border-top-color', 'box-shadow'),
  ];
}
