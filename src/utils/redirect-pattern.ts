/**
 * Redirect paths as Mintlify writes them (Next.js style): `:name` matches one path segment, `:name*` any number of
 * segments (none included), `:name+` one or more, and `*` any run of characters (`/old/*`, `/articles/concepts-*`).
 * A destination reuses the source's parameters (`/v2/:slug*`, `/new/article-*`). Pure string work: the link checker,
 * the build's checks and the host config files all read patterns through here.
 */

/** One piece of a pattern: literal text, a named parameter, or the `*` splat. */
export type PatternToken =
  | { kind: 'text'; text: string }
  | { kind: 'param'; name: string; modifier: '' | '*' | '+' | '?' }
  | { kind: 'splat' };

/** The name a `*` splat goes by in the host formats (Netlify's `:splat`). */
export const SPLAT = 'splat';

const PARAM = /^:([A-Za-z_]\w*)([*+?]?)/;

/** Split a path pattern into tokens. */
export function parsePattern(pattern: string): PatternToken[] {
  const tokens: PatternToken[] = [];
  let text = '';
  for (let i = 0; i < pattern.length; ) {
    const param = pattern[i] === ':' ? PARAM.exec(pattern.slice(i)) : null;
    if (param || pattern[i] === '*') {
      if (text) tokens.push({ kind: 'text', text });
      text = '';
      if (param) {
        tokens.push({ kind: 'param', name: param[1], modifier: param[2] as '' | '*' | '+' | '?' });
        i += param[0].length;
      } else {
        tokens.push({ kind: 'splat' });
        i += 1;
      }
      continue;
    }
    text += pattern[i];
    i += 1;
  }
  if (text) tokens.push({ kind: 'text', text });
  return tokens;
}

/**
 * Whether a redirect source can be matched: hosts see the path only, so a source with a `#fragment` or `?query` would
 * redirect the whole page (Mintlify does not allow them).
 */
export function isUsableSource(source: string): boolean {
  return !/[?#]/.test(source);
}

/** Whether `pattern` is a plain path, with no parameter or wildcard. */
export function isLiteralPattern(pattern: string): boolean {
  return parsePattern(pattern).every((token) => token.kind === 'text');
}

/** The parameter names a pattern defines (`*` is {@link SPLAT}), in order, repeats included. */
export function patternParams(pattern: string): string[] {
  return parsePattern(pattern).flatMap((t) => (t.kind === 'param' ? [t.name] : t.kind === 'splat' ? [SPLAT] : []));
}

/** A path as patterns see it: a leading `/`, no trailing `/` (but the root), no `#fragment` or `?query`. */
export function normalizeRedirectPath(path: string): string {
  const bare = path.replace(/[?#].*$/s, '');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** A matcher for `pattern`: the parameters of a matching path, or undefined. */
export function compilePattern(pattern: string): (path: string) => Record<string, string> | undefined {
  const tokens = parsePattern(normalizeRedirectPath(pattern));
  const names: string[] = [];
  let source = '';
  tokens.forEach((token, i) => {
    if (token.kind === 'text') {
      // A `/` right before an optional parameter is optional with it (`/beta/:slug*` matches `/beta`).
      const next = tokens[i + 1];
      const optionalSlash =
        token.text.endsWith('/') && next?.kind === 'param' && (next.modifier === '*' || next.modifier === '?');
      source += escapeRegExp(optionalSlash ? token.text.slice(0, -1) : token.text);
      return;
    }
    const previous = tokens[i - 1];
    const slashed = previous?.kind === 'text' && previous.text.endsWith('/');
    if (token.kind === 'splat') {
      names.push(SPLAT);
      source += '(.*)';
    } else {
      names.push(token.name);
      if (token.modifier === '') source += '([^/]+)';
      else if (token.modifier === '+') source += '([^/]+(?:/[^/]+)*)';
      else if (token.modifier === '?') source += slashed ? '(?:/([^/]+))?' : '([^/]+)?';
      else source += slashed ? '(?:/([^/]+(?:/[^/]+)*))?' : '((?:[^/]+(?:/[^/]+)*)?)';
    }
  });
  const regexp = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = regexp.exec(normalizeRedirectPath(path));
    if (!match) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] ??= match[i + 1] ?? '';
    });
    return params;
  };
}

