/**
 * Links into folded content: when the URL's `#fragment` names an element inside a closed `<details>` (an accordion,
 * an expandable) or a hidden tab panel, open them all and scroll to it, on load and on every hash change. And, as on
 * Mintlify, opening an accordion by hand puts its id in the address bar, so the link can be shared.
 */
import { showPanel } from './tabs.js';

/** Reveal the current fragment's target now and on each hash change; keep the address bar on the open accordion. */
export function initRevealAnchor(): void {
  reveal();
  window.addEventListener('hashchange', reveal);
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('.q-accordion > summary');
    const accordion = summary?.parentElement;
    if (!(accordion instanceof HTMLDetailsElement) || accordion.id === '') return;
    // The click toggles the details after this listener: a closed one is being opened.
    const url = accordion.open ? location.pathname + location.search : `#${accordion.id}`;
    if (accordion.open && location.hash !== `#${accordion.id}`) return;
    history.replaceState(history.state, '', url);
  });
}

function reveal(): void {
  const id = decodeFragment(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  let changed = false;
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      node.open = true;
      changed = true;
    } else if (node.hasAttribute('data-inactive')) {
      showPanel(node);
      changed = true;
    }
  }
  // The browser scrolled before the content was shown (or not at all, for a hidden panel): scroll again.
  if (changed) target.scrollIntoView();
}

function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
