/**
 * Small enhancements of MDX components that CSS cannot do: Escape hides an open tooltip (WCAG 1.4.13: content shown
 * on hover or focus can be dismissed without moving the pointer or the focus), and the copy buttons of `Prompt` and
 * `Color.Item` copy the text of their target. Without script tooltips still open and close, and copy buttons are
 * hidden (components/misc.css).
 */

/** Wire the tooltips and copy buttons of the page (by delegation: one listener each, however many components). */
export function initComponentActions(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll<HTMLElement>('.q-tooltip')].filter(
      (tip) => tip.matches(':hover') || tip.contains(document.activeElement),
    );
    for (const tip of open) tip.classList.add('q-tooltip-dismissed');
  });
  // A dismissed tooltip opens again the next time it is focused (focus arriving in it, also from its link back to its
  // term: Chromium blurs the hidden link only at its next frame) or hovered (once the pointer has left it).
  document.addEventListener('focusin', (event) => {
    (event.target as Element | null)?.closest?.('.q-tooltip')?.classList.remove('q-tooltip-dismissed');
  });
  document.addEventListener('mouseout', (event) => {
    const tip = (event.target as Element | null)?.closest?.('.q-tooltip');
    if (tip && !tip.contains(event.relatedTarget as Node | null)) tip.classList.remove('q-tooltip-dismissed');
  });

  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-q-copy-target]');
    const target = button && document.getElementById(button.dataset.qCopyTarget ?? '');
    if (!button || !target) return;
    const label = button.textContent;
    try {
      await navigator.clipboard.writeText((target.textContent ?? '').trim());
      button.textContent = 'Copied';
    } catch {
      // No clipboard (an insecure page, a refused permission): select the text for the reader to copy.
      getSelection()?.selectAllChildren(target);
      button.textContent = 'Selected';
    }
    setTimeout(() => (button.textContent = label), 2000);
  });
}
