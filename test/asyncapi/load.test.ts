import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAsyncApiPages } from '../../src/asyncapi/load.js';
import { writeFixture } from '../helpers/site-fixture.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const V3 = readFileSync(path.join(FIXTURES, 'chat-v3.yaml'), 'utf8');
const V2 = readFileSync(path.join(FIXTURES, 'orders-v2.yaml'), 'utf8');

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function load(files: Record<string, string>) {
  const root = writeFixture(files);
  cleanup.push(root);
  const pages = new Map(Object.entries(files).filter(([file]) => file.endsWith('.mdx')));
  return { root, ...(await loadAsyncApiPages(root, pages)) };
}

const page = (value: string, body = 'Body.') => `---\ntitle: Page\nasyncapi: "${value}"\n---\n\n${body}\n`;

describe('loadAsyncApiPages', () => {
  it('reads an AsyncAPI 3 channel: servers, send and receive operations, messages with payload schemas', async () => {
    const { channels, diagnostics } = await load({ 'chat.yaml': V3, 'room.mdx': page('/chat.yaml room') });
    expect(diagnostics).toEqual([]);
    const room = channels['room.mdx'];
    expect(room).toMatchObject({ file: 'chat.yaml', id: 'room', address: '/rooms/{roomId}', title: 'Chat room' });
    expect(room.servers).toEqual([{ id: 'main', url: 'wss://chat.example.com/', protocol: 'wss' }]);
    expect(room.operations.map((o) => [o.id, o.action, o.title, o.messages])).toEqual([
      ['say', 'send', 'Say something', ['Said']],
      ['hear', 'receive', undefined, ['Said']],
    ]);
    expect(room.messages).toHaveLength(1);
    expect(room.messages[0]).toMatchObject({ id: 'Said', title: 'Said in the room', contentType: 'application/json' });
    expect(room.messages[0].payload?.properties?.map((p) => [p.name, p.required])).toEqual([
      ['text', true],
      ['at', false],
    ]);
  });

  it('reads AsyncAPI 2 channels with publish and subscribe, and parses each file once for many pages', async () => {
    const { channels, diagnostics } = await load({
      'orders.yaml': V2,
      'created.mdx': page('orders.yaml orders/created'),
      'cancel.mdx': page('/orders.yaml orders/cancel'),
    });
    expect(diagnostics).toEqual([]);
    expect(channels['created.mdx'].operations.map((o) => [o.id, o.action, o.summary])).toEqual([
      ['onOrderCreated', 'subscribe', 'Hear of new orders'],
    ]);
    expect(channels['created.mdx'].messages[0].payload?.properties?.[0]).toMatchObject({ name: 'orderId' });
    expect(channels['cancel.mdx'].operations[0].action).toBe('publish');
    expect(channels['cancel.mdx'].messages[0].payload?.types).toEqual(['string']);
  });

  it('leaves pages without front matter asyncapi alone', async () => {
    const { channels, diagnostics } = await load({
      'chat.yaml': V3,
      'a.mdx': '---\ntitle: A\n---\n\nasyncapi: "chat.yaml room" in the text\n',
      'b.mdx': 'no front matter',
    });
    expect(channels).toEqual({});
    expect(diagnostics).toEqual([]);
  });

  it('warns with line:col about an invalid file; its pages get a note', async () => {
    const broken = V3.replace('action: receive', 'action: listen');
    const { channels, diagnostics } = await load({ 'chat.yaml': broken, 'room.mdx': page('chat.yaml room') });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', rule: 'asyncapi/invalid', file: 'chat.yaml' });
    const line = broken.split('\n').findIndex((text) => text.includes('action: listen')) + 1;
    expect(diagnostics[0].position?.line).toBe(line);
    expect(channels['room.mdx'].unavailable).toMatch(/not valid/);
  });

  it('warns about an unknown channel with a did-you-mean, and a missing file', async () => {
    const { diagnostics, channels } = await load({
      'chat.yaml': V3,
      'a.mdx': page('chat.yaml rooms'),
      'b.mdx': page('nope.yaml room'),
    });
    expect(diagnostics.map((d) => [d.severity, d.rule, d.file])).toEqual([
      ['warning', 'asyncapi/file-missing', 'nope.yaml'],
      ['warning', 'asyncapi/page', 'a.mdx'],
    ]);
    expect(diagnostics[1]).toMatchObject({ position: { line: 3, column: 1 } });
    expect(diagnostics[1].hint).toContain('room');
    expect(channels['a.mdx'].unavailable).toBeDefined();
    expect(channels['b.mdx'].unavailable).toBeDefined();
  });

  it('refuses a $ref to a file outside the docs folder, and never fetches a URL', async () => {
    const outside = writeFixture({ 'secret.yaml': 'type: string\ndescription: SECRET-OUTSIDE\n' });
    cleanup.push(outside);
    const spec = V3.replace(
      'format: date-time',
      `format: date-time\n          secret:\n            $ref: '../${path.basename(outside)}/secret.yaml'\n          remote:\n            $ref: 'https://example.com/schema.yaml'`,
    );
    const { channels, diagnostics } = await load({ 'chat.yaml': spec, 'room.mdx': page('chat.yaml room') });
    expect(diagnostics.map((d) => [d.severity, d.rule])).toEqual(
      expect.arrayContaining([
        ['error', 'asyncapi/ref-outside-docs'],
        ['warning', 'asyncapi/ref-url'],
      ]),
    );
    expect(JSON.stringify(channels)).not.toContain('SECRET-OUTSIDE');
  });

  it('refuses an AsyncAPI file outside the docs folder', async () => {
    const outside = writeFixture({ 'chat.yaml': V3 });
    cleanup.push(outside);
    const root = writeFixture({ 'room.mdx': '' });
    cleanup.push(root);
    writeFileSync(path.join(root, 'room.mdx'), page(`../${path.basename(outside)}/chat.yaml room`));
    const pages = new Map([['room.mdx', readFileSync(path.join(root, 'room.mdx'), 'utf8')]]);
    const { diagnostics, channels } = await loadAsyncApiPages(root, pages);
    expect(diagnostics.map((d) => [d.severity, d.rule])).toEqual([['error', 'asyncapi/file-outside-docs']]);
    expect(channels['room.mdx'].messages).toEqual([]);
  });
});
