/**
 * Code samples in tabs, each with a copy button; arrow keys move between the tabs. The language the reader picks is
 * remembered under the same key, and by the same tab title, as the page's code groups (src/client/tabs.ts), so the
 * build-time samples, the playground and other code groups open on one language across pages.
 */
import { createCopyButton } from './copy.js';
import { el, uid } from './dom.js';
import type { CodeSample } from './samples.js';
import { selectText } from './view-response.js';

/** `TABS_KEY` of src/client/tabs.ts, written out: importing it would split a chunk off the page script. */
export const SAMPLE_CHOICE_KEY = 'quire-tabs';
const REMEMBERED = 20;
/** The most tabs shown; more languages are offered in a menu (the build-time code group does the same). */
const MAX_TABS = 6;

/** The samples box and a function to refresh its code. */
export function createSamples(announce: (message: string) => void): {
  element: HTMLElement;
  update(samples: CodeSample[]): void;
} {
  const tabs = el('div', { class: 'q-pg-tabs', role: 'tablist', 'aria-label': 'Code samples' });
  const panels = el('div', { class: 'q-pg-sample-panels' });
  const element = el('div', { class: 'q-pg-samples' }, tabs, panels);
  let current: CodeSample[] = [];
  let selected = '';
  const codes = new Map<string, HTMLElement>();

  let menu: HTMLSelectElement | undefined;

  const select = (id: string, focus: boolean, remember = true) => {
    selected = id;
    const label = current.find((s) => s.id === id)?.label;
    if (remember && label) writeChoices([label, ...readChoices().filter((t) => t !== label)].slice(0, REMEMBERED));
    for (const tab of tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
      const on = tab.dataset.sample === id;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
    }
    if (menu) menu.value = id;
    for (const panel of panels.querySelectorAll<HTMLElement>('.q-pg-sample'))
      panel.hidden = panel.dataset.sample !== id;
  };

  const build = (samples: CodeSample[]) => {
    tabs.replaceChildren();
    panels.replaceChildren();
    // Past this many languages, tabs would wrap into rows on a phone: a menu offers them instead (as the page's code
    // group does).
    menu =
      samples.length > MAX_TABS
        ? el(
            'select',
            { class: 'q-pg-sample-menu', 'aria-label': 'Language of the code sample' },
            ...samples.map((sample) => el('option', { value: sample.id }, sample.label)),
          )
        : undefined;
    if (menu) {
      const chooser = menu;
      chooser.addEventListener('change', () => select(chooser.value, false));
      tabs.removeAttribute('role');
      tabs.append(chooser);
    } else tabs.setAttribute('role', 'tablist');
    for (const sample of samples) {
      const tabId = uid('tab');
      const panelId = uid('panel');
      const code = el('code', { class: `language-${sample.language}` });
      codes.set(sample.id, code);
      const copy = createCopyButton(
        `Copy the ${sample.label} sample`,
        () => current.find((s) => s.id === sample.id)?.code ?? '',
        announce,
        () => selectText(code),
      );
      const labelling = menu
        ? { 'aria-label': `${sample.label} sample` }
        : { role: 'tabpanel', 'aria-labelledby': tabId };
      panels.append(
        el(
          'div',
          { ...labelling, id: panelId, 'data-sample': sample.id, class: 'q-pg-sample' },
          copy,
          el('pre', { tabindex: 0 }, code),
        ),
      );
      if (!menu) tabs.append(createTab(sample, tabId, panelId));
    }
    const chosen = readChoices().find((title) => samples.some((s) => s.label === title));
    const id = samples.some((s) => s.id === selected)
      ? selected
      : (samples.find((s) => s.label === chosen) ?? samples[0]).id;
    select(id, false, false);
  };

  /** A tab button; arrow keys, Home and End move between the tabs. */
  const createTab = (sample: CodeSample, tabId: string, panelId: string) => {
    const tab = el(
      'button',
      { type: 'button', role: 'tab', id: tabId, 'aria-controls': panelId, 'data-sample': sample.id, class: 'q-pg-tab' },
      sample.label,
    );
    tab.addEventListener('click', () => select(sample.id, false));
    tab.addEventListener('keydown', (event) => {
      const index = current.findIndex((s) => s.id === sample.id);
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      const target =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? current.length - 1
            : step
              ? (index + step + current.length) % current.length
              : -1;
      if (target < 0) return;
      event.preventDefault();
      select(current[target].id, true);
    });
    return tab;
  };

  return {
    element,
    update(samples) {
      const changed = current.map((s) => s.id).join() !== samples.map((s) => s.id).join();
      current = samples;
      if (changed) build(samples);
      for (const sample of samples) {
        const code = codes.get(sample.id);
        if (code && code.textContent !== sample.code) code.textContent = sample.code;
      }
    },
  };
}

/** The tab titles the reader chose, most recent first. */
function readChoices(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAMPLE_CHOICE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function writeChoices(titles: string[]): void {
  try {
    localStorage.setItem(SAMPLE_CHOICE_KEY, JSON.stringify(titles));
  } catch {
    // The choice then lasts for this page only.
  }
}
