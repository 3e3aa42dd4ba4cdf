/**
 * One page that uses every built-in MDX component with its main props (test/fixtures/all-components): it builds
 * without a warning, axe finds nothing in light and dark at 1280 and 375 px (as loaded, then with every disclosure
 * open, every tab panel and view shown in turn, and a tooltip open), and the Nu Html Checker finds no error in the built HTML. The
 * page must name every registered component, so a new one cannot be added without this check covering it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { COMPONENTS } from '../../src/markdown/mdx/components/index.js';
import { htmlFiles, offlineContext, ROOT, useServedFixture } from '../browser/helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const VNU = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'all-components');

const served = useServedFixture('all-components');

describe('the all-components page', () => {
  it('uses every registered component', () => {
    const source = readFileSync(path.join(FIXTURE, 'index.mdx'), 'utf8');
    const names = Object.keys(COMPONENTS);
    expect(names.length).toBeGreaterThan(30);
    const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const missing = names.filter((name) => !new RegExp(`<${literal(name)}[\\s/>]`).test(source));
    expect(missing).toEqual([]);
  });

  it('builds without a warning', () => {
    // Infos aside: the changelog's RSS feed notes that its links are paths without `--site-url`.
    expect(formatDiagnostics(served.site.result.diagnostics.filter((d) => d.severity !== 'info'))).toBe('');
  });
});

describe('axe-core', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`finds no violations in ${theme} mode at ${width} px, folded and unfolded`, async () => {
        const context = await offlineContext(served.browser, {
          colorScheme: theme,
          viewport: { width, height: 900 },
          isMobile: width < 400,
          reducedMotion: 'reduce',
        });
        await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
        const errors: string[] = [];
        try {
          const page = await context.newPage();
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(served.server.url);
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          // As loaded (the mobile menu, at 375 px, stays closed).
          const problems = await axe(page, 'as loaded');
          await page.evaluate(() => {
            for (const details of document.querySelectorAll('details')) details.open = true;
          });
          // Then every later tab, menu option and view, in turn, with every disclosure open.
          const rounds = await page.evaluate(() =>
            Math.max(
              1,
              ...[...document.querySelectorAll('[role="tablist"]')].map(
                (l) => l.querySelectorAll('[role="tab"]').length,
              ),
              ...[...document.querySelectorAll('select')].map((s) => s.options.length),
              document.querySelectorAll('.q-view-switcher input').length,
            ),
          );
          expect(rounds).toBeGreaterThan(1);
          for (let index = 1; index < rounds; index++) {
            await showEach(page, index);
            // A tooltip open too (on keyboard focus), so its box is checked.
            await page.locator('.q-tooltip-trigger[tabindex]').first().focus();
            await page.locator('[role="tooltip"]').first().waitFor({ state: 'visible' });
            problems.push(...(await axe(page, `tab ${index + 1} shown`)));
          }
          expect(problems).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }, 60_000);
    }
  }
});

describe('Nu Html Checker', () => {
  it('reports no errors in the built HTML', () => {
    const files = htmlFiles(served.site.dir).map((file) => path.join(served.site.dir, file));
    expect(files.map((file) => path.relative(served.site.dir, file))).toContain('index.html');
    const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' });
    expect(run.error, 'java must be installed (CI installs default-jre-headless)').toBeUndefined();
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(run.stderr || run.stdout) as {
      messages: Array<{ type: string; url?: string; lastLine?: number; message: string }>;
    };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) => `${path.relative(served.site.dir, new URL(m.url ?? 'file:///').pathname)}:${m.lastLine} ${m.message}`,
      );
    expect(errors).toEqual([]);
  }, 60_000);
});

/**
 * Show the `index`th panel of every tab group and code menu, and the `index`th view, as a reader would: by clicking
 * visible tabs and choosing menu options and switcher buttons. Groups with fewer panels keep their last one.
 */
async function showEach(page: Page, index: number): Promise<void> {
  const lists = page.locator('[role="tablist"]');
  for (let i = 0; i < (await lists.count()); i++) {
    const tab = lists.nth(i).locator('[role="tab"]').nth(index);
    if ((await tab.count()) === 0 || !(await tab.isVisible())) continue;
    await tab.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
  }
  const selects = page.locator('select.q-code-select');
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    const value = await select.evaluate((el, n) => (el as HTMLSelectElement).options[n]?.value, index);
    if (value !== undefined && (await select.isVisible())) await select.selectOption(value);
  }
  const view = page.locator('.q-view-switcher input').nth(index);
  if ((await view.count()) > 0) await view.check();
}

async function axe(page: Page, state: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await run.run(document)).violations;
  })) as Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
  return violations.map((v) => `${state}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
