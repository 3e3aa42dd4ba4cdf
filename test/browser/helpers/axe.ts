/** axe-core run in a page: each violation as `rule at selector, selector`. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The path of axe-core's browser build, for `page.addScriptTag`. */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Run axe over the whole document of `page`; an empty list means no violations. */
export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await run.run(document)).violations;
  })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
