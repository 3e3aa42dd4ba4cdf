import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const V3 = readFileSync(path.join(import.meta.dirname, 'fixtures/chat-v3.yaml'), 'utf8');

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('building channel pages', () => {
  it('renders the channel above the page text, escaped, in the TOC, the .md export and llms-full.txt', async () => {
    const root = writeFixture({
      'site.json': { name: 'Chat', navigation: [{ group: 'Events', pages: ['index', 'room'] }] },
      'chat.yaml': V3,
      'index.md': '---\ntitle: Home\n---\n\nSee [the room](room#channel-messages).\n',
      'room.md': '---\ntitle: Room\nasyncapi: "/chat.yaml room"\n---\n\n## Notes\n\nPage text.\n',
    });
    const out = `${root}-out`;
    cleanup.push(root, out);
    const result = await buildSite({ root, outDir: out });
    // The AsyncAPI file is read, not published: a note says so, as for any data file no page links to.
    expect(formatDiagnostics(result.diagnostics.filter((d) => d.severity !== 'info'))).toBe('');
    const html = readOut(out, 'room/index.html');
    const section = html.indexOf('<section class="q-endpoint q-channel"');
    expect(section).toBeGreaterThan(0);
    expect(html.indexOf('<p>Page text.</p>')).toBeGreaterThan(section);
    expect(html).toContain(
      '<span class="q-method q-method-channel">wss</span> <code class="q-endpoint-path">/rooms/{roomId}</code>',
    );
    expect(html).toContain('Send: Say something');
    expect(html).toContain('Receive: hear');
    expect(html).toContain('href="#channel-messages"');
    expect(html).toContain('id="channel-message-said"');
    expect(html).toContain('<code class="q-field-name">text</code>');
    expect(html).not.toContain('<script>alert(1)</script>');
    const markdown = readOut(out, 'room.md');
    expect(markdown).toContain('## Channel `/rooms/{roomId}`');
    expect(markdown).toContain('- `text` (string, required): What was said');
    expect(readOut(out, 'llms-full.txt')).toContain('### Message Said in the room');
  });

  it('keeps the page text and adds a note when the channel is unknown, with a warning', async () => {
    const root = writeFixture({
      'site.json': { name: 'Chat', navigation: [{ group: 'Events', pages: ['room'] }] },
      'chat.yaml': V3,
      'room.md': '---\ntitle: Room\nasyncapi: "chat.yaml lobby"\n---\n\nPage text.\n',
    });
    const out = `${root}-out`;
    cleanup.push(root, out);
    const result = await buildSite({ root, outDir: out });
    expect(
      result.diagnostics
        .filter((d) => d.severity !== 'info')
        .map((d) => `${d.file}:${d.position?.line} ${d.severity} ${d.rule}`),
    ).toEqual(['room.md:3 warning asyncapi/page']);
    const html = readOut(out, 'room/index.html');
    expect(html).toContain('The reference of this channel is not available:');
    expect(html).toContain('<p>Page text.</p>');
  });
});
