/**
 * `Update`: one changelog entry. Its label is an h2, so it gets a heading id (Mintlify's anchor rules, from the
 * heading pass), an anchor link and a table-of-contents entry; headings inside the entry are listed under it (see
 * page/update-toc.ts). The label, description and tags stand beside the content on wide screens, above it on narrow.
 * On a page whose updates have tags, the browser adds a filter by tag above the first update. Each update is an entry
 * of the page's RSS feed (page/update-feed.ts collects them).
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import type { ComponentSpec } from '../component-types.js';
import { mark } from '../page-marks.js';
import { titleContent } from './title-content.js';

/** `tags` as a list of strings (one string is one tag). */
function tagsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.filter((tag) => typeof tag === 'string' && tag.trim() !== '');
  return [];
}

/** The `rss` prop's title and description (strings only). */
function rssOf(value: unknown): { rss?: { title?: string; description?: string } } {
  if (value === null || typeof value !== 'object') return {};
  const { title, description } = value as { title?: unknown; description?: unknown };
  const rss = {
    ...(typeof title === 'string' && title.trim() && { title: title.trim() }),
    ...(typeof description === 'string' && description.trim() && { description: description.trim() }),
  };
  return Object.keys(rss).length > 0 ? { rss } : {};
}

/** `Update`. */
export const UPDATES: Record<string, ComponentSpec> = {
  Update: {
    props: {
      label: {
        type: ['string', 'jsx'],
        required: true,
        description: 'the label (a date or a version); also its anchor',
      },
      description: { type: 'string', description: 'text below the label' },
      tags: { type: ['array', 'string'], description: 'tags shown below the label' },
      // The entry's title and description in the page's RSS feed (render/rss-feed.ts).
      rss: { type: 'object', description: 'title and description of the RSS entry' },
    },
    render: ({ props, children }) => {
      const label = labelText(props.label);
      // An `id` written on the update is its anchor; otherwise the heading pass makes one from the label.
      const id = typeof props.id === 'string' && props.id.trim() ? props.id.trim() : undefined;
      const labelElement = h('h2', { className: ['q-update-label'], id }, labelContent(props.label, label));
      const meta: ElementContent[] = [labelElement];
      const description =
        typeof props.description === 'string' && props.description.trim() ? props.description : undefined;
      if (description) meta.push(h('p', { className: ['q-update-description'] }, description));
      const tags = tagsOf(props.tags);
      const body = mark(h('div', { className: ['q-update-body'] }, children), 'update-body');
      body.data!.quireUpdate = { label, labelElement, tags, ...(description && { description }), ...rssOf(props.rss) };
      if (tags.length)
        meta.push(
          h(
            'ul',
            { className: ['q-update-tags'], ariaLabel: 'Tags' },
            tags.map((tag) => h('li', tag)),
          ),
        );
      return [
        // The tags, as a JSON list, for the tag filter (src/client/update-filters.ts).
        h('section', { className: ['q-update'], ...(tags.length > 0 && { dataTags: JSON.stringify(tags) }) }, [
          h('div', { className: ['q-update-meta'] }, meta),
          body,
        ]),
      ];
    },
  },
};

/**
 * The label as text, for its anchor, the table of contents and the feed: a string as written; markup written as JSX
 * (Pipecat's `label={<><Icon icon="rocket" /><span>Quickstart</span></>}` on 46 examples) gives its text.
 */
function labelText(value: unknown): string {
  if (typeof value === 'string') return value;
  const content = titleContent(value);
  const text = content
    .map((node) => (node.type === 'raw' ? node.value.replace(/<[^>]*>/g, ' ') : hastToString(node)))
    .join('');
  return text.replace(/\s+/g, ' ').trim();
}

/** The label's heading content: plain markup as written, else (markup holding components, kept as source) its text. */
function labelContent(value: unknown, text: string): ElementContent[] | string {
  if (typeof value === 'string') return value;
  const content = titleContent(value);
  return content.some((node) => node.type === 'raw') ? text : content;
}
