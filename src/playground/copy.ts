/** Copy text to the clipboard: the Clipboard API where the page may use it, else a hidden textarea and `execCommand`. */
import { el } from './dom.js';

/** Copy `text`; resolves false when neither way worked (the caller then asks the reader to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not focused: try the old way.
  }
  const area = el('textarea', { readonly: true, 'aria-hidden': 'true', tabindex: -1, class: 'q-pg-offscreen' });
  area.value = text;
  document.body.appendChild(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/** A "Copy" button for the text `get()` returns; it says "Copied" (or what to do instead) for a moment. */
export function createCopyButton(
  label: string,
  get: () => string,
  announce: (message: string) => void,
  onFail?: () => void,
): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'q-pg-copy', 'aria-label': label }, 'Copy');
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    const ok = await copyText(get());
    button.textContent = ok ? 'Copied' : 'Press Ctrl+C';
    announce(ok ? 'Copied to the clipboard' : 'Could not copy; the text is selected, press Ctrl+C to copy it');
    if (!ok) onFail?.();
    clearTimeout(timer);
    timer = setTimeout(() => (button.textContent = 'Copy'), 2000);
  });
  return button;
}
