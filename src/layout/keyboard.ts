/**
 * Keyboard checks of a page's interactive components: the first content tab group, code group, accordion (or other
 * disclosure) and code copy button are each worked with keys only, and must answer as a mouse click would.
 */
import type { Page } from 'playwright-core';
import type { ProbeDefect } from './probe.js';

/** What each check drives, found in the page and marked with `data-quire-key`. */
const TARGETS = {
  tabs: '.q-tab-group[data-tabs] > .q-tablist > [role="tab"][aria-selected="true"]',
  'code group': '.q-code-group[data-tabs] .q-tablist > [role="tab"][aria-selected="true"]',
  accordion: '.q-content details:not([open]) > summary',
  'copy button': '.q-content .code-copy',
} as const;

type Target = keyof typeof TARGETS;

/** Run every check whose component the page has; a failed one is a `layout/keyboard` defect. */
export async function checkKeyboard(page: Page, markPrefix: string): Promise<ProbeDefect[]> {
  const defects: ProbeDefect[] = [];
  for (const name of Object.keys(TARGETS) as Target[]) {
    // Found just before its check: an earlier check may have hidden what was visible before.
    const present = await page.evaluate(
      ([key, selector]) => {
        // The first one the reader can see: a tab of a group of two or more, a disclosure not inside a closed one.
        const element = [...document.querySelectorAll(selector)].find((e) => {
          // Chromium keeps the boxes of a closed <details>'s content, which is not drawn and takes no focus.
          const closed = e.parentElement?.closest('details:not([open])');
          if (
            closed &&
            !(
              e.tagName === 'SUMMARY' &&
              e.parentElement === closed &&
              !closed.parentElement?.closest('details:not([open])')
            )
          )
            return false;
          const r = e.getBoundingClientRect();
          const tabs = e.parentElement?.querySelectorAll('[role="tab"]').length ?? 0;
          return r.width > 0 && r.height > 0 && (e.getAttribute('role') !== 'tab' || tabs > 1);
        });
        element?.setAttribute('data-quire-key', key);
        return element !== undefined;
      },
      [name, TARGETS[name]] as const,
    );
    if (!present) continue;
    const selector = `[data-quire-key="${name}"]`;
    await page.focus(selector);
    const problem = await CHECKS[name](page, selector);
    if (problem === undefined) continue;
    const mark = `${markPrefix}${defects.length}`;
    const { component, text } = await page.evaluate(
      ([s, m]) => {
        const element = document.querySelector(s) as Element;
        element.setAttribute('data-quire-audit', m);
        return { component: element.className || element.tagName.toLowerCase(), text: element.textContent ?? '' };
      },
      [selector, mark] as const,
    );
    defects.push({
      rule: 'layout/keyboard',
      component: `${name} (${component.startsWith('q-') || component === 'code-copy' ? `.${component}` : component})`,
      text: text.replace(/\s+/g, ' ').trim().slice(0, 60),
      message: problem,
      mark,
    });
  }
  return defects;
}

/** Each check: keys pressed on the focused element; undefined when the component answered. */
const CHECKS: Record<Target, (page: Page, selector: string) => Promise<string | undefined>> = {
  tabs: arrowToNextTab,
  'code group': arrowToNextTab,
  accordion: async (page, selector) => {
    await page.keyboard.press('Enter');
    const open = await page.evaluate((s) => {
      const details = document.querySelector(s)?.parentElement as HTMLDetailsElement | null;
      const body = details?.querySelector(':scope > :not(summary)');
      return details?.open === true && (body === null || body === undefined || body.getBoundingClientRect().height > 0);
    }, selector);
    return open ? undefined : 'Enter on its summary does not open it';
  },
  'copy button': async (page, selector) => {
    await page.keyboard.press('Enter');
    try {
      await page.waitForFunction(
        (s) =>
          document.querySelector(s)?.hasAttribute('data-copied') ||
          (document.querySelector('.code-copy-status')?.textContent ?? '') !== '',
        selector,
        { timeout: 10_000 },
      );
      return undefined;
    } catch {
      return 'Enter on the focused button copies nothing and says nothing';
    }
  },
};

/** ArrowRight on the selected tab selects, focuses and shows the next one. */
async function arrowToNextTab(page: Page, selector: string): Promise<string | undefined> {
  await page.keyboard.press('ArrowRight');
  return page.evaluate((s) => {
    const tab = document.querySelector(s) as HTMLElement;
    // Right from the last tab wraps around to the first.
    const next = (tab.nextElementSibling ?? tab.parentElement?.firstElementChild) as HTMLElement | null;
    if (!next || next === tab) return 'the tab list has one tab';
    if (next.getAttribute('aria-selected') !== 'true') return 'ArrowRight does not select the next tab';
    if (document.activeElement !== next) return 'ArrowRight does not move the focus to the next tab';
    const panel = document.getElementById(next.getAttribute('aria-controls') ?? '');
    const r = panel?.getBoundingClientRect();
    if (!r || r.height === 0) return 'the next tab is selected but its panel is not shown';
    return undefined;
  }, selector);
}
