/**
 * The `Host` check against DNS rebinding: a web page on `evil.example` whose name is made to resolve to 127.0.0.1
 * could otherwise read the dev server and send requests through its playground proxy as a same-origin page. Such a
 * request carries the attacker's name in `Host`, so only names that cannot be rebound are accepted: IP literals,
 * `localhost`, and the host the server was told to listen on.
 */
import { isIP } from 'node:net';

/** A predicate over the `Host` header of a request. */
export type HostCheck = (host: string | undefined) => boolean;

/** Accept `localhost`, IP literals and `configuredHost` (any port); refuse other names and a missing `Host`. */
export function createHostCheck(configuredHost = '127.0.0.1'): HostCheck {
  const configured = configuredHost.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (host) => {
    if (!host) return false;
    let hostname: string;
    try {
      hostname = new URL(`http://${host}`).hostname.toLowerCase();
    } catch {
      return false;
    }
    const bare = hostname.replace(/^\[(.*)\]$/, '$1');
    // `new URL` has already turned `2130706433` and `0x7f.1` into 127.0.0.1; a trailing dot names the same host.
    return bare === 'localhost' || bare === 'localhost.' || isIP(bare) !== 0 || bare === configured || bare === `${configured}.`;
  };
}
