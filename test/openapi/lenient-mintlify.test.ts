/**
 * Issue 24: Mintlify publishes a project whose OpenAPI file does not parse, and a page whose `openapi` names no
 * operation (its API playground troubleshooting: the pages are blank). In docs.json projects Quire warns and builds
 * those pages from their own text with a notice; `--strict` fails them; site.json keeps the errors. A redirect loop
 * is left out with a warning.
 */
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const GOOD =
  'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /users:\n    get:\n      responses: {"200": {description: ok}}\n';
// Line 3 opens a flow sequence that never closes: the YAML parser stops at line 4.
const BROKEN = 'openapi: 3.0.3\ninfo:\n  title: [unclosed\npaths: {}\n';

const files = (config: string) => ({
  [config]: {
    name: 'Lenient',
    theme: 'mint',
    colors: { primary: '#0a7cff', light: '#7fb8ff' },
    ...(config === 'docs.json'
      ? { api: { openapi: ['broken.yaml', 'good.yaml'] } }
      : { openapi: ['broken.yaml', 'good.yaml'] }),
    navigation:
      config === 'docs.json'
        ? { groups: [{ group: 'API', pages: ['index', 'broken', 'typo'] }] }
        : [{ group: 'API', pages: ['index', 'broken', 'typo'] }],
    redirects: [
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/a' },
      { source: '/old', destination: '/typo' },
    ],
  },
  'good.yaml': GOOD,
  'broken.yaml': BROKEN,
  'index.md': '# Home\n',
  'broken.mdx': '---\ntitle: Broken\nopenapi: broken.yaml GET /users\n---\n\nThe text of the broken page.\n',
  'typo.mdx': '---\ntitle: Typo\nopenapi: good.yaml GET /userz\n---\n\nThe text of the typo page.\n',
});

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function build(config: string, strict = false): Promise<{ result: BuildResult; out: string; text: string }> {
  const root = writeFixture(files(config));
  const out = `${root}-out`;
  cleanup.push(root, out);
  const result = await buildSite({ root, outDir: out, strict });
  return { result, out, text: formatDiagnostics(result.diagnostics) };
}

describe('a docs.json project with an unreadable OpenAPI file and a misspelt operation', () => {
  let built: { result: BuildResult; out: string; text: string };
  beforeAll(async () => {
    built = await build('docs.json');
  });

  it('builds, with a warning at the line of the file that does not parse', () => {
    expect(built.result.ok).toBe(true);
    expect(built.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.text).toMatch(
      /^broken\.yaml:4:1 warning invalid YAML: .*; Quire builds the pages that use broken\.yaml with a notice in place of the endpoint reference \[openapi\/syntax\]$/m,
    );
  });

  it('builds the page that names the file from its own text, with a notice saying why', () => {
    const html = readOut(built.out, 'broken/index.html');
    expect(html).toContain('The text of the broken page.');
    expect(html).toMatch(/not available:<\/strong> broken\.yaml did not load: invalid YAML/);
  });

  it('builds a page with a misspelt operation with a notice, and a did-you-mean warning', () => {
    expect(built.text).toMatch(
      /^typo\.mdx:3:1 warning `GET \/userz` is not an operation of good\.yaml; the page is built without its endpoint reference \[openapi\/unknown-operation\]\n {2}hint: did you mean `GET \/users`\?$/m,
    );
    const html = readOut(built.out, 'typo/index.html');
    expect(html).toContain('The text of the typo page.');
    expect(html).toMatch(/not available:<\/strong> `GET \/userz` is not an operation of good\.yaml/);
  });

  it('leaves a redirect loop out with a warning, and keeps the other redirects', () => {
    expect(built.text).toMatch(
      /warning redirects\[0\]: redirect loop: \/a → \/b → \/a; .*leaves the loop out: redirects\[0\], redirects\[1\] \[config\/redirect-loop\]/,
    );
    expect(existsSync(`${built.out}/a/index.html`)).toBe(false);
    expect(existsSync(`${built.out}/b/index.html`)).toBe(false);
    expect(readOut(built.out, 'old/index.html')).toContain('/typo');
  });

  it('fails with --strict', async () => {
    const { result } = await build('docs.json', true);
    expect(result.ok).toBe(false);
  });
});

describe('the same project as site.json (Quire’s own format)', () => {
  it('keeps the file that does not parse and the misspelt operation errors', async () => {
    const { result, text } = await build('site.json');
    expect(result.ok).toBe(false);
    expect(text).toMatch(/^broken\.yaml:4:1 error invalid YAML: .* \[openapi\/syntax\]$/m);
    expect(text).toMatch(
      /^typo\.mdx:3:1 error `GET \/userz` is not an operation of good\.yaml \[openapi\/unknown-operation\]$/m,
    );
  });
});
