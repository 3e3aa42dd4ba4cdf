/** Crashes and wrong positions the fuzzers found, each fixed in the stage's own code; kept as plain examples. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import { formatDiagnostic, formatDiagnostics } from '../../src/diagnostics-format.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import { checkVersion } from '../../src/openapi/check-version.js';
import { parseSourceText } from '../../src/openapi/source.js';
import { writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

describe('front matter', () => {
  it('reports an alias to an anchor that is never defined instead of throwing', () => {
    const { diagnostics } = parseFrontmatter('---\ntitle: *missing\n---\n\nBody\n', 'page.md');
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "page.md:2:1 error invalid YAML in front matter: Unresolved alias (the anchor must be set before the alias): missing [content/frontmatter]
        hint: define each \`&anchor\` before its \`*alias\`, and use few aliases; or quote values that start with \`*\` or \`&\`

      1 error"
    `);
  });

  it('refuses a "billion laughs" block instead of expanding it', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    const { diagnostics, frontmatter } = parseFrontmatter(`---\n${lines.join('\n')}\n---\n`, 'page.md');
    expect(diagnostics.map((d) => d.rule)).toEqual(['content/frontmatter']);
    expect(diagnostics[0].message).toMatch(/alias/i);
    expect(frontmatter.data).toEqual({});
  });
});

describe('keys that are lists or mappings', () => {
  // The 100,000-case run found it: converting 270 nested `? ` keys took the YAML library 6.6 s.
  const nested = `${'? '.repeat(300)}x\n`;

  // No timing assertion, which a loaded machine fails at random: the timeout catches the blow-up if it comes back.
  it('are reported in front matter, at once, with their place', { timeout: 30_000 }, () => {
    const { diagnostics, frontmatter } = parseFrontmatter(`---\ntitle: A\n${nested}---\n\nBody\n`, 'page.md');
    expect(formatDiagnostics(diagnostics)).toMatch(/^page\.md:3:3 error a front matter key is a list or a mapping/);
    expect(frontmatter.data).toEqual({});
    expect(parseFrontmatter('---\n[a, b]: c\n---\n', 'page.md').diagnostics.map((d) => d.position)).toEqual([
      { line: 2, column: 1 },
    ]);
  });

  it('are reported in OpenAPI YAML files, at once', { timeout: 30_000 }, () => {
    const { diagnostics, value } = parseSourceText(
      `openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\n${nested}`,
      'api.yaml',
      false,
    );
    expect(value).toBeUndefined();
    expect(diagnostics.map((d) => [d.position, d.message])).toEqual([
      [{ line: 5, column: 3 }, expect.stringMatching(/a key is a list or a mapping/)],
    ]);
  });
});

describe('MDX comments', () => {
  it('a paragraph of many comments followed by other text renders at once (it backtracked through every split)', {
    timeout: 30_000,
  }, () => {
    const links = { base: '/', urlByPath: {}, assets: {} };
    const result = renderMarkdown({ path: 'page.mdx', raw: `${'{/* c */}'.repeat(200)}${'<'.repeat(70)}` }, links);
    expect(result.html).toContain('<p>{/* c');
    // A paragraph of comments only still disappears.
    expect(renderMarkdown({ path: 'page.mdx', raw: `${'{/* c */} '.repeat(200)}\n\nText` }, links).html).toBe(
      '<p>Text</p>',
    );
  });
});

