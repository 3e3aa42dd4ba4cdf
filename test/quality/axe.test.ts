/** Every page of the built example, in light and dark mode, has no axe-core violations in Chromium. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { htmlFiles, offlineContext, urlPathOf, useServedExample } from '../browser/helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

const example = useServedExample();

describe('axe-core', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations on any page in ${theme} mode`, async () => {
      const context = await offlineContext(example.browser, { colorScheme: theme });
      await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      const page = await context.newPage();
      const problems: string[] = [];
      const files = htmlFiles(example.site.dir);
      expect(files.length).toBeGreaterThan(15);
      for (const file of files) {
        await page.goto(example.server.url + urlPathOf(file));
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        await page.addScriptTag({ path: AXE });
        const violations = (await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
            .axe;
          return (await axe.run(document)).violations;
        })) as AxeViolation[];
        for (const v of violations)
          problems.push(`${file}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('finds no violations at 375 px with the menu open, in both modes', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const context = await offlineContext(example.browser, {
        colorScheme: theme,
        viewport: { width: 375, height: 812 },
        isMobile: true,
      });
      await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      const page = await context.newPage();
      for (const url of ['', 'guides/embedding/', 'api-reference/get-user/']) {
        await page.goto(example.server.url + url);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.addScriptTag({ path: AXE });
        const violations = (await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
            .axe;
          return (await axe.run(document)).violations;
        })) as AxeViolation[];
        for (const v of violations)
          problems.push(`${theme} ${url}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
