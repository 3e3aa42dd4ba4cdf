/**
 * What a changelog page's RSS feed says of each `Update` (render/rss-feed.ts writes it): its label and anchor, its
 * props, the headings written inside it (Mintlify makes one entry per heading) and the plain text under each, as
 * Mintlify's feed holds "pure Markdown only": code blocks, icons, buttons and anchor links are left out.
 */
import type { Element, ElementContent } from 'hast';
import type { UpdateEntry } from '../../types.js';

const HEADING = /^h[1-6]$/;
/** What is no text of the entry: code, and the chrome components and the heading pass add. */
const SKIPPED_TAGS = new Set(['pre', 'svg', 'button', 'script', 'style', 'template']);
const SKIPPED_CLASSES = ['heading-anchor', 'heading-alias', 'q-sr-only'];
/** Elements within a line of text: no space is put after them. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);
/** Past this many characters an entry's text is cut (at a word), as a feed summary. */
const MAX_TEXT = 2000;

/** The entries of the update bodies `bodies` (marked `update-body`, with their `quireUpdate` data), in order. */
export function collectUpdateEntries(bodies: readonly Element[]): UpdateEntry[] {
  return bodies.flatMap((body) => {
    const meta = body.data?.quireUpdate;
    if (!meta) return [];
    const id = meta.labelElement.properties.id;
    const sections: UpdateEntry['sections'] = [];
    let current: UpdateEntry['sections'][number] | undefined;
    let lead = '';
    // Headings at any depth start a section; the text up to the next heading is its text.
    const walk = (nodes: ElementContent[]) => {
      for (const node of nodes) {
        if (node.type === 'text') {
          if (current) current.text += node.value;
          else lead += node.value;
        } else if (node.type === 'element' && !isSkipped(node)) {
          if (HEADING.test(node.tagName) && typeof node.properties.id === 'string') {
            current = { id: node.properties.id, title: oneLine(textOf(node)), text: '' };
            sections.push(current);
            continue;
          }
          walk(node.children);
          // Blocks are separated by a space in the plain text.
          if (INLINE_TAGS.has(node.tagName)) continue;
          if (current) current.text += ' ';
          else lead += ' ';
        }
      }
    };
    walk(body.children);
    return [
      {
        label: meta.label,
        ...(typeof id === 'string' && { id }),
        ...(meta.description && { description: meta.description }),
        tags: meta.tags,
        ...(meta.rss && { rss: meta.rss }),
        sections: sections.map((section) => ({ ...section, text: summary(section.text) })),
        text: summary([lead, ...sections.map((section) => `${section.title} ${section.text}`)].join(' ')),
      },
    ];
  });
}

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  const className = element.properties.className;
  return Array.isArray(className) && className.some((name) => SKIPPED_CLASSES.includes(String(name)));
}

function textOf(element: Element): string {
  return element.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' && !isSkipped(child) ? textOf(child) : '',
    )
    .join('');
}

/** The text on one line, without the control characters XML cannot hold. */
function oneLine(text: string): string {
  return text
    .replace(/[\0-\x08\x0B\x0C\x0E-\x1F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function summary(text: string): string {
  const line = oneLine(text);
  if (line.length <= MAX_TEXT) return line;
  const cut = line.slice(0, MAX_TEXT);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_TEXT / 2 ? cut.slice(0, space) : cut}…`;
}
