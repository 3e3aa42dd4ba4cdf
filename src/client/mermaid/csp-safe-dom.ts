/**
 * Mermaid styles what it draws with `style` attributes and one `<style>` element. The site's Content-Security-Policy
 * (`style-src 'self'`, no `unsafe-inline`) blocks both, but not the CSSOM: a style set through `element.style` or a
 * constructed stylesheet applies. So while Mermaid draws, `setAttribute('style', …)` is routed to `element.style`
 * and an inserted `<style>` becomes an adopted stylesheet; the finished SVG is imported the same way.
 */

/** Stylesheets adopted for each diagram id (the rules of a diagram are scoped to `#<id>`). */
const sheets = new Map<string, CSSStyleSheet>();

/** Run `draw` (which may insert elements into the page) with inline styles applied through the CSSOM. */
export async function withCssomStyles<T>(draw: () => Promise<T>): Promise<T> {
  const setAttribute = Element.prototype.setAttribute;
  const insertBefore = Node.prototype.insertBefore;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) {
      this.style.cssText = String(value);
      return;
    }
    setAttribute.call(this, name, value);
  };
  Node.prototype.insertBefore = function <N extends Node>(this: Node, node: N, child: Node | null): N {
    if (node instanceof HTMLStyleElement || node instanceof SVGStyleElement) {
      adopt(this instanceof Element ? (this.closest('svg')?.id ?? '') : '', node.textContent ?? '');
      return node;
    }
    return insertBefore.call(this, node, child) as N;
  };
  try {
    return await draw();
  } finally {
    Element.prototype.setAttribute = setAttribute;
    Node.prototype.insertBefore = insertBefore;
  }
}

/**
 * `svg` (the markup Mermaid returned, as the browser serialized it) as an element of this document, its inline
 * styles applied through the CSSOM. A DOMParser document has the page's policy too, so the styles are taken out of
 * the markup before it is parsed: `<style>` elements become adopted stylesheets, `style` attributes indexes.
 */
export function importStyledSvg(svg: string, id: string): SVGSVGElement {
  const styles: string[] = [];
  const markup = svg
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (_, css: string) => {
      adopt(id, decodeEntities(css));
      return '';
    })
    .replace(/\sstyle="([^"]*)"/g, (_, value: string) => ` data-q-style="${styles.push(decodeEntities(value)) - 1}"`);
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const node = document.importNode(parsed, true) as unknown as SVGSVGElement;
  for (const element of [node, ...node.querySelectorAll<SVGElement | HTMLElement>('[data-q-style]')]) {
    const index = element.getAttribute('data-q-style');
    if (index === null) continue;
    element.style.cssText = styles[Number(index)];
    element.removeAttribute('data-q-style');
  }
  return node;
}

/** Forget the stylesheet of diagram `id` (drawn again under another id). */
export function dropStyles(id: string): void {
  const sheet = sheets.get(id);
  if (!sheet) return;
  sheets.delete(id);
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
}

/** The text of an attribute value or of a `<style>` element as serialized (HTML serialization escapes these). */
function decodeEntities(text: string): string {
  return text.replace(/&(quot|amp|lt|gt|nbsp);/g, (_, name: string) => ENTITIES[name]);
}
const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', nbsp: '\u00a0' };

function adopt(id: string, css: string): void {
  if (!css.trim()) return;
  const sheet = sheets.get(id) ?? new CSSStyleSheet();
  sheet.replaceSync(css);
  if (!sheets.has(id)) {
    sheets.set(id, sheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
}
