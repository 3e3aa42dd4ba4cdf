/**
 * The `Host` check against DNS rebinding: a web page on `evil.example` whose name is made to resolve to 127.0.0.1
 * could otherwise read a Quire server and send requests through its playground proxy as a same-origin page. Such a
 * request carries the attacker's name in `Host`, so only names that cannot be rebound are accepted: IP literals,
 * `localhost`, the host the server was told to listen on, and names its operator lists (`--allow-host`, the hosts
 * of `--allow-origin`).
 */
import { isIP } from 'node:net';

/** A predicate over the `Host` header of a request. */
export type HostCheck = (host: string | undefined) => boolean;

/**
 * Accept `localhost`, IP literals, `configuredHost` and `extraHosts` (any port; a trailing dot names the same host);
 * refuse other names and a missing `Host`.
 */
export function createHostCheck(configuredHost = '127.0.0.1', extraHosts: readonly string[] = []): HostCheck {
  const named = new Set(['localhost', ...[configuredHost, ...extraHosts].map(bareHost)]);
  return (host) => {
    if (!host) return false;
    let hostname: string;
    try {
      hostname = new URL(`http://${host}`).hostname;
    } catch {
      return false;
    }
    // `new URL` has already lower-cased the name and turned `2130706433` and `0x7f.1` into 127.0.0.1.
    const bare = bareHost(hostname);
    return isIP(bare) !== 0 || named.has(bare);
  };
}

/** A host name as compared: lower case, without IPv6 brackets or a trailing dot. */
function bareHost(name: string): string {
  return name
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/**
 * Whether `value` is a host name or IP address `--allow-host` can take (`docs.example.com`, `10.0.0.5`, `[::1]`):
 * no scheme, port, path or user info.
 */
export function isHostName(value: string): boolean {
  if (isIP(value.replace(/^\[(.*)\]$/, '$1')) !== 0) return true;
  return /^(?=.{1,253}\.?$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i.test(
    value,
  );
}

/** The host names of `--allow-origin` values (`https://docs.example.com` → `docs.example.com`); `*` names none. */
export function hostsOfOrigins(origins: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const origin of origins) {
    try {
      if (origin !== '*') hosts.push(new URL(origin).hostname);
    } catch {
      // The CLI has checked the form already; nothing to add.
    }
  }
  return hosts;
}
