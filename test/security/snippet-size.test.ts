/**
 * Issue 23, item 4: snippets had no size limit. A 21 MB snippet took 114 s and 4.5 GB before the build aborted, where
 * the same text as a page is refused at once (`markdown/page-too-large`). Now a snippet has the page's limits (size,
 * nesting, markers), and so does a page with its snippets inlined: a snippet of 1 MB included five times is 5 MB.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { MAX_PAGE_BYTES } from '../../src/markdown/limits.js';
import { writeFixture } from '../helpers/site-fixture.js';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SITE = { name: 'Sizes', navigation: [{ group: 'Start', pages: ['index'] }] };

/** `bytes` of ordinary prose. */
function prose(bytes: number): string {
  return 'Some words of an ordinary paragraph. '.repeat(Math.ceil(bytes / 37)).slice(0, bytes);
}

async function check(files: Record<string, string | object>) {
  const root = writeFixture(files);
  folders.push(root);
  const result = await buildSite({ root, workers: 0 });
  return { ok: result.ok, errors: result.diagnostics.filter((d) => d.severity === 'error') };
}

describe('snippet size', () => {
  it('refuses a snippet over the page size limit, naming the snippet and the include', async () => {
    const { ok, errors } = await check({
      'site.json': SITE,
      'snippets/big.mdx': `${prose(MAX_PAGE_BYTES + 1024)}\n`,
      'index.mdx': '---\ntitle: Sizes\n---\n\nimport Big from "/snippets/big.mdx";\n\n<Big />\n',
    });
    expect(ok).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      rule: 'markdown/page-too-large',
      file: 'snippets/big.mdx',
      position: { line: 1, column: 1 },
    });
    expect(errors[0].message).toMatch(/^the snippet is 4\.0 MB; Quire renders snippets of up to 4\.0 MB/);
    // Reported once, where the import reads it.
    expect(errors[0].message).toMatch(/the snippet is left out \(included by index\.mdx:5:1\)$/);
  });

  it('refuses a legacy <Snippet file> over the limit too', async () => {
    const { errors } = await check({
      'site.json': SITE,
      '_snippets/big.md': `${prose(MAX_PAGE_BYTES + 1024)}\n`,
      'index.mdx': '---\ntitle: Sizes\n---\n\n<Snippet file="big.md" />\n',
    });
    expect(errors.map((d) => [d.rule, d.file])).toEqual([['markdown/page-too-large', '_snippets/big.md']]);
  });

  it('refuses a page whose snippets, inlined, take it over the limit, at the include that does', async () => {
    const { ok, errors } = await check({
      'site.json': SITE,
      'snippets/part.mdx': `${prose(1024 * 1024)}\n`,
      'index.mdx': `---\ntitle: Sizes\n---\n\nimport Part from "/snippets/part.mdx";\n\n${'<Part />\n\n'.repeat(5)}`,
    });
    expect(ok).toBe(false);
    expect(errors).toHaveLength(1);
    // The fourth include brings page and snippets to just over 4 MB.
    expect(errors[0]).toMatchObject({ rule: 'markdown/page-too-large', file: 'index.mdx', position: { line: 13 } });
    expect(errors[0].message).toMatch(/^the page with its snippets inlined is over 4\.0 MB/);
  });

  it('builds a page that includes a large snippet once', async () => {
    const { ok } = await check({
      'site.json': SITE,
      'snippets/part.mdx': `${prose(1024 * 1024)}\n`,
      'index.mdx': '---\ntitle: Sizes\n---\n\nimport Part from "/snippets/part.mdx";\n\n<Part />\n',
    });
    expect(ok).toBe(true);
  });
});
