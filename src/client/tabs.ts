/**
 * Tabs and code groups (`[data-tabs]`, rendered by src/markdown/mdx/components/tabs.ts): the WAI-ARIA tabs pattern
 * with automatic activation (click, or Left/Right/Home/End on the focused tab), or a `<select>` for a dropdown code
 * group. Groups marked `data-sync` switch together by tab title, and the titles a reader picks are remembered (most
 * recent first), so the next page opens on the same language. The HTML shows every panel until this runs; CSS hides
 * the `[data-inactive]` ones once the head script has marked the page as scripted.
 */
import { readStored, writeStored } from './storage.js';

/** Storage key of the tab titles the reader chose, most recent first. */
export const TABS_KEY = 'quire-tabs';
const REMEMBERED = 20;

/** Wire every tab group on the page and open each syncing group on the reader's last choice it has. */
export function initTabs(): void {
  const groups = [...document.querySelectorAll<HTMLElement>('[data-tabs]')];
  if (groups.length === 0) return;
  for (const group of groups) wire(group);
  const chosen = storedChoices();
  for (const group of groups) {
    if (!group.hasAttribute('data-sync')) continue;
    const titles = panelsOf(group).map((panel) => panel.dataset.title);
    const title = chosen.find((t) => titles.includes(t));
    if (title !== undefined) select(group, titles.indexOf(title));
  }
}

/** Show the panel `panel` in its group (the client's anchor handling uses it for links into a hidden panel). */
export function showPanel(panel: HTMLElement): void {
  const group = panel.parentElement;
  if (!group?.hasAttribute('data-tabs')) return;
  const index = panelsOf(group).indexOf(panel);
  if (index >= 0) select(group, index);
}

/** Where each key moves the selection from tab `index` (of `0…last`); Left and Right wrap around. */
const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

function wire(group: HTMLElement): void {
  const tabs = tabsOf(group);
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => choose(group, index, false));
    tab.addEventListener('keydown', (event) => {
      const move = Object.hasOwn(KEYS, event.key) ? KEYS[event.key] : undefined;
      if (!move) return;
      event.preventDefault();
      choose(group, move(index, tabs.length - 1), true);
    });
  });
  const menu = selectOf(group);
  menu?.addEventListener('change', () => choose(group, menu.selectedIndex, false));
}

/** The reader picked panel `index` of `group`: show it, switch the groups in step with it, remember the title. */
function choose(group: HTMLElement, index: number, focus: boolean): void {
  select(group, index, focus);
  const title = panelsOf(group)[index]?.dataset.title;
  if (title === undefined || title === '' || !group.hasAttribute('data-sync')) return;
  // Other groups above may change height: keep the one the reader is using where it was on screen.
  const top = group.getBoundingClientRect().top;
  for (const other of document.querySelectorAll<HTMLElement>('[data-tabs][data-sync]')) {
    if (other === group) continue;
    const found = panelsOf(other).findIndex((panel) => panel.dataset.title === title);
    if (found >= 0) select(other, found);
  }
  const moved = group.getBoundingClientRect().top - top;
  if (moved !== 0) window.scrollBy(0, moved);
  writeStored(TABS_KEY, JSON.stringify([title, ...storedChoices().filter((t) => t !== title)].slice(0, REMEMBERED)));
}

/** Show panel `index` of `group` and update its tabs or menu; focus the tab when asked. */
function select(group: HTMLElement, index: number, focus = false): void {
  panelsOf(group).forEach((panel, i) => {
    panel.toggleAttribute('data-inactive', i !== index);
  });
  tabsOf(group).forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
    if (i === index && focus) tab.focus();
  });
  const menu = selectOf(group);
  if (menu) menu.selectedIndex = index;
}

// A group's own parts only: groups can be nested in each other's panels.
function panelsOf(group: HTMLElement): HTMLElement[] {
  return [...group.children].filter((el): el is HTMLElement => el.classList.contains('q-panel'));
}

function tabsOf(group: HTMLElement): HTMLElement[] {
  const list = group.querySelector(':scope > [role="tablist"], :scope > .q-code-group-head > [role="tablist"]');
  return list ? [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')] : [];
}

function selectOf(group: HTMLElement): HTMLSelectElement | null {
  return group.querySelector<HTMLSelectElement>(':scope > .q-code-group-head > select');
}

function storedChoices(): string[] {
  try {
    const value: unknown = JSON.parse(readStored(TABS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
