/**
 * rehype plugin: give every heading a unique id (Mintlify's slugs, see heading-slug.ts, or the author's own via
 * `## Title {#my-id}`), append a focusable `#` anchor link to it, build the h2/h3 table of contents, and collect every
 * element id of the page (headings, footnotes, ids in raw HTML) so `#fragment` links can be checked after rendering.
 * A heading written `<h2 noAnchor>` (or `<Heading noAnchor>`) keeps its id and entry but gets no anchor link.
 */
import type { Element, Root, Text } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { createHeadingSlugger, headingSlug, headingSlugAliases } from './heading-slug.js';
import { getPageData } from './page-data.js';
import { SLUG_TEXT_PROPERTY } from './remark-heading-slug-text.js';

const HEADING = /^h[1-6]$/;
const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
/** The mark of a heading that gets no anchor link (Mintlify's `noAnchor`), removed by this pass. */
export const NO_ANCHOR_PROPERTY = 'dataNoAnchor';
/** `noAnchor` as written in JSX, lowercased by the HTML parser in raw HTML, and the mark components set. */
const NO_ANCHOR_KEYS = ['noAnchor', 'noanchor', NO_ANCHOR_PROPERTY];
const RAW_ID = /<[a-z][^>]*?\s(?:id|(?<=<a\s[^>]*)name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** Add heading ids, anchor links and the table of contents, and collect element ids. */
export function rehypeHeadingIds() {
  return function transform(tree: Root, file: VFile): undefined {
    const page = getPageData(file);
    const ids = new Set<string>();
    const headings: Element[] = [];
    const inLinks = new Set<Element>();
    collect(tree, ids, headings, inLinks);

    // Ids are assigned after every existing id is known, so a generated slug never takes an author's id.
    const slug = createHeadingSlugger(ids);
    const generated: Array<{ heading: Element; text: string }> = [];
    for (const heading of headings) {
      if (isScreenReaderOnly(heading)) continue;
      const text = hastToString(heading).replace(/\s+/g, ' ').trim();
      const slugText = heading.properties[SLUG_TEXT_PROPERTY];
      delete heading.properties[SLUG_TEXT_PROPERTY];
      let id = typeof heading.properties.id === 'string' ? heading.properties.id : undefined;
      if (id === undefined) {
        if (text === '') continue;
        const source = typeof slugText === 'string' ? slugText : text;
        id = slug(source);
        if (id === headingSlug(source)) generated.push({ heading, text: source });
      }
      ids.add(id);
      heading.properties.id = id;
      // `noAnchor` is taken off the heading either way. A link inside a link is not HTML: the browser would end the
      // outer one there (a card's heading, a snippet's `<a><h3>…</h3></a>`), moving what follows out of it.
      const noAnchor = takeNoAnchor(heading);
      if (!noAnchor && !inLinks.has(heading)) heading.children.push(anchorLink(id, text));
      if (heading.tagName === 'h2' || heading.tagName === 'h3') {
        page.toc.push({ depth: heading.tagName === 'h2' ? 2 : 3, id, text });
      }
    }
    // Once every real id is known, so an alias never takes one: the older forms of each generated id lead to its
    // heading too, through an empty element at its start (no script needed).
    for (const { heading, text } of generated) {
      const aliases = headingSlugAliases(text).filter((alias) => !ids.has(alias));
      for (const alias of aliases) ids.add(alias);
      if (aliases.length > 0) heading.children.unshift(...aliases.map(aliasAnchor));
    }
    page.ids.push(...ids);
  };
}

// A plain recursive walk (faster than unist-util-visit on every page): note every id, and find the headings.
function collect(
  parent: Root | Element,
  ids: Set<string>,
  headings: Element[],
  inLinks: Set<Element>,
  inLink = false,
): void {
  for (const node of parent.children) {
    if (node.type === 'raw') {
      for (const match of node.value.matchAll(RAW_ID)) ids.add(match[1] ?? match[2] ?? match[3]);
    } else if (node.type === 'element') {
      if (HEADING.test(node.tagName)) {
        const customId = takeCustomId(node);
        if (customId !== undefined) node.properties.id = customId;
        headings.push(node);
        if (inLink) inLinks.add(node);
      }
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
      // Browsers also scroll to `<a name="…">`, which pages written for older tools use as anchors.
      if (node.tagName === 'a' && typeof node.properties.name === 'string') ids.add(node.properties.name);
      collect(node, ids, headings, inLinks, inLink || node.tagName === 'a');
    }
  }
}

/** Strip a trailing `{#id}` from the heading's text and return the id. */
function takeCustomId(heading: Element): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}

/** Whether the heading says it gets no anchor link (`noAnchor`, unless written `noAnchor="false"`); the mark goes. */
function takeNoAnchor(heading: Element): boolean {
  let noAnchor = false;
  for (const key of NO_ANCHOR_KEYS) {
    const value = heading.properties[key];
    if (value === undefined) continue;
    delete heading.properties[key];
    if (value !== false && value !== 'false') noAnchor = true;
  }
  return noAnchor;
}

// The GFM footnotes heading is visually hidden: it gets no anchor and no table-of-contents entry.
function isScreenReaderOnly(heading: Element): boolean {
  const className = heading.properties.className;
  return Array.isArray(className) && className.includes('sr-only');
}

function aliasAnchor(id: string): Element {
  return { type: 'element', tagName: 'span', properties: { id, className: ['heading-alias'] }, children: [] };
}

function anchorLink(id: string, text: string): Element {
  const label: Text = { type: 'text', value: '#' };
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to this section: ${text}` },
    children: [label],
  };
}
