/**
 * Links written in a prop's markdown (a `Frame` caption): rewritten for `--base` and checked like markdown links
 * once the page's file is at hand, with problems reported at the component.
 */
import type { Element } from 'hast';
import type { VFile } from 'vfile';
import { isScriptUrl, unsafeLinkMessage, unsafeUrlScheme } from '../../../utils/unsafe-url.js';
import { reportError } from '../../page-data.js';
import { checkPropUrl } from '../../remark-links.js';

/** Rewrite and check the `href` of each link in `links`. */
export function checkPropLinks(links: readonly Element[], file: VFile): void {
  for (const link of links) {
    const href = link.properties.href;
    if (typeof href !== 'string') continue;
    const position = positionOf(link.data?.quirePlace);
    const scheme = unsafeUrlScheme(href);
    if (scheme && isScriptUrl(href)) {
      reportError(file, { type: 'link', position }, 'unsafe-url', `link in a prop: ${unsafeLinkMessage(scheme)}`);
      delete link.properties.href;
      continue;
    }
    link.properties.href = checkPropUrl(href, 'link', position, file);
  }
}

function positionOf(place: string | undefined) {
  const match = /^(\d+):(\d+)$/.exec(place ?? '');
  if (!match) return undefined;
  const point = { line: Number(match[1]), column: Number(match[2]) };
  return { start: point, end: point };
}
