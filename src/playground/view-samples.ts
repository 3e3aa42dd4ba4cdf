/** Code samples in tabs (curl, JavaScript, Python), each with a copy button; arrow keys move between the tabs. */
import { createCopyButton } from './copy.js';
import { el, uid } from './dom.js';
import type { CodeSample } from './samples.js';
import { selectText } from './view-response.js';

const STORE_KEY = 'quire-playground-sample';

/** The samples box and a function to refresh its code. */
export function createSamples(announce: (message: string) => void): {
  element: HTMLElement;
  update(samples: CodeSample[]): void;
} {
  const tabs = el('div', { class: 'q-pg-tabs', role: 'tablist', 'aria-label': 'Code samples' });
  const panels = el('div', { class: 'q-pg-sample-panels' });
  const element = el('div', { class: 'q-pg-samples' }, tabs, panels);
  let current: CodeSample[] = [];
  let selected = readChoice() ?? 'curl';
  const codes = new Map<string, HTMLElement>();

  const select = (id: string, focus: boolean) => {
    selected = id;
    writeChoice(id);
    for (const tab of tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
      const on = tab.dataset.sample === id;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
    }
    for (const panel of panels.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
      panel.hidden = panel.dataset.sample !== id;
  };

  const build = (samples: CodeSample[]) => {
    tabs.replaceChildren();
    panels.replaceChildren();
    for (const sample of samples) {
      const tabId = uid('tab');
      const panelId = uid('panel');
      const tab = el(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: tabId,
          'aria-controls': panelId,
          'data-sample': sample.id,
          class: 'q-pg-tab',
        },
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
      const code = el('code', { class: `language-${sample.language}` });
      codes.set(sample.id, code);
      const copy = createCopyButton(
        `Copy the ${sample.label} sample`,
        () => current.find((s) => s.id === sample.id)?.code ?? '',
        announce,
        () => selectText(code),
      );
      tabs.append(tab);
      panels.append(
        el(
          'div',
          { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId, 'data-sample': sample.id, class: 'q-pg-sample' },
          copy,
          el('pre', { tabindex: 0 }, code),
        ),
      );
    }
    select(samples.some((s) => s.id === selected) ? selected : samples[0].id, false);
  };

  return {
    element,
    update(samples) {
      if (current.map((s) => s.id).join() !== samples.map((s) => s.id).join()) build(samples);
      current = samples;
      for (const sample of samples) {
        const code = codes.get(sample.id);
        if (code && code.textContent !== sample.code) code.textContent = sample.code;
      }
    },
  };
}

function readChoice(): string | null {
  try {
    return localStorage.getItem(STORE_KEY);
  } catch {
    return null;
  }
}

function writeChoice(id: string): void {
  try {
    localStorage.setItem(STORE_KEY, id);
  } catch {
    // The choice then lasts for this page only.
  }
}
