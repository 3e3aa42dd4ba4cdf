/**
 * Issue 23, item 12: `llms.txt` and the page menu built each page's `.md` URL from its file path without encoding it,
 * so the pages `#frag.md`, `?query.md` and `%41.md` became links to the home page (`/#frag.md`), to the home page
 * with a query (`/?query.md`), or to another page (`/%41.md` is `/A.md`). Through the real CLI: every `.md` URL in
 * `llms.txt`, `llms-full.txt` and the page menu (its view link, the URL it copies from, the chat prompt) names the
 * page's own `.md` file, with each path segment percent-encoded as `sitemap.xml` does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliBuild, cliBuild, removeBuilds } from './helpers/cli-build.js';

const SITE = 'https://docs.example.com';
/** Page file names (without `.md`) → their title. */
const PAGES: Record<string, string> = {
  '#frag': 'Frag',
  '?query': 'Query',
  '%41': 'Pct',
  A: 'Upper A',
  'a b': 'Space',
  'deep/#x': 'Deep',
};

let build: CliBuild;
beforeAll(() => {
  build = cliBuild(
    {
      'site.json': {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index', ...Object.keys(PAGES)] }],
        contextual: { options: ['copy', 'view', 'chatgpt'] },
      },
      'index.md': '# Home\n',
      ...Object.fromEntries(Object.entries(PAGES).map(([name, title]) => [`${name}.md`, `# ${title}\n`])),
    },
    ['--site-url', SITE],
  );
});
afterAll(removeBuilds);

/** The output file an absolute URL of the site names, as a host decodes it. */
function fileOf(url: string): string {
  const { pathname } = new URL(url);
  return path.join(build.out, ...pathname.slice(1).split('/').map(decodeURIComponent));
}

describe('page URLs written into text files', () => {
  it('builds', () => {
    expect(build.code).toBe(0);
  });

  it('llms.txt links each page to its own .md', () => {
    const links = [...build.read('llms.txt')!.matchAll(/^- \[([^\]]+)\]\(<?([^)>]+)>?\)/gm)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['Home', `${SITE}/index.md`],
      ['Frag', `${SITE}/%23frag.md`],
      ['Query', `${SITE}/%3Fquery.md`],
      ['Pct', `${SITE}/%2541.md`],
      ['Upper A', `${SITE}/A.md`],
      ['Space', `${SITE}/a%20b.md`],
      ['Deep', `${SITE}/deep/%23x.md`],
    ]);
    for (const [title, url] of links) {
      expect(existsSync(fileOf(url)), url).toBe(true);
      expect(build.read(path.relative(build.out, fileOf(url))), url).toContain(`# ${title}`);
    }
  });

  it('llms-full.txt names each page at its own URL', () => {
    const urls = [...build.read('llms-full.txt')!.matchAll(/^url: (.*)$/gm)].map((m) => m[1]);
    expect(urls).toEqual([
      `${SITE}/`,
      `${SITE}/%23frag/`,
      `${SITE}/%3Fquery/`,
      `${SITE}/%2541/`,
      `${SITE}/A/`,
      `${SITE}/a%20b/`,
      `${SITE}/deep/%23x/`,
    ]);
  });

  it("the page menu's view link, copy source and chat prompt name the page's own .md", () => {
    for (const [name, folder, md] of [
      ['#frag', '#frag', '/%23frag.md'],
      ['%41', '%41', '/%2541.md'],
      ['deep/#x', 'deep/#x', '/deep/%23x.md'],
    ]) {
      const html = build.read(`${folder}/index.html`)!;
      expect(html, name).toContain(`data-md="${md}"`);
      expect(html, name).toContain(`href="${md}"`);
      const chat = /href="(https:\/\/chatgpt\.com\/[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(new URL(chat!).searchParams.get('q'), name).toContain(`${SITE}${md} `);
    }
  });
});
