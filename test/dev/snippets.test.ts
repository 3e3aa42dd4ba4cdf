/** The dev server and snippets: an edited, added or removed snippet re-renders the pages that include it, and only them. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevSession, type DevSession } from '../../src/dev/session.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { removeSite, writeSiteFile } from './helpers/dev-site.js';

let root: string;
let session: DevSession;

function renderAll(): void {
  for (let next = session.nextUnrendered(); next !== undefined; next = session.nextUnrendered())
    session.renderPage(next);
}

function html(pathname: string): string {
  const resource = session.resolve(pathname);
  if (resource.kind !== 'html') throw new Error(`expected HTML at ${pathname}, got ${resource.kind}`);
  return resource.html;
}

beforeEach(async () => {
  root = writeFixture({
    'site.json': { name: 'Dev snippets', navigation: [{ group: 'Docs', pages: ['index', 'a', 'b'] }] },
    'index.mdx': '---\ntitle: Home\n---\n\nNo snippets.\n',
    'a.mdx': '---\ntitle: A\n---\nimport Tip from "/snippets/tip.mdx"\n\n<Tip who="A" />\n',
    'b.mdx': '---\ntitle: B\n---\n\n<Snippet file="other.mdx" />\n',
    'snippets/tip.mdx': 'A tip for {who}.\n',
    '_snippets/other.mdx': 'Other snippet.\n',
  });
  session = createDevSession(root);
  await session.start();
  renderAll();
});

afterEach(() => removeSite(root));

describe('dev session with snippets', () => {
  it('serves no page for a snippet and reports nothing about it', () => {
    expect(session.stats().pages).toBe(3);
    expect(session.resolve('/snippets/tip/')).toMatchObject({ status: 404 });
    expect(session.diagnostics()).toEqual([]);
  });

  it('an edited snippet re-renders the pages that include it, and only them', async () => {
    writeSiteFile(root, 'snippets/tip.mdx', 'A better tip for {who}.\n');
    const update = await session.applyChanges(['snippets/tip.mdx']);
    expect([...update.changed]).toEqual(['page:a.mdx']);
    expect(update.reloadAll).toBe(false);
    expect(html('/a/')).toContain('A better tip for A.');
  });

  it('a removed snippet is reported where it is imported; adding it back fixes the page', async () => {
    rmSync(path.join(root, '_snippets/other.mdx'));
    await session.applyChanges(['_snippets/other.mdx']);
    // The dev server shows what a build would call a broken link as a warning: the page still renders.
    html('/b/');
    expect(session.diagnostics()).toMatchObject([
      { file: 'b.mdx', rule: 'mdx/missing-snippet', severity: 'warning', position: { line: 5, column: 10 } },
    ]);
    writeSiteFile(root, '_snippets/other.mdx', 'Back again.\n');
    await session.applyChanges(['_snippets/other.mdx']);
    expect(html('/b/')).toContain('Back again.');
    expect(session.diagnostics()).toEqual([]);
  });
});
