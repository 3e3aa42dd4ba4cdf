/**
 * Resolve a navigation page entry as written in `site.json` (`guide/setup`, `/guide/setup`, `guide/setup.mdx`,
 * `guide/`) to the markdown file it names.
 */

/** The outcome of resolving one page entry. */
export type PageRefResolution =
  /** `path` is the markdown file, e.g. `guide/setup.md`. */
  | { kind: 'found'; path: string }
  /** No file matches; `base` is the normalised entry without extension, e.g. `guide/stup`. */
  | { kind: 'missing'; base: string }
  /** The entry points outside the docs folder (`../x`, `//etc/passwd`, `C:/x`). */
  | { kind: 'outside' };

/**
 * Resolve `ref` against the set of page files. `guide/setup` tries `guide/setup.mdx`, then `guide/setup.md`, then
 * `guide/setup/index.mdx` and `.md`: with both files, the MDX one is the page, as in Mintlify (keep's
 * `providers/overview.mdx` is its page; the `.md` beside it is an old copy). An explicit extension is tried first but
 * the other one is accepted too.
 */
export function resolvePageRef(ref: string, pages: ReadonlySet<string>): PageRefResolution {
  const base = normalizePageRef(ref);
  if (base === undefined) return { kind: 'outside' };
  const explicit = /\.mdx?$/.exec(base)?.[0];
  const stem = explicit ? base.slice(0, -explicit.length) : base;
  const extensions = explicit === '.md' ? ['.md', '.mdx'] : ['.mdx', '.md'];
  for (const candidate of [stem, stem === 'index' || stem.endsWith('/index') ? undefined : `${stem}/index`]) {
    if (candidate === undefined) continue;
    for (const extension of extensions) {
      const path = candidate + extension;
      if (pages.has(path)) return { kind: 'found', path };
    }
  }
  return { kind: 'missing', base: stem };
}

/**
 * Turn an entry into a clean relative path without `.`/`..` segments, or undefined when it escapes the docs
 * folder. One leading `/` means "from the docs folder" (Mintlify style); anything still absolute after that is a
 * filesystem path.
 */
export function normalizePageRef(ref: string): string | undefined {
  let text = ref.trim().replace(/\\/g, '/');
  if (text.startsWith('/')) text = text.slice(1);
  if (text.startsWith('/') || /^[a-z]:\//i.test(text)) return undefined;
  const segments: string[] = [];
  for (const segment of text.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.length === 0 ? 'index' : segments.join('/');
}
