/**
 * Map a request path to a file inside the site folder, or refuse. Every trick is refused before touching the
 * disk: `..` (also percent-encoded, also as `%2f`-joined segments), backslashes, NUL bytes and malformed escapes.
 * Symlinks are checked after resolution by the caller with realpath.
 */

/** Turn a URL pathname (still percent-encoded) into a relative file path, or undefined if it must be refused. */
export function safeRelativePath(pathname: string, base = '/'): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const rest = pathname.slice(base.length);
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    // A decoded segment must be a plain name: no separators, no NUL, no dot-segments.
    if (segment.includes('/') || segment.includes('\\') || segment.includes('\0')) return undefined;
    if (segment === '..' || segment === '.') return undefined;
    if (segment === '') continue;
    segments.push(segment);
  }
  return segments.join('/');
}
