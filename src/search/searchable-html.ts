/**
 * Cut a rendered page down to the region Pagefind indexes (the element marked `data-pagefind-body`) before
 * sending it to the indexing service: Pagefind would drop the rest anyway, and a page's chrome (a sidebar of
 * thousands of links on a big site) can be thirty times the size of its text.
 */
const MARKER = 'data-pagefind-body';

/**
 * The `data-pagefind-body` element of `html` in a minimal document of the page's language (its `<html lang>`, else
 * English), or `html` itself when it cannot tell. Pagefind indexes each language apart by that attribute.
 */
export function searchableHtml(html: string): string {
  // Already cut (a cached page's searchable part, fed to the index): cutting again would give the same text.
  if (isCut(html)) return html;
  const at = html.indexOf(MARKER);
  if (at < 0 || html.indexOf(MARKER, at + MARKER.length) >= 0) return html;
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start))?.[1];
  if (!tag) return html;
  const end = closingTagEnd(html, tag.toLowerCase(), start);
  if (end < 0) return html;
  return `${CUT_START}${languageOf(html.slice(0, start))}${CUT_HEAD}${withoutSpans(withoutIgnored(html.slice(start, end)))}</body></html>`;
}

const CUT_START = '<!doctype html><html lang="';
const CUT_HEAD = '"><head><meta charset="utf-8"></head><body>';

/** Whether `html` is a document {@link searchableHtml} made. */
function isCut(html: string): boolean {
  if (!html.startsWith(CUT_START)) return false;
  const end = html.indexOf('"', CUT_START.length);
  return end > 0 && end < CUT_START.length + 40 && html.startsWith(CUT_HEAD, end);
}

const HTML_LANG = /<html(?=[\s>])[^>]*?\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The `lang` of the `<html>` tag in `head` when it is a plausible language tag, else `en`. */
function languageOf(head: string): string {
  const match = HTML_LANG.exec(head);
  const lang = match?.[1] ?? match?.[2] ?? match?.[3];
  return lang !== undefined && /^[a-z]{2,8}(?:-[a-z0-9]{1,8})*$/i.test(lang) ? lang : 'en';
}

const SPAN_TAG = /<\/?span(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * `html` without its `<span>` tags (their text stays): highlighted code is a span per token, which Pagefind parses
 * for nothing (spans change neither words nor their boundaries), about 30% of its time per page. Pages where a span
 * carries a Pagefind attribute keep them all.
 */
function withoutSpans(html: string): string {
  if (!html.includes('<span')) return html;
  for (const tag of html.match(SPAN_TAG) ?? []) if (tag.includes('data-pagefind-')) return html;
  return html.replace(SPAN_TAG, '');
}

const IGNORED = /<([a-zA-Z][a-zA-Z0-9-]*)(?=[\s/>])[^>]*\sdata-pagefind-ignore(?=[\s=/>])[^>]*>/g;

/**
 * `html` without the elements marked `data-pagefind-ignore` (each replaced by a space), which Pagefind would parse and
 * then drop: on API reference pages they are most of the page (nested schemas and examples repeated on hundreds of
 * pages). An element whose end cannot be found is left in place for Pagefind to handle.
 */
function withoutIgnored(html: string): string {
  if (!html.includes('data-pagefind-ignore')) return html;
  let out = '';
  let from = 0;
  IGNORED.lastIndex = 0;
  for (let match = IGNORED.exec(html); match; match = IGNORED.exec(html)) {
    const end = closingTagEnd(html, match[1].toLowerCase(), match.index);
    if (end < 0) continue;
    out += `${html.slice(from, match.index)} `;
    from = end;
    IGNORED.lastIndex = end;
  }
  return out + html.slice(from);
}

/** The index just after the tag that closes the `tag` element opened at `start`, or -1. */
function closingTagEnd(html: string, tag: string, start: number): number {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}
