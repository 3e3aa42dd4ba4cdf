/**
 * Tabs, code groups, steps and accordions in Chromium, on a built fixture site (test/fixtures/components-tabs): the
 * WAI-ARIA tabs keyboard pattern, syncing and remembering tab titles, the code group menu, accordions by mouse and
 * keyboard, links into folded content, the page without JavaScript, and axe in light and dark at two widths.
 */
import { spawnSync } from 'node:child_process';

import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineContext, htmlFiles, useServedFixture } from './helpers/chrome-site.js';
import { axe } from './helpers/axe.js';

const VNU = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);

const served = useServedFixture('components-tabs');
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(url = '', options: BrowserContextOptions = {}): Promise<Page> {
  context = await offlineContext(served.browser, { viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.server.url + url);
  return page;
}

/** The tab groups of the page, in order: install, code group, dropdown code group, unsynced, synced. */
const group = (page: Page, index: number) => page.locator('[data-tabs]').nth(index);

/** The titles of the panels a reader sees in `index`'s group. */
async function visiblePanels(page: Page, index: number): Promise<string[]> {
  return group(page, index)
    .locator(':scope > .q-panel')
    .evaluateAll((panels) =>
      panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.title ?? ''),
    );
}

describe('tabs', () => {
  it('follow the WAI-ARIA keyboard pattern: arrows wrap, Home and End, roving tabindex, Tab into the panel', async () => {
    const page = await open();
    const install = group(page, 0);
    const tab = (name: string) => install.getByRole('tab', { name, exact: true });
    expect(await visiblePanels(page, 0)).toEqual(['npm']);
    await tab('npm').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Yarn').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yarn');
    expect(await visiblePanels(page, 0)).toEqual(['Yarn']);
    expect(await install.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex))).toEqual([
      -1, 0, -1,
    ]);
    await page.keyboard.press('End');
    expect(await visiblePanels(page, 0)).toEqual(['pnpm']);
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanels(page, 0)).toEqual(['npm']);
    await page.keyboard.press('ArrowLeft');
    expect(await visiblePanels(page, 0)).toEqual(['pnpm']);
    await page.keyboard.press('Home');
    expect(await visiblePanels(page, 0)).toEqual(['npm']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('npm');
    // The labels for readers without JavaScript are not shown twice.
    expect(await install.locator('.q-panel-label').first().isVisible()).toBe(false);
  });

  it('switch every syncing group with the same title, leave sync={false} alone, and remember the choice', async () => {
    const page = await open();
    const tab = (index: number, name: string) => group(page, index).getByRole('tab', { name, exact: true });
    await tab(0, 'Yarn').click();
    expect(await visiblePanels(page, 0)).toEqual(['Yarn']);
    expect(await visiblePanels(page, 3)).toEqual(['npm']); // sync={false}
    expect(await visiblePanels(page, 4)).toEqual(['Yarn']); // already first, stays
    await tab(4, 'npm').click();
    expect(await visiblePanels(page, 0)).toEqual(['npm']);
    expect(await visiblePanels(page, 3)).toEqual(['npm']);
    await tab(0, 'pnpm').click();
    expect(await page.evaluate(() => localStorage.getItem('quire-tabs'))).toBe('["pnpm","npm","Yarn"]');
    await page.reload();
    // The most recent choice a group has wins: pnpm in the first, npm in the last (which has no pnpm).
    expect(await visiblePanels(page, 0)).toEqual(['pnpm']);
    expect(await visiblePanels(page, 4)).toEqual(['npm']);
    expect(await visiblePanels(page, 3)).toEqual(['npm']);
  });
});

describe('code groups', () => {
  it('switch highlighted code by tab and by menu, in step with each other', async () => {
    const page = await open();
    const code = group(page, 1);
    expect(await code.getByRole('tab').allInnerTexts()).toEqual(['index.js', 'main.py', 'bash']);
    expect(await visiblePanels(page, 1)).toEqual(['index.js']);
    await code.getByRole('tab', { name: 'main.py' }).click();
    expect(await visiblePanels(page, 1)).toEqual(['main.py']);
    expect(await code.locator('.q-panel:not([data-inactive]) .hljs-built_in').first().innerText()).toBe('print');
    // The menu of the dropdown group followed, as it has the same title.
    expect(await visiblePanels(page, 2)).toEqual(['main.py']);
    expect(await group(page, 2).locator('select').inputValue()).toBe('q-code-group-1-2');
    await group(page, 2).locator('select').selectOption({ label: 'index.js' });
    expect(await visiblePanels(page, 2)).toEqual(['index.js']);
    expect(await visiblePanels(page, 1)).toEqual(['index.js']);
    expect(await group(page, 2).getByRole('combobox', { name: 'Code example' }).isVisible()).toBe(true);
  });
});

