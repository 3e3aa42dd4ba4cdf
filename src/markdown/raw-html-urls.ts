/**
 * Links and media in a markdown page's raw HTML (`<img src>`, `<a href>`, `<video src>` …): checked and rewritten
 * like markdown links and images, at their own line and column. Raw HTML is not parsed into elements (it is trusted
 * and passed through), so a linear scan finds the tags and their quoted or bare URL attributes; comments are skipped.
 * A script or `data:` URL is left as written, as all raw HTML is.
 */
import type { Html, Link } from 'mdast';
import type { VFile } from 'vfile';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import { htmlUrlKind } from './html-url-attributes.js';

/** Rewrites one URL (returns the URL to publish); reports problems at `position`. */
export type CheckUrl = (url: string, kind: 'link' | 'image', position: Link['position'], file: VFile) => string;

const TAG = /<(a|img|video|audio|source)(?=[\s/>])[^>]*>/gi;
const ATTRIBUTE = /(?<=\s)([a-z]+)[ \t\n]*=[ \t\n]*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

/** Check the URLs of `node`'s tags and rewrite its value with the published URLs. */
export function checkRawHtmlUrls(node: Html, file: VFile, check: CheckUrl): void {
  const start = node.position?.start;
  if (!/<(?:a|img|video|audio|source)[\s/>]/i.test(node.value)) return;
  const text = node.value.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  const edits: Array<{ from: number; to: number; value: string }> = [];
  for (const tag of text.matchAll(TAG)) {
    const element = tag[1];
    for (const attribute of tag[0].matchAll(ATTRIBUTE)) {
      const kind = htmlUrlKind(element, attribute[1]);
      const written = attribute[2] ?? attribute[3] ?? attribute[4];
      if (kind === undefined || written === undefined) continue;
      const url = decodeEntities(written).trim();
      if (url === '' || unsafeUrlScheme(url) || /^data:/i.test(url)) continue;
      const quoted = attribute[2] !== undefined || attribute[3] !== undefined;
      // Where the value starts: before its closing quote, if it has one.
      const end = (tag.index ?? 0) + (attribute.index ?? 0) + attribute[0].length - (quoted ? 1 : 0);
      const from = end - written.length;
      const point = start && pointAt(node.value, from, start);
      const published = check(url, kind, point && { start: point, end: point }, file);
      if (published === url) continue;
      const quote = attribute[3] !== undefined ? "'" : '"';
      const escaped = published
        .replace(/&/g, '&amp;')
        .replace(quote === '"' ? /"/g : /'/g, quote === '"' ? '&quot;' : '&#39;');
      edits.push({ from, to: end, value: quoted ? escaped : `"${escaped}"` });
    }
  }
  let value = node.value;
  for (const edit of edits.reverse()) value = value.slice(0, edit.from) + edit.value + value.slice(edit.to);
  node.value = value;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_m, name: string) => ENTITIES[name]);
}

/** The line and column of `offset` in `text`, which starts at `start` in the file. */
function pointAt(text: string, offset: number, start: { line: number; column: number }) {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  const line = start.line + lines.length - 1;
  const column = lines.length === 1 ? start.column + offset : lines[lines.length - 1].length + 1;
  return { line, column };
}
