/**
 * Image zoom, as on Mintlify: an image in the page's content opens full size in a modal dialog on click, or on Enter
 * or Space once focused; Escape, a click or the close button closes it and focus returns to the image. Images that
 * are links, in cards, or marked `noZoom` (`data-no-zoom`, or the raw `nozoom` attribute) keep their own behaviour.
 * The native `<dialog>` gives the focus trap, Escape and the backdrop.
 */

/** The images that zoom: in the page's content, not links, not in cards, not marked `noZoom`. */
const ZOOMABLE = '.q-content img:not([data-no-zoom]):not([nozoom])';

/** Make every zoomable image on the page focusable and zoomable. */
export function initImageZoom(): void {
  const images = [...document.querySelectorAll<HTMLImageElement>(ZOOMABLE)].filter(
    (image) => !image.closest('a, button, .q-card, [data-no-zoom]'),
  );
  if (images.length === 0) return;
  let dialog: HTMLDialogElement | undefined;
  let opener: HTMLImageElement | undefined;
  const open = (image: HTMLImageElement) => {
    dialog ??= createDialog(() => dialog?.close());
    const shown = dialog.querySelector('img') as HTMLImageElement;
    shown.src = image.currentSrc || image.src;
    shown.alt = image.alt;
    opener = image;
    dialog.showModal();
    dialog.addEventListener('close', () => opener?.focus(), { once: true });
  };
  for (const image of images) {
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    image.setAttribute('aria-label', image.alt ? `Zoom image: ${image.alt}` : 'Zoom image');
    image.classList.add('q-zoomable');
    image.addEventListener('click', () => open(image));
    image.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      open(image);
    });
  }
}

function createDialog(close: () => void): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'q-zoom';
  dialog.setAttribute('aria-label', 'Zoomed image');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'q-zoom-close';
  button.setAttribute('aria-label', 'Close');
  button.textContent = '×';
  button.addEventListener('click', close);
  const image = document.createElement('img');
  dialog.append(button, image);
  // A click anywhere (the backdrop or the image) closes it, as on Mintlify.
  dialog.addEventListener('click', (event) => {
    if (event.target !== button) close();
  });
  document.body.append(dialog);
  return dialog;
}
