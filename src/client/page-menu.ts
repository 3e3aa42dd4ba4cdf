/**
 * The page menu beside the title (`[data-page-menu]`, templates/partials/page-menu.eta). Without JavaScript it is a
 * `<details>` disclosure of plain links ("View as Markdown", "Open in …") and the copy entries are hidden by CSS.
 * This turns the disclosure into a WAI-ARIA menu button (a button with `aria-haspopup` and `aria-expanded`, a `menu`
 * of `menuitem`s; arrow keys, Home, End, Escape, focus back on the button, a click outside closes it), makes "Copy
 * page" copy the page's `.md` (fetched from the same origin) and announces the result in a live region. Without
 * `--site-url`, the chat links name the `.md` by path only: the page's origin is put in front here.
 */

const RESET_MS = 2000;

/** Wire the page menu, if the page has one. */
export function initPageMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-page-menu]');
  if (!root) return;
  const markdown = new URL(root.dataset.md ?? '', location.href).href;
  if (root.classList.contains('q-page-menu-relative')) completeChatLinks(root, markdown);
  const status = root.querySelector<HTMLElement>('[data-page-menu-status]');
  const details = root.querySelector('details');
  const toggle = details ? upgradeDisclosure(root, details) : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const main = root.querySelector<HTMLElement>('.q-page-menu-main');
  for (const button of root.querySelectorAll<HTMLElement>('[data-page-menu-copy]')) {
    button.addEventListener('click', async () => {
      toggle?.close(true);
      const copied = await copyMarkdown(markdown);
      if (status) {
        // Emptied first so that a second copy is announced again.
        status.textContent = '';
        setTimeout(() => {
          status.textContent = copied
            ? 'Page copied as Markdown'
            : 'Copy failed: use “View as Markdown” and copy the text from there';
        }, 50);
      }
      root.toggleAttribute('data-copied', copied);
      root.toggleAttribute('data-copy-failed', !copied);
      const title = main?.hasAttribute('data-page-menu-copy') ? main.querySelector('.q-page-menu-title') : null;
      if (title) title.textContent = copied ? 'Copied' : 'Copy failed';
      clearTimeout(timer);
      timer = setTimeout(() => {
        root.removeAttribute('data-copied');
        root.removeAttribute('data-copy-failed');
        if (title) title.textContent = 'Copy page';
        if (status) status.textContent = '';
      }, RESET_MS);
    });
  }
}

/** Put the page's origin in front of the `.md` path each chat link's prompt names. */
function completeChatLinks(root: HTMLElement, markdown: string): void {
  const path = root.dataset.md ?? '';
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-page-menu-chat]')) {
    const url = new URL(link.href);
    const param = link.dataset.pageMenuChat ?? 'q';
    url.searchParams.set(param, (url.searchParams.get(param) ?? '').replace(path, markdown));
    link.href = url.href;
  }
}

/** Copy the text at `url`; false when it could not be fetched or the clipboard refused it. */
async function copyMarkdown(url: string): Promise<boolean> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  try {
    // Started within the click, as Safari requires; the text may arrive later.
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    }
  } catch {
    // Some browsers take no promise in a ClipboardItem: try the plain text API below.
  }
  try {
    await navigator.clipboard.writeText(await text);
    return true;
  } catch {
    return false;
  }
}

interface MenuControl {
  close(focusButton: boolean): void;
}

/** Replace the `<details>` by a menu button and its menu. */
function upgradeDisclosure(root: HTMLElement, details: HTMLDetailsElement): MenuControl | undefined {
  const summary = details.querySelector('summary');
  const list = details.querySelector('ul');
  if (!summary || !list) return undefined;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = summary.className;
  button.append(...summary.childNodes);
  button.setAttribute('aria-haspopup', 'menu');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', list.id);
  button.id = `${list.id}-button`;
  list.setAttribute('role', 'menu');
  list.setAttribute('aria-labelledby', button.id);
  list.hidden = true;
  for (const li of list.children) li.setAttribute('role', 'none');
  const items = [...list.querySelectorAll<HTMLElement>('a, button')];
  for (const item of items) {
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
  }
  details.replaceWith(button, list);

  const open = (focus: 'first' | 'last') => {
    list.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    const shown = items.filter((item) => item.offsetParent !== null);
    (focus === 'first' ? shown[0] : shown[shown.length - 1])?.focus();
  };
  const close = (focusButton: boolean) => {
    if (list.hidden) return;
    list.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (focusButton) button.focus();
  };
  button.addEventListener('click', () => (list.hidden ? open('first') : close(false)));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      open(event.key === 'ArrowDown' ? 'first' : 'last');
      event.preventDefault();
    }
  });
  list.addEventListener('keydown', (event) => {
    const shown = items.filter((item) => item.offsetParent !== null);
    const at = shown.indexOf(document.activeElement as HTMLElement);
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = (at + 1) % shown.length;
        break;
      case 'ArrowUp':
        next = (at - 1 + shown.length) % shown.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = shown.length - 1;
        break;
      case 'Escape':
        close(true);
        event.preventDefault();
        return;
      case 'Tab':
        close(false);
        return;
      case ' ':
        // Space activates a menu item, a link included.
        (document.activeElement as HTMLElement | null)?.click();
        event.preventDefault();
        return;
      default:
        return;
    }
    shown[next]?.focus();
    event.preventDefault();
  });
  // A link followed (or opened in a new tab) closes the menu.
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close(false);
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) close(false);
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) close(false);
  });
  return { close };
}