/**
 * `destination` with the parameters of a match filled in (`:name`, `:name*`, `*`); its `#fragment` and `?query` are
 * kept as written. An empty `:name*` takes the `/` before it along.
 */
export function fillDestination(destination: string, params: Readonly<Record<string, string>>): string {
  const { origin, path, rest } = splitUrl(destination);
  if (origin === undefined) return destination;
  let out = '';
  for (const token of parsePattern(path)) {
    if (token.kind === 'text') out += token.text;
    else {
      const value = params[token.kind === 'splat' ? SPLAT : token.name] ?? '';
      if (value === '' && out.endsWith('/') && out.length > 1) out = out.slice(0, -1);
      out += value;
    }
  }
  return origin + out + rest;
}

/** A concrete path `pattern` matches, with every parameter given `sample` (for following chains of patterns). */
export function samplePath(pattern: string, sample = 'sample'): string {
  return fillDestination(pattern, Object.fromEntries(patternParams(pattern).map((name) => [name, sample])));
}

/**
 * `pattern` in the `_redirects` syntax of Netlify and Cloudflare Pages: `:name` stays, a multi-segment parameter or
 * `*` becomes the one `*` splat there (`:splat` in a destination).
 */
export function toNetlifyPattern(pattern: string, side: 'source' | 'destination'): string {
  return mapTokens(pattern, (token) => {
    if (token.kind === 'param' && token.modifier === '') return `:${token.name}`;
    return side === 'source' ? '*' : `:${SPLAT}`;
  });
}

/**
 * `pattern` in Vercel's syntax (path-to-regexp): parameters stay; `*` becomes `:splat*` as a whole segment and
 * `:splat(.*)` inside one (`/articles/concepts-*`); in a destination, `:splat`.
 */
export function toVercelPattern(pattern: string, side: 'source' | 'destination'): string {
  return mapTokens(pattern, (token, before, after) => {
    if (token.kind === 'param') return `:${token.name}${token.modifier}`;
    const wholeSegment = before.endsWith('/') && (after === '' || after.startsWith('/'));
    if (side === 'destination') return wholeSegment ? `:${SPLAT}*` : `:${SPLAT}`;
    return wholeSegment ? `:${SPLAT}*` : `:${SPLAT}(.*)`;
  });
}

function mapTokens(
  pattern: string,
  map: (token: Exclude<PatternToken, { kind: 'text' }>, before: string, after: string) => string,
): string {
  const { origin, path, rest } = splitUrl(pattern);
  if (origin === undefined) return pattern;
  const tokens = parsePattern(path);
  let out = '';
  tokens.forEach((token, i) => {
    if (token.kind === 'text') out += token.text;
    else {
      const next = tokens[i + 1];
      out += map(token, out, next?.kind === 'text' ? next.text : '');
    }
  });
  return origin + out + rest;
}

/**
 * A URL's origin (`https://host`, '' for a path), path, and `?query#fragment`. The origin is undefined for a URL with
 * a scheme but no host (`mailto:`), which has no path to fill in.
 */
function splitUrl(url: string): { origin?: string; path: string; rest: string } {
  const scheme = /^[a-z][a-z\d+.-]*:/i.exec(url);
  const origin = scheme ? /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] : '';
  if (origin === undefined) return { path: url, rest: '' };
  const after = url.slice(origin.length);
  const cut = after.search(/[?#]/);
  return cut === -1 ? { origin, path: after, rest: '' } : { origin, path: after.slice(0, cut), rest: after.slice(cut) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
