/**
 * File uploads: a `multipart/form-data` body with a `format: binary` field gets a file input, and the request goes
 * as multipart/form-data with the file's bytes intact, through the dev server's proxy (as base64) like any request.
 */
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { useDevPlayground } from './helpers/playground-dev.js';
import { openPlayground, send } from './helpers/playground-page.js';
import { serve } from './helpers/playground-site.js';

const dev = useDevPlayground(async () => {
  // Echoes the Content-Type and the raw body (base64), so the test sees exactly what arrived.
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(
        JSON.stringify({
          contentType: request.headers['content-type'],
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
    });
  });
  const api = await serve(server);
  const root = writeFixture({
    'site.json': { name: 'Uploads', navigation: [{ group: 'API', pages: ['upload'] }], openapi: 'openapi.json' },
    'openapi.json': {
      openapi: '3.1.0',
      info: { title: 'Uploads', version: '1' },
      servers: [{ url: api.url.replace(/\/$/, '') }],
      paths: {
        '/imports': {
          post: {
            summary: 'Import',
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    required: ['file'],
                    properties: {
                      file: { type: 'string', format: 'binary' },
                      note: { type: 'string' },
                    },
                  },
                },
              },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    },
    'upload.md': '---\ntitle: Import\nopenapi: POST /imports\n---\n',
  });
  return { api, root };
});

describe('multipart bodies', () => {
  it('offers a file input and sends the file’s bytes as multipart/form-data through the proxy', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}upload/`);
    expect(await page.getAttribute('input[name="part-file"]', 'type')).toBe('file');
    expect(await page.getAttribute('input[name="part-note"]', 'type')).toBe('text');
    const bytes = Buffer.from([0xff, 0x00, 0xfe, 0x0d, 0x0a, 0x41, 0x80]);
    await page.setInputFiles('input[name="part-file"]', {
      name: 'data.bin',
      mimeType: 'application/octet-stream',
      buffer: bytes,
    });
    await page.fill('input[name="part-note"]', 'hello');
    expect(await page.textContent('.q-pg-transport')).toContain('proxy');
    const answer = (await send(page)).json as { contentType: string; body: string };
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(answer.contentType)?.[1];
    expect(boundary).toBeDefined();
    const received = Buffer.from(answer.body, 'base64');
    const expected = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(received.equals(expected)).toBe(true);
  });
});
