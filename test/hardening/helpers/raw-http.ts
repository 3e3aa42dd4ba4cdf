/** Send requests byte for byte over a socket: no client library to normalise the path, the headers or the body. */
import net from 'node:net';

/** The answer to a raw request: status (0 when the server closed without answering), headers as text, body. */
export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** Send `request` (a whole HTTP/1.1 message) to 127.0.0.1:`port` and read until the server closes. */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const head = end === -1 ? text : text.slice(0, end);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: end === -1 ? '' : text.slice(end + 4),
      });
    });
    socket.write(request, () => socket.end());
  });
}

/** A GET for `target` (written into the request line as is) with `Host: host`. */
export function rawGet(port: number, target: string, host = `127.0.0.1:${port}`, extra = ''): Promise<RawResponse> {
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`);
}
