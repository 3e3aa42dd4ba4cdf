/**
 * `Update`: one changelog entry. Its label is an h2, so it gets a heading id (Mintlify's anchor rules, from the
 * heading pass), an anchor link and a table-of-contents entry; headings inside the entry are listed under it (see
 * page/update-toc.ts). The label, description and tags stand beside the content on wide screens, above it on narrow.
 * On a page whose updates have tags, the browser adds a filter by tag above the first update.
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ComponentSpec } from '../component-types.js';
import { mark } from '../page-marks.js';

/** `tags` as a list of strings (one string is one tag). */
function tagsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.filter((tag) => typeof tag === 'string' && tag.trim() !== '');
  return [];
}

/** `Update`. */
export const UPDATES: Record<string, ComponentSpec> = {
  Update: {
    props: {
      label: { type: 'string', required: true, description: 'the label (a date or a version); also its anchor' },
      description: { type: 'string', description: 'text below the label' },
      tags: { type: ['array', 'string'], description: 'tags shown below the label' },
      // Mintlify's RSS feed entry; Quire has no feed, so it is accepted and not used.
      rss: { type: 'object', description: 'title and description of the RSS entry' },
    },
    render: ({ props, children }) => {
      const label = typeof props.label === 'string' ? props.label : '';
      // An `id` written on the update is its anchor; otherwise the heading pass makes one from the label.
      const id = typeof props.id === 'string' && props.id.trim() ? props.id.trim() : undefined;
      const meta: ElementContent[] = [h('h2', { className: ['q-update-label'], id }, label)];
      if (typeof props.description === 'string' && props.description.trim())
        meta.push(h('p', { className: ['q-update-description'] }, props.description));
      const tags = tagsOf(props.tags);
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
          mark(h('div', { className: ['q-update-body'] }, children), 'update-body'),
        ]),
      ];
    },
  },
};
