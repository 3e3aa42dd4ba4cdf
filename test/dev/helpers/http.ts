/** Raw HTTP requests for dev server tests (no URL normalisation by a client library). */
import { request } from 'node:http';

/** A response, with the body as text. */
export interface TextResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Send `method rawPath` to 127.0.0.1:`port`, with `headers` when given. */
export function get(
  port: number,
  rawPath: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The served HTML without the injected live-reload client, and the hash the client was given. */
export function stripClient(html: string): { html: string; hash: string | undefined } {
  const match = /<script src="\/__quire\/client\.js" data-quire-hash="([\w-]*)" defer><\/script>\n/.exec(html);
  return { html: match ? html.replace(match[0], '') : html, hash: match?.[1] };
}
