/**
 * `Accept: text/markdown` (or `text/plain`) on a page's URL answered with the page's Markdown version, as Mintlify
 * answers it: what `quire dev` and `quire preview` do, and what the host configs ask of hosts that can. Pure.
 */

/** Media types a program asks for when it wants a page as Markdown. */
const MARKDOWN_TYPES = ['text/markdown', 'text/plain'];

/** One media range of an `Accept` header: `type/subtype` (either may be `*`) and its weight. */
interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  // A header is at most a few hundred bytes from real clients; a longer one is read up to this much.
  for (const part of accept.slice(0, 4096).split(',')) {
    const [range, ...params] = part.split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    const weight = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    ranges.push({ type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 });
  }
  return ranges;
}

/** The weight the header gives `mediaType`: from its most specific matching range (RFC 9110 §12.5.1), else 0. */
function weightOf(ranges: MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  let best = -1;
  let q = 0;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity > best) {
      best = specificity;
      q = range.q;
    }
  }
  return q;
}

/**
 * Whether a request with this `Accept` header wants Markdown rather than HTML: it weighs `text/markdown` or
 * `text/plain` above `text/html`. A browser (`text/html,…,*\/*;q=0.8`) and `*\/*` (curl) get HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = Math.max(...MARKDOWN_TYPES.map((type) => weightOf(ranges, type)));
  return markdown > 0 && markdown > weightOf(ranges, 'text/html');
}

/**
 * The output path of the Markdown twin of the page a request path points at (`rel`: relative, decoded, without the
 * base, as `safeRelativePath` gives it): `guide/setup`, `guide/setup/` and `guide/setup/index.html` → `guide/setup.md`,
 * the home page → `index.md`. The caller checks that the path is a page's.
 */
export function markdownTwinOf(rel: string): string {
  const path = rel.replace(/\/+$/, '');
  if (path === '' || path === 'index.html') return 'index.md';
  if (path.endsWith('/index.html')) return `${path.slice(0, -'/index.html'.length)}.md`;
  return `${path}.md`;
}
