/**
 * A tiny element builder. Text always goes in as text nodes and attributes through `setAttribute`, never through
 * `innerHTML`, so nothing from the API file or a response can become markup.
 */

/** Attribute values; `on*` functions become event listeners; `false`/`undefined` leave the attribute out. */
export type Attrs = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

/** A child: a node, text, or nothing. */
export type Child = Node | string | false | null | undefined;

/** Create an element with attributes and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') node.addEventListener(name.slice(2), value);
    else if (value === true) node.setAttribute(name, '');
    else if (value !== false && value !== undefined) node.setAttribute(name, String(value));
  }
  append(node, children);
  return node;
}

/** Append children (text as text nodes). */
export function append(node: Node, children: Child[]): void {
  for (const child of children)
    if (child !== false && child !== null && child !== undefined && child !== '')
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
}

/** Replace all children of `node`. */
export function replaceChildren(node: Element, ...children: Child[]): void {
  node.replaceChildren();
  append(node, children);
}

let counter = 0;

/** A unique element id. */
export function uid(prefix: string): string {
  counter += 1;
  return `qpg-${prefix}-${counter}`;
}

/** Text with `code` spans (as API descriptions and messages write them) as nodes. */
export function withCode(text: string): Child[] {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? el('code', {}, part) : part));
}

/** The first sentence of a CommonMark description, as plain text with `code` kept (for hints under inputs). */
export function shortDescription(markdown: string | undefined): string {
  if (!markdown) return '';
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence;
}
