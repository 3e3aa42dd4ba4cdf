/**
 * The page menu's links in built pages: the `.md` beside each page, with and without `--site-url`, under `--base`,
 * the options `contextual` narrows it to, and the pages that have none (404, `mode: custom`, empty `options`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { CHAT_TARGETS, chatPrompt, chatUrl } from '../../src/render/page-menu-data.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PAGES = {
  'index.md': '# Home\n\nWelcome.\n',
  'guides/update.md': '---\ntitle: Update\n---\n\nChange a group.\n',
  'landing.md': '---\ntitle: Landing\nmode: custom\n---\n\n<div>Hi</div>\n',
};

async function build(
  site: Record<string, unknown>,
  options: { base?: string; siteUrl?: string } = {},
): Promise<((file: string) => string) & { has(file: string): boolean }> {
  const root = writeFixture({
    'site.json': {
      name: 'Menu',
      navigation: [{ group: 'Start', pages: ['index', 'guides/update', 'landing'] }],
      ...site,
    },
    ...PAGES,
  });
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'quire-page-menu-')), 'out');
  cleanup.push(root, path.dirname(out));
  const result = await buildSite({ root, outDir: out, cacheDir: path.join(path.dirname(out), 'cache'), ...options });
  expect(result.diagnostics).toEqual([]);
  expect(result.ok).toBe(true);
  return Object.assign((file: string) => readOut(out, file), {
    has: (file: string) => existsSync(path.join(out, file)),
  });
}

/** The menu of a built page: its `.md` URL, each entry's option and href, and what the button beside it is. */
function menuOf(html: string) {
  const root = /<div class="q-page-menu[^"]*" data-page-menu data-md="([^"]+)"[\s\S]*?<\/ul>/.exec(html);
  if (!root) return undefined;
  const entries = [
    ...root[0].matchAll(/<li class="q-page-menu-([a-z]+)">(?:<a class="q-page-menu-item" href="([^"]+)")?/g),
  ];
  return {
    markdown: root[1],
    relative: root[0].startsWith('<div class="q-page-menu q-page-menu-relative"'),
    main: /<(a|button) [^>]*class="q-page-menu-main"/.exec(root[0])?.[1],
    items: entries.map(([, option, href]) => [option, href?.replaceAll('&amp;', '&')]),
  };
}

describe('chatUrl', () => {
  it('is the target URL with the prompt set as its query parameter, for any .md URL', () => {
    for (const target of Object.keys(CHAT_TARGETS) as Array<keyof typeof CHAT_TARGETS>) {
      for (const md of ['/a.md', '/docs/ü ber/x&y=+%25#frag.md', 'https://acme.dev/a b.md?x=1']) {
        const expected = new URL(CHAT_TARGETS[target].url);
        expected.searchParams.set(CHAT_TARGETS[target].param, chatPrompt(md));
        expect(chatUrl(target, md)).toBe(expected.href);
      }
    }
  });
});

describe('page menu in built pages', () => {
  it('links to the .md beside the page; without --site-url, chat links name it by path for the script to complete', async () => {
    const read = await build({});
    expect(menuOf(read('guides/update/index.html'))).toEqual({
      markdown: '/guides/update.md',
      relative: true,
      main: 'button',
      items: [
        ['copy', undefined],
        ['view', '/guides/update.md'],
        ['chatgpt', chatUrl('chatgpt', '/guides/update.md')],
        ['claude', chatUrl('claude', '/guides/update.md')],
      ],
    });
    expect(chatUrl('chatgpt', '/guides/update.md')).toBe(
      'https://chatgpt.com/?hints=search&q=Read+%2Fguides%2Fupdate.md+so+I+can+ask+questions+about+it.',
    );
    expect(menuOf(read('index.html'))?.markdown).toBe('/index.md');
    expect(read('guides/update.md').startsWith('# Update\n')).toBe(true);
  });

  it('with --site-url and --base, chat links ask for the absolute .md under the base', async () => {
    const read = await build({}, { base: '/docs/', siteUrl: 'https://acme.dev/docs' });
    const menu = menuOf(read('guides/update/index.html'));
    expect(menu?.relative).toBe(false);
    expect(menu?.markdown).toBe('/docs/guides/update.md');
    expect(menu?.items).toEqual([
      ['copy', undefined],
      ['view', '/docs/guides/update.md'],
      [
        'chatgpt',
        'https://chatgpt.com/?hints=search&q=Read+https%3A%2F%2Facme.dev%2Fdocs%2Fguides%2Fupdate.md+so+I+can+ask+questions+about+it.',
      ],
      [
        'claude',
        'https://claude.ai/new?q=Read+https%3A%2F%2Facme.dev%2Fdocs%2Fguides%2Fupdate.md+so+I+can+ask+questions+about+it.',
      ],
    ]);
    expect(new URL(menu?.items[3][1] ?? '').searchParams.get('q')).toBe(
      chatPrompt('https://acme.dev/docs/guides/update.md'),
    );
  });

  it('shows the options contextual lists, in order; the first is the button beside the menu', async () => {
    const read = await build({ contextual: { options: ['view', 'perplexity'] } }, { siteUrl: 'https://acme.dev' });
    const menu = menuOf(read('guides/update/index.html'));
    expect(menu?.main).toBe('a');
    expect(menu?.items).toEqual([
      ['view', '/guides/update.md'],
      [
        'perplexity',
        'https://www.perplexity.ai/search/new?q=Read+https%3A%2F%2Facme.dev%2Fguides%2Fupdate.md+so+I+can+ask+questions+about+it.',
      ],
    ]);
    expect(read('guides/update/index.html')).toMatch(/<a class="q-page-menu-main" href="\/guides\/update.md">/);
  });

  it('is absent on custom pages, the 404 page, and everywhere when options is empty', async () => {
    const read = await build({});
    expect(read('landing/index.html')).not.toContain('data-page-menu');
    expect(read('404.html')).not.toContain('data-page-menu');
    const none = await build({ contextual: { options: [] } });
    expect(none('guides/update/index.html')).not.toContain('data-page-menu');
    expect(none('index.html')).not.toContain('data-page-menu');
  });

  it('leaves redirect pages without a menu', async () => {
    const read = await build({ redirects: [{ source: '/old', destination: '/guides/update' }] });
    expect(read.has('old/index.html')).toBe(true);
    expect(read('old/index.html')).toContain('/guides/update/');
    expect(read('old/index.html')).not.toContain('data-page-menu');
  });
});
