/** Read a request body as UTF-8 text, up to a size limit. */
import type { IncomingMessage } from 'node:http';

// Past the limit the rest is read and dropped (so the client sees the 413 instead of a broken pipe), up to this.
const DRAIN_LIMIT = 16 * 1_048_576;

/**
 * The body of `request` as text, or undefined when it is larger than `limit` bytes (by its `Content-Length`, or
 * as it arrives). Rejects only when the connection fails.
 */
export function readLimitedBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number.isFinite(declared) && declared > limit;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) request.destroy();
    });
    request.on('end', () => resolve(over ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('close', () => {
      if (!request.complete)
        over ? resolve(undefined) : reject(new Error('the connection closed before the body was complete'));
    });
    request.on('error', (error) => (over ? resolve(undefined) : reject(error)));
  });
}
