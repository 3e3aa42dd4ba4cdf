/**
 * Whether an IP address is a public one on the internet, as opposed to this machine (loopback), a private network,
 * a link-local address (169.254.169.254 is the cloud metadata service) or a reserved range. A `$ref` in an OpenAPI
 * file fetched from the web may only make Quire connect to public addresses: otherwise whoever wrote that file
 * could have the build machine read its internal services and publish the answers.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are not public: [first octets, prefix length]. */
const NOT_PUBLIC_V4: ReadonlyArray<readonly [number[], number]> = [
  [[0], 8], // "this network", 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 3], // multicast, reserved, broadcast
];

/** Whether `address` (an IPv4 or IPv6 address, IPv6 without brackets) is public. Anything else is not. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicV4(address.split('.').map(Number));
  if (!isIPv6(address)) return false;
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach an IPv4 address.
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return isPublicV4(bytes.slice(12));
  if (zeros(0, 12)) return false; // ::, ::1 and the deprecated IPv4-compatible form
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return isPublicV4(bytes.slice(12));
  // 6to4 (2002::/16) carries an IPv4 address in its next four bytes.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicV4(bytes.slice(2, 6));
  // Documentation (2001:db8::/32).
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8) return false;
  // Only global unicast (2000::/3) is public: this leaves out fc00::/7 (private), fe80::/10 (link-local), ff00::/8 …
  return (bytes[0] & 0xe0) === 0x20;
}

function isPublicV4(octets: readonly number[]): boolean {
  return !NOT_PUBLIC_V4.some(([prefix, bits]) => {
    for (let i = 0, left = bits; left > 0; i++, left -= 8) {
      const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff;
      if (((octets[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
    }
    return true;
  });
}

/** The 16 bytes of an IPv6 address (a zone such as `%eth0` is dropped), or undefined when it does not parse. */
function ipv6Bytes(address: string): number[] | undefined {
  let text = address.split('%')[0];
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!isIPv4(dotted[1])) return undefined;
    tail.push(...dotted[1].split('.').map(Number));
    text = text.slice(0, -dotted[1].length);
    text = text.endsWith('::') ? text : text.replace(/:$/, '');
  }
  const [head, rest] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = groups(rest);
  const missing = 8 - tail.length / 2 - front.length - back.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  const all = [...front, ...new Array<number>(missing).fill(0), ...back];
  if (all.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return undefined;
  return [...all.flatMap((g) => [g >> 8, g & 0xff]), ...tail];
}
