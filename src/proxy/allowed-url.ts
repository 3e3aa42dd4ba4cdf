/**
 * Decide whether the playground proxy may send a request to a URL: only to the configured base URLs, compared as
 * origin (scheme, host and port, as written: no IP-literal aliases, no `localhost` for `127.0.0.1`) plus a path
 * prefix ending on a `/` boundary, never with user info (`http://127.0.0.1:4010@evil.example`), and never with an
 * encoded way out of the base path (`..%2f`, `..;/`, `%252e%252e`: see path-tricks.ts).
 */
import { findPathTrick } from './path-tricks.js';

/**
 * An allowed URL, parsed, or the reason it is refused: `bad_path` when the URL is under a base URL but its path could
 * leave it once decoded (a malformed request, 400), `forbidden_url` when it is not under one (403).
 */
export type UrlCheck = { ok: true; url: URL } | { ok: false; code: 'forbidden_url' | 'bad_path'; reason: string };

/** A base URL reduced to what matching needs. */
interface Base {
  origin: string;
  /** Path prefix without trailing `/`; '' for the whole origin. */
  path: string;
}

/** Check `raw` against `allowedBaseUrls` (absolute http(s) URLs; others are ignored). */
export function checkTargetUrl(raw: string, allowedBaseUrls: readonly string[]): UrlCheck {
  const bases = allowedBaseUrls.map(parseBase).filter((b): b is Base => b !== undefined);
  if (bases.length === 0)
    return {
      ok: false,
      code: 'forbidden_url',
      reason: 'no API base URL is configured (set `api.baseUrl` in site.json or `servers` in the OpenAPI file)',
    };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, code: 'forbidden_url', reason: `${JSON.stringify(raw)} is not an absolute URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, code: 'forbidden_url', reason: `only http and https URLs can be sent, not ${url.protocol}` };
  if (url.username !== '' || url.password !== '')
    return { ok: false, code: 'forbidden_url', reason: 'URLs with user info (`user@host`) are refused' };
  const written = raw.trim().toLowerCase();
  for (const base of bases) {
    // The origin must be written exactly like the base URL's, so `http://2130706433:4010` or `http://0x7f.1:4010`
    // (which parse to 127.0.0.1) do not pass for `http://127.0.0.1:4010`.
    if (url.origin !== base.origin || !startsOnBoundary(written, base.origin, /[/?#]/)) continue;
    if (base.path === '' || url.pathname === base.path || url.pathname.startsWith(`${base.path}/`)) {
      const trick = findPathTrick(url.pathname);
      return trick ? { ok: false, code: 'bad_path', reason: trick } : { ok: true, url };
    }
  }
  const list = bases.map((b) => b.origin + b.path).join(', ');
  return {
    ok: false,
    code: 'forbidden_url',
    reason: `${url.origin}${url.pathname} is not under a configured API base URL (${list})`,
  };
}

function parseBase(raw: string): Base | undefined {
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
    return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
  } catch {
    return undefined;
  }
}

/** Whether `text` starts with `prefix` followed by the end or a character matching `boundary`. */
function startsOnBoundary(text: string, prefix: string, boundary: RegExp): boolean {
  if (!text.startsWith(prefix)) return false;
  const next = text.charAt(prefix.length);
  return next === '' || boundary.test(next);
}
