/**
 * Marks a component leaves on the elements it renders for the page-level pass (rehype-mdx-page.ts), for what one
 * component cannot do alone: gather the request and response examples into the side column, add the switcher of the
 * `View`s, nest changelog entries in the table of contents, rewrite links written in a prop's markdown. A mark lives
 * in the hast node's `data`, which is never written to the HTML.
 */
import type { Element } from 'hast';

/** An `Update`'s props and its label heading (whose id the heading pass sets later), for its RSS entry. */
export interface UpdateMeta {
  label: string;
  labelElement: Element;
  description?: string;
  tags: string[];
  rss?: { title?: string; description?: string };
}

/** What the page pass does with a marked element. */
export type PageMark =
  /** `RequestExample`: shown where written on narrow screens, in the side column on wide ones. */
  | 'request-example'
  /** `ResponseExample`: like `request-example`, below the requests in the side column. */
  | 'response-example'
  /** `Panel`: its content heads the side column. */
  | 'panel'
  /** `View`: one of the alternatives the view switcher chooses between. */
  | 'view'
  /** The body of an `Update`: its headings go under the update's label in the table of contents. */
  | 'update-body'
  /** A link written in a prop's markdown (a `Frame` caption): rewritten and checked like a markdown link. */
  | 'prop-link';

declare module 'hast' {
  interface ElementData {
    quirePage?: PageMark;
    /** For `prop-link`: where the component is, `line:column`, for messages. */
    quirePlace?: string;
    /** For `update-body`: what the update's RSS entry needs besides its content (page/update-feed.ts). */
    quireUpdate?: UpdateMeta;
  }
}

/** Mark `element` for the page pass and return it. */
export function mark<T extends Element>(element: T, what: PageMark, place?: string): T {
  // A cast, because test code's hast-util-from-parse5 types make `ElementData.position` required.
  const data = (element.data ?? {}) as NonNullable<Element['data']>;
  data.quirePage = what;
  if (place !== undefined) data.quirePlace = place;
  element.data = data;
  return element;
}