describe('accordions', () => {
  it('open and close by mouse and keyboard, and put their id in the address bar while open', async () => {
    const page = await open();
    const logs = page.locator('#where-are-the-logs');
    const summary = logs.locator('summary');
    expect(await logs.getAttribute('open')).toBeNull();
    expect(await page.locator('#can-i-self-host').getAttribute('open')).toBe('');
    await summary.click();
    expect(await logs.getAttribute('open')).toBe('');
    expect(await page.getByText('~/.quire/logs').isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#where-are-the-logs');
    await summary.click();
    expect(await logs.getAttribute('open')).toBeNull();
    expect(new URL(page.url()).hash).toBe('');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await logs.getAttribute('open')).toBe('');
    await page.keyboard.press('Space');
    expect(await logs.getAttribute('open')).toBeNull();
  });

  it('an expandable reads Show while closed and Hide while open', async () => {
    const page = await open();
    const nested = page.locator('#a-single-accordion .q-expandable > summary');
    await page.locator('#a-single-accordion > summary').click();
    expect(await nested.innerText()).toBe('Show properties');
    expect(await nested.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(false);
    await nested.click();
    expect(await nested.innerText()).toBe('Hide properties');
  });
});

describe('links into folded content', () => {
  it('open the accordion, the nested expandable or the tab a link points into, on load and on hash change', async () => {
    const page = await open('#where-are-the-logs');
    expect(await page.locator('#where-are-the-logs').getAttribute('open')).toBe('');
    await page.goto(`${served.server.url}other/`);
    await page.getByRole('link', { name: 'a nested heading' }).click();
    await page.waitForURL(`${served.server.url}#nested-heading`);
    expect(await page.locator('#nested-heading').isVisible()).toBe(true);
    expect(await page.locator('#nested-heading').evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThan(0);
    await page.evaluate(() => {
      location.hash = '#yarn';
    });
    await page.waitForFunction(() => !document.getElementById('yarn')?.hasAttribute('data-inactive'));
    expect(await visiblePanels(page, 0)).toEqual(['Yarn']);
    expect(await group(page, 0).getByRole('tab', { name: 'Yarn', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});

describe('without JavaScript', () => {
  it('shows every panel after its label, hides the tab buttons and menus, and accordions still open', async () => {
    const page = await open('', { javaScriptEnabled: false });
    expect(await visiblePanels(page, 0)).toEqual(['npm', 'Yarn', 'pnpm']);
    expect(await visiblePanels(page, 1)).toEqual(['index.js', 'main.py', 'bash']);
    expect(await visiblePanels(page, 2)).toEqual(['index.js', 'main.py']);
    expect(await page.locator('[role="tablist"]').first().isVisible()).toBe(false);
    expect(await page.locator('.q-code-select').isVisible()).toBe(false);
    expect(await page.locator('#yarn > .q-panel-label').innerText()).toBe('Yarn');
    expect(await page.locator('#q-code-group-2 > .q-panel-label').innerText()).toBe('main.py');
    await page.locator('#where-are-the-logs > summary').click();
    expect(await page.getByText('~/.quire/logs').isVisible()).toBe(true);
  });
});

describe('printing', () => {
  it('prints every panel after its label, as without JavaScript', async () => {
    const page = await open();
    await page.emulateMedia({ media: 'print' });
    expect(await visiblePanels(page, 0)).toEqual(['npm', 'Yarn', 'pnpm']);
    expect(await page.locator('#yarn > .q-panel-label').isVisible()).toBe(true);
    expect(await page.locator('[role="tablist"]').first().isVisible()).toBe(false);
  });
});

describe('axe-core', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`finds no violations in ${theme} mode at ${width} px, with panels switched and everything open`, async () => {
        const page = await open('', { colorScheme: theme, viewport: { width, height: 900 } });
        await page.evaluate((t) => localStorage.setItem('quire-theme', t), theme);
        await page.reload();
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        const before = await axe(page);
        await group(page, 0).getByRole('tab', { name: 'Yarn', exact: true }).click();
        await group(page, 1).getByRole('tab', { name: 'bash', exact: true }).click();
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
        });
        expect([...before, ...(await axe(page))]).toEqual([]);
      });
    }
  }
});

describe('Nu Html Checker', () => {
  it('reports no errors on the pages', () => {
    const files = htmlFiles(served.site.dir).map((file) => path.join(served.site.dir, file));
    const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' });
    expect(run.error, 'java must be installed (CI installs default-jre-headless)').toBeUndefined();
    const report = JSON.parse(run.stderr || run.stdout) as { messages: Array<{ type: string; message: string }> };
    expect(report.messages.filter((m) => m.type !== 'info').map((m) => m.message)).toEqual([]);
  }, 60_000);
});
