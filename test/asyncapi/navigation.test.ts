import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const V2 = readFileSync(path.join(import.meta.dirname, 'fixtures/orders-v2.yaml'), 'utf8');
const V3 = readFileSync(path.join(import.meta.dirname, 'fixtures/chat-v3.yaml'), 'utf8');

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('channel pages from the navigation', () => {
  it('generates one page per channel for `asyncapi` on a group and on a tab, listed in the sidebar', async () => {
    const root = writeFixture({
      'docs.json': {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Events',
        colors: { primary: '#0c8669', light: '#188c71' },
        navigation: {
          tabs: [
            {
              tab: 'Guides',
              groups: [
                { group: 'Start', pages: ['index'] },
                { group: 'Orders', pages: [], asyncapi: { source: '/orders.yaml', directory: 'events' } },
              ],
            },
            { tab: 'Chat', asyncapi: 'chat.yaml' },
          ],
        },
      },
      'orders.yaml': V2,
      'chat.yaml': V3,
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const out = `${root}-out`;
    cleanup.push(root, out);
    const result = await buildSite({ root, outDir: out });
    expect(formatDiagnostics(result.diagnostics.filter((d) => d.severity !== 'info'))).toBe('');
    const created = readOut(out, 'events/orders-created/index.html');
    expect(created).toContain('<section class="q-endpoint q-channel"');
    expect(created).toContain('Subscribe: Hear of new orders');
    expect(created).toContain('<code class="q-field-name">orderId</code>');
    // The sidebar of the Orders group lists both channels.
    expect(created).toContain('href="/events/orders-cancel/"');
    const room = readOut(out, 'api-reference/room/index.html');
    expect(room).toContain('<title>Chat room – Events</title>');
    expect(room).toContain('Send: Say something');
    expect(readOut(out, 'llms.txt')).toContain('/api-reference/room.md');
  });
});
