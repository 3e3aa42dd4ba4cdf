/**
 * What a rendered page needs from the Content-Security-Policy beyond Quire's own files: the origins its `<iframe>`s
 * and its `<video>`, `<audio>`, `<source>` and `<track>` elements load from, whether it has `style` attributes
 * (`style={{…}}` in MDX, `style="…"` in raw HTML), and the SHA-256 of each `<style>` element's text (a snippet
 * component that writes its own `<style>`, as checkly's SetupFlow does), so the policy allows exactly those sheets. The build gathers these over every page and `_headers` names
 * exactly them (`security-headers.ts`), so a site that embeds a YouTube video allows `https://www.youtube.com` in
 * `frame-src` and nothing else.
 *
 * The page is read as the browser will: the final HTML, tag by tag, with quoted attribute values skipped as values
 * (a `>` inside one does not end the tag). Text inside `<script>`, `<style>`, `<textarea>` and comments is not markup,
 * and code blocks arrive escaped (`&lt;iframe`), so an example of an embed in a code block adds nothing.
 */
import { createHash } from 'node:crypto';
import { policyOrigin } from '../utils/policy-origin.js';

/** The sources one page needs; absent fields mean none. Plain data (it goes into the build cache's page summaries). */
export interface PageSources {
  /** Origins of `<iframe>`/`<frame>` sources, sorted; `'self'` for a same-site path. */
  frame?: string[];
  /** Origins of `<video>`/`<audio>` sources and their `<source>`/`<track>` children, sorted; `'self'` likewise. */
  media?: string[];
  /** The page has at least one `style` attribute. */
  styleAttribute?: true;
  /** `'sha256-…'` sources of the text of its `<style>` elements, sorted. */
  style?: string[];
}

/** A start or end tag, with its attributes as written (quoted values kept whole). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose content is text, not markup: skipped up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp']);
const FRAME = new Set(['iframe', 'frame']);
const MEDIA = new Set(['video', 'audio']);
/**
 * What any tag the scan below would count starts with: an element that loads a source, or a `style` attribute (an
 * attribute name always follows whitespace, and ends at one of the characters that end a name). A page without
 * either, which is most pages, needs no scan: searching for them is a fraction of the cost of reading every tag.
 */
const CANDIDATE = /<(?:i?frame|video|audio|source|track|style)(?![a-zA-Z0-9-])|\sstyle(?![^\s"'>/=])/i;

/** The sources `html` needs (see {@link PageSources}); undefined when it needs none. */
export function pageSources(html: string): PageSources | undefined {
  const frame = new Set<string>();
  const media = new Set<string>();
  const style = new Set<string>();
  let styleAttribute = false;
  // `<source>` in a `<picture>` is an image (`img-src`), in a `<video>`/`<audio>` a media file.
  let pictures = 0;
  const text = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  if (!CANDIDATE.test(text)) return undefined;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(text); match !== null; match = TAG.exec(text)) {
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (name === 'picture') pictures = Math.max(0, pictures + (closing ? -1 : 1));
    if (closing) continue;
    const attributes = attributesOf(match[3]);
    if (attributes.has('style')) styleAttribute = true;
    const target = FRAME.has(name)
      ? frame
      : MEDIA.has(name) || name === 'track' || (name === 'source' && pictures === 0)
        ? media
        : undefined;
    const src = attributes.get('src');
    if (target && src !== undefined) {
      const origin = sourceOrigin(src);
      if (origin) target.add(origin);
    }
    if (RAW_TEXT.has(name)) {
      const end = text.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
      // The element's text, as the browser hashes it (a sheet holding `<!--…-->` is hashed without it, so stays blocked).
      if (name === 'style') style.add(styleHash(text.slice(TAG.lastIndex, end < 0 ? text.length : end)));
      TAG.lastIndex = end < 0 ? text.length : end;
    }
  }
  if (frame.size === 0 && media.size === 0 && !styleAttribute && style.size === 0) return undefined;
  return {
    ...(frame.size > 0 && { frame: [...frame].sort() }),
    ...(media.size > 0 && { media: [...media].sort() }),
    ...(styleAttribute && { styleAttribute: true as const }),
    ...(style.size > 0 && { style: [...style].sort() }),
  };
}

/** The policy source that allows a `<style>` element with exactly this text. */
function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The sources of several pages together (sorted, deduplicated), as the site's policy needs them. */
export function mergePageSources(pages: Iterable<PageSources | undefined>): PageSources {
  const frame = new Set<string>();
  const media = new Set<string>();
  const style = new Set<string>();
  let styleAttribute = false;
  for (const page of pages) {
    if (!page) continue;
    for (const origin of page.frame ?? []) frame.add(origin);
    for (const origin of page.media ?? []) media.add(origin);
    for (const hash of page.style ?? []) style.add(hash);
    if (page.styleAttribute) styleAttribute = true;
  }
  return {
    ...(frame.size > 0 && { frame: [...frame].sort() }),
    ...(media.size > 0 && { media: [...media].sort() }),
    ...(styleAttribute && { styleAttribute: true as const }),
    ...(style.size > 0 && { style: [...style].sort() }),
  };
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * The policy source for a `src`: the origin of an absolute http(s) URL (`//host/…` is read as https, which is what
 * the site is served over), `'self'` for a path on the site; nothing for `data:`, `blob:` or an empty value, which
 * a policy names by scheme if at all, and nothing for a host a policy cannot name (see `policy-origin.ts`).
 */
function sourceOrigin(src: string): string | undefined {
  const url = src.trim();
  if (url === '') return undefined;
  if (url.startsWith('//')) return policyOrigin(`https:${url}`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return policyOrigin(url);
  return "'self'";
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (_m, name: string) => ENTITIES[name.toLowerCase()]);
}
