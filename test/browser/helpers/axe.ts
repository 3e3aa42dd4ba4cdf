/** axe-core run in a page: each violation as `rule at selector, selector`. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The path of axe-core's browser build, for `page.addScriptTag`. */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Run axe over the whole document of `page`, or over the element `within` selects; an empty list means no violations. */
export async function axe(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async (selector) => {
    const run = (window as unknown as { axe: { run(context: Node): Promise<{ violations: unknown[] }> } }).axe;
    const context = selector === undefined ? document : document.querySelector(selector);
    if (!context) throw new Error(`axe: nothing matches ${selector}`);
    return (await run.run(context)).violations;
  }, within)) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
