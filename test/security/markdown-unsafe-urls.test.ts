/**
 * Finding 11: markdown links and images with `javascript:`, `vbscript:` or `data:` URLs (images: except
 * `data:image/…`) are refused like the same URLs in site.json, in every markdown form: inline, reference, autolink,
 * entity-encoded, upper case and with the whitespace browsers ignore. Each is reported at file:line:col and the
 * build fails. Raw HTML stays trusted, as documented.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Build a site whose pages are `pages` (path → body) with the real CLI. */
function build(pages: Record<string, string>) {
  const files: Record<string, string | object> = {
    'site.json': {
      name: 'Unsafe URLs',
      navigation: [{ group: 'Docs', pages: Object.keys(pages).map((p) => p.replace(/\.mdx?$/, '')) }],
    },
  };
  for (const [file, body] of Object.entries(pages)) files[file] = `---\ntitle: ${file}\n---\n\n${body}\n`;
  const dir = writeFixture(files);
  folders.push(dir);
  const out = path.join(dir, '_site');
  const result = spawnSync(process.execPath, ['bin/quire.js', 'build', dir, '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, output: result.stdout + result.stderr, out };
}

const LINK_MESSAGE = (scheme: string) =>
  `error expected an http(s), mailto or relative URL, found a ${scheme}: URL, which would run script or show inline content when clicked [markdown/unsafe-url]`;
const HINT =
  'hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused';

describe('unsafe URLs in markdown links and images', () => {
  // The body starts on line 5 of each page (after the front matter and a blank line).
  const cases: Array<[name: string, body: string, where: string, scheme: string]> = [
    ['inline', 'Click [here](javascript:alert(1)).', '5:7', 'javascript'],
    ['reference', 'Click [here][x].\n\n[x]: javascript:alert(1)', '7:1', 'javascript'],
    ['autolink', 'Go <javascript:alert(1)> now.', '5:4', 'javascript'],
    ['entity-encoded', '[here](jav&#x61;script&#58;alert(1))', '5:1', 'javascript'],
    ['upper-case', '[here](JaVaScRiPt:alert(1))', '5:1', 'javascript'],
    ['tab-inside', '[here](java&#9;script:alert(1))', '5:1', 'javascript'],
    ['leading-space', '[here](<&#32; javascript:alert(1)>)', '5:1', 'javascript'],
    ['vbscript', 'A [link](vbscript:msgbox(1))', '5:3', 'vbscript'],
    ['data-link', '[page](data:text/html,<script>alert(1)</script>)', '5:1', 'data'],
    ['data-image-link', '[picture](data:image/png;base64,iVBORw0KGgo=)', '5:1', 'data'],
  ];

  it.each(cases)('refuses the %s form at file:line:col', (name, body, where, scheme) => {
    const { code, output, out } = build({ [`${name}.md`]: body });
    expect(code).toBe(1);
    expect(output).toContain(`${name}.md:${where} ${LINK_MESSAGE(scheme)}\n  ${HINT}`);
    expect(output).toContain('1 error');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an image with a data:text/html URL, and checks .mdx pages too', () => {
    const { code, output } = build({
      'image.md': 'Look: ![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      'component.mdx': 'import X from "y"\n\n[here](javascript:alert(1))',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'image.md:5:7 error expected an image file, an http(s) or a data:image/ URL, found a data: URL that is not an image, which could run script or show inline content [markdown/unsafe-url]',
    );
    expect(output).toContain(`component.mdx:7:1 ${LINK_MESSAGE('javascript')}`);
    expect(output).toContain('2 errors');
  });

  it('builds images with data:image/ URLs, inline and by reference', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const { code, output, out } = build({ 'index.md': `![dot](${png}) and ![again][dot]\n\n[dot]: ${png}` });
    expect(output).not.toContain('unsafe-url');
    expect(code).toBe(0);
    const html = readOut(out, 'index.html');
    expect(html).toContain(`<img src="${png}" alt="dot">`);
    expect(html).toContain(`<img src="${png}" alt="again">`);
  });

  it('leaves raw HTML alone: it is author-written and documented as trusted', () => {
    const { code, out } = build({ 'index.md': '<a href="javascript:void(0)">raw</a>' });
    expect(code).toBe(0);
    expect(readOut(out, 'index.html')).toContain('<a href="javascript:void(0)">raw</a>');
  });
});
