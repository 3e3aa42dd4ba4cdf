/**
 * A copy button on every code block of the page content (not in the API playground, which has its own): a real
 * `<button>` named "Copy code", placed in the block's corner, that copies the code without its line numbers or
 * final newline and says "Copied" through a polite live region. Blocks marked `nocopy` get none. Without JavaScript
 * there is no button, and the code can still be selected by hand.
 */

const COPY_ICON =
  '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" d="M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3"/></svg>';
const DONE_ICON =
  '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" d="M3 8.5l3.2 3.2L13 4.8"/></svg>';

/** Add a copy button to each code block under `root`. */
export function initCopyCode(root: ParentNode = document): void {
  const blocks = [...root.querySelectorAll<HTMLElement>('.q-content pre:not([data-nocopy]) > code.hljs')].filter(
    (code) => !code.closest('.q-playground'),
  );
  if (blocks.length === 0) return;
  const status = document.createElement('p');
  status.className = 'code-copy-status';
  status.setAttribute('role', 'status');
  (document.querySelector('main') ?? document.body).append(status);
  for (const code of blocks) addButton(code, status);
}

function addButton(code: HTMLElement, status: HTMLElement): void {
  const pre = code.parentElement!;
  // The button sits in the corner of the block's frame (a titled figure), else of a wrapper that does not change the
  // layout: it cannot go in the `<pre>`, which scrolls.
  let host = pre.parentElement;
  if (!host?.classList.contains('code-block')) {
    host = document.createElement('div');
    host.className = 'code-copy-host';
    pre.replaceWith(host);
    host.append(pre);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-copy';
  button.setAttribute('aria-label', 'Copy code');
  button.title = 'Copy code';
  button.innerHTML = COPY_ICON;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    const copied = await copyText((code.textContent ?? '').replace(/\n$/, ''));
    if (!copied) selectContents(code);
    // Emptied first so that a second copy is announced again.
    status.textContent = '';
    setTimeout(() => (status.textContent = copied ? 'Copied' : 'Copy failed: the code is selected, press Ctrl+C'), 50);
    button.innerHTML = copied ? DONE_ICON : COPY_ICON;
    button.toggleAttribute('data-copied', copied);
    clearTimeout(timer);
    timer = setTimeout(() => {
      button.innerHTML = COPY_ICON;
      button.removeAttribute('data-copied');
    }, 2000);
  });
  // Last in the frame: the expandable control must stay right after the `<pre>` (CSS reads it from there).
  host.append(button);
}

/** Copy `text`: the Clipboard API where the page may use it, else a hidden textarea and `execCommand`. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the old way.
  }
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.className = 'code-copy-offscreen';
  document.body.append(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  if (active instanceof HTMLElement) active.focus();
  return done;
}

function selectContents(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