describe('lone surrogates', () => {
  // Found by the 100,000-case run of the whole-build fuzzer: an anchor url of "\udfff" threw URIError while planning.
  it('in an anchor url or a page title build instead of throwing', async () => {
    const root = writeFixture({
      'site.json': {
        name: 'X',
        topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' },
        feedback: { suggestEdit: true, raiseIssue: true },
        navigation: [{ group: 'A', pages: ['index'] }],
        anchors: [{ name: 'Odd', url: '\udfff' }],
      },
      'index.md': '---\ntitle: "Home \\udfff"\n---\n\nText.\n',
    });
    const out = mkdtempSync(path.join(os.tmpdir(), 'quire-surrogate-'));
    cleanup.push(root, out);
    const result = await buildSite({ root, outDir: path.join(out, 'site') });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

describe('OpenAPI files', () => {
  it('places YAML syntax errors inside the line they are on', () => {
    const text =
      "  type: object$ref: 'http://x/y.yaml'  s://{region}.example.com/v1\n    variables:\n      region:\n       type: object$ref: 'http://x/y.yaml'  s://{r}.example.com/v1\n";
    const { diagnostics } = parseSourceText(text, 'api.yaml', false);
    const lines = text.split('\n');
    for (const d of diagnostics) expect(d.position!.column).toBeLessThanOrEqual(lines[d.position!.line - 1].length + 1);
  });

  it('quotes a version with line breaks instead of printing them', () => {
    const result = checkVersion({
      location: '/x/api.json',
      file: 'api.json',
      text: '{"openapi":"\\r\\n"}',
      json: true,
      value: { openapi: '\r\n' },
    });
    expect(result.diagnostics[0].message).toBe('unsupported OpenAPI version "\\r\\n"; expected 3.0.x or 3.1.x');
  });
});

describe('printing diagnostics', () => {
  it('shows control characters quoted from a file as escapes, never as line breaks or terminal codes', () => {
    const printed = formatDiagnostic({
      severity: 'error',
      rule: 'openapi/missing-ref',
      file: 'api.json',
      position: { line: 1, column: 2 },
      message: 'has no `\u0000\u001b[2J\nfake line`',
      hint: 'x\u2028y',
    });
    expect(printed).toMatchInlineSnapshot(`
      "api.json:1:2 error has no \`\\x00\\x1b[2J\\nfake line\` [openapi/missing-ref]
        hint: x\\u2028y"
    `);
  });
});

describe('output paths', () => {
  it('reports a page whose output would collide with Quire’s own files, instead of failing with EISDIR', async () => {
    const root = writeFixture({
      'site.json': { name: 'X', navigation: [{ group: 'A', pages: ['index', '_quire/search/pagefind.js', 'api'] }] },
      'index.md': '# Home\n',
      '_quire/search/pagefind.js.md': '# Clash\n',
      'api.md': '# API page\n',
      'api/index.html/x.png': 'a folder where the page goes',
    });
    const out = mkdtempSync(path.join(os.tmpdir(), 'quire-conflict-'));
    cleanup.push(root, out);
    const result = await buildSite({ root, outDir: path.join(out, 'site') });
    expect(result.ok).toBe(false);
    expect(
      formatDiagnostics(result.diagnostics.filter((d) => d.rule === 'build/output-conflict')),
    ).toMatchInlineSnapshot(`
      "_quire/search/pagefind.js.md error _quire/search/pagefind.js.md would be written to _quire/search/pagefind.js/index.html, inside \`_quire/\`, which holds Quire's own files [build/output-conflict]
        hint: rename or move _quire/search/pagefind.js.md
      api/index.html/x.png error api/index.html/x.png would be written to api/index.html/x.png, inside api/index.html, which is also a file (from api.md) [build/output-conflict]
        hint: rename or move api/index.html/x.png

      2 errors"
    `);
  });

  it('reports a page built inside a file Quire generates (`404.html.md` → `404.html/index.html`)', async () => {
    // Found by the 100,000-case run of the whole-build fuzzer.
    const root = writeFixture({
      'site.json': { name: 'X', navigation: [{ group: 'A', pages: ['index'] }] },
      '404.html.md': '',
      'index.md': '# Home\n',
    });
    const out = mkdtempSync(path.join(os.tmpdir(), 'quire-conflict-'));
    cleanup.push(root, out);
    const result = await buildSite({ root, outDir: path.join(out, 'site') });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.rule === 'build/output-conflict').map((d) => d.message)).toEqual([
      '404.html.md would be written to 404.html/index.html, inside 404.html, which is a file Quire generates',
    ]);
  });
});
