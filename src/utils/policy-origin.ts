/**
 * The hosts a Content-Security-Policy names. A policy is a list of `;`-separated directives of space-separated
 * sources, so a host written into it must be only a host: `https://fonts.example.com;sandbox/inter.woff2` parses as a
 * URL whose host is `fonts.example.com;sandbox`, and written as is it added a `sandbox` directive that turned off
 * every script of the site. Every host that reaches a policy passes through here (config checks and the policy writer).
 */

/** A host name (dot-separated labels of letters, digits, `-` and `_`), an IPv4 address, or an IPv6 literal in brackets. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*|\[[0-9a-f:.]+\])$/;

/**
 * A source a policy may list as is: `scheme://host[:port]`, the host possibly `*.`-prefixed (`https://*.hotjar.com`,
 * `wss://…`), nothing else (no path, `;`, space or quote).
 */
const SOURCE =
  /^[a-z][a-z0-9+.-]*:\/\/(?:\*\.)?(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin (`scheme://host[:port]`) of an absolute http(s) URL, as a policy names it; undefined when `url` is not
 * one, or when its host is not a plain host name or IP address.
 */
export function policyOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return HOST.test(parsed.hostname) ? parsed.origin : undefined;
}

/** Whether `source` may be written into a policy as it is (see {@link SOURCE}). */
export function isPolicySource(source: string): boolean {
  return SOURCE.test(source);
}
