/** Content hashes for cache-busting file names and cache keys. */
import { createHash } from 'node:crypto';

/** Short hex hash of `content` (8 characters by default). */
export function contentHash(content: string | Uint8Array, length = 8): string {
  return createHash('sha256').update(content).digest('hex').slice(0, length);
}
