/**
 * Pathological content: each site builds in bounded time and memory, or fails with an error that names the file.
 * Nothing here is a speed assertion; the deadlines are generous and only turn a hang into a failure.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { MAX_INLINE_MARKERS, MAX_NESTING, MAX_PAGE_BYTES } from '../../src/markdown/limits.js';
import { MAX_OPENAPI_FILE_BYTES } from '../../src/openapi/load.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const DEADLINE = { timeout: 240_000 };
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** Build a one-page site whose page is `page` (plus `extra` files); records the peak memory while building. */
async function buildPage(
  page: string,
  extra: Record<string, string | object> = {},
  config: object = {},
): Promise<{ result: BuildResult; out: string; peakMb: number }> {
  const root = writeFixture({
    'site.json': { name: 'Edge', navigation: [{ group: 'A', pages: ['index', 'page'] }], ...config },
    'index.md': '# Home\n',
    ...extra,
  });
  writeFileSync(path.join(root, 'page.md'), page);
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'quire-patho-')), 'site');
  cleanup.push(root, path.dirname(out));
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const result = await buildSite({ root, outDir: out, workers: 0 });
    return { result, out, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1e6) };
  } finally {
    clearInterval(sampler);
  }
}

function errorsOf(result: BuildResult): string {
  return formatDiagnostics(result.diagnostics.filter((d) => d.severity === 'error'));
}

describe('pathological markdown', () => {
  it('refuses a 20 MB page, naming it, without parsing it', DEADLINE, async () => {
    const { result, peakMb } = await buildPage('Some words in a paragraph.\n\n'.repeat(Math.ceil(20e6 / 28)));
    expect(result.ok).toBe(false);
    expect(errorsOf(result)).toMatchInlineSnapshot(`
      "page.md:1:1 error the page is 19.1 MB; Quire renders pages of up to 4.0 MB [markdown/page-too-large]
        hint: split it into several pages, or link to the large content as a static file

      1 error"
    `);
    expect(MAX_PAGE_BYTES).toBe(4 * 1024 * 1024);
    expect(peakMb).toBeLessThan(2_500);
  });

  it('renders a page just under the size limit', DEADLINE, async () => {
    // Mostly a code block, which is cheap to parse: this is about where the limit is, not about speed.
    const { result } = await buildPage(
      `# Big\n\n\`\`\`\n${'const x = 1; // a line of code\n'.repeat(Math.floor((MAX_PAGE_BYTES - 1000) / 31))}\`\`\`\n`,
    );
    expect(errorsOf(result)).toBe('');
  });

  it('reports 10,000 nested block quotes and 10,000 nested lists as too deep, naming the page', DEADLINE, async () => {
    for (const page of [
      `${'>'.repeat(10_000)} deep\n`,
      `${'- '.repeat(10_000)}deep\n`,
      `${'1. '.repeat(10_000)}deep\n`,
      `${'> - '.repeat(5_000)}deep\n`,
    ]) {
      const { result } = await buildPage(page);
      expect(result.ok).toBe(false);
      expect(
        result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.position?.line} ${d.rule}`),
      ).toEqual(['page.md:1 markdown/too-deep']);
    }
  });

  it('renders nesting up to the limit, and reports deeper nesting built from indented lines', DEADLINE, async () => {
    const ok = await buildPage(`${'> '.repeat(MAX_NESTING)}deep\n`);
    expect(errorsOf(ok.result)).toBe('');
    // One more level per line: the parser's time grows with the cube of the depth (minutes at 1,000 levels).
    const indented = Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const deep = await buildPage(`${indented}\n`);
    expect(deep.result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.rule}`)).toEqual([
      'page.md markdown/too-deep',
    ]);
  });

  it('renders a table of 5,000 rows', DEADLINE, async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => `| ${i} | **bold ${i}** | [home](./index.md) |`).join('\n');
    const { result, out } = await buildPage(`# Table\n\n| n | text | link |\n|---|---|---|\n${rows}\n`);
    expect(errorsOf(result)).toBe('');
    expect(readOut(out, 'page/index.html').match(/<tr>/g)).toHaveLength(5_001);
  });

  it(
    'renders 100,000 `*` in a row, and refuses a paragraph of 100,000 emphasis markers naming the line',
    DEADLINE,
    async () => {
      const run = await buildPage(`# Stars\n\n${'*'.repeat(100_000)}\n`);
      expect(errorsOf(run.result)).toBe('');
      // `a*a*a*…`: each `*` may open or close, and resolving them is quadratic in the parser.
      const crowded = await buildPage(`# Stars\n\nfine\n\n${'a*'.repeat(100_000)}\n`);
      expect(errorsOf(crowded.result)).toMatchInlineSnapshot(`
      "page.md:5:1 error the paragraph starting here has more than 10,000 emphasis and link markers (runs of \`*\`, \`_\`, \`~\`, and \`[\`, \`]\`); parsing it would take minutes [markdown/too-complex]
        hint: split the paragraph with blank lines, escape literal markers as \`\\*\`, or put generated text in a code block

      1 error"
    `);
      expect(MAX_INLINE_MARKERS).toBe(10_000);
    },
  );

  it('renders a single line of 1 MB', DEADLINE, async () => {
    const { result, out } = await buildPage(`# Long\n\n${'word '.repeat(200_000)}\n`);
    expect(errorsOf(result)).toBe('');
    expect(readOut(out, 'page/index.html').length).toBeGreaterThan(1_000_000);
  });

  it('renders a page that links to itself 10,000 times', DEADLINE, async () => {
    // In paragraphs of 50 links; one paragraph of 10,000 links is over the marker limit (see above).
    const links = Array.from(
      { length: 10_000 },
      (_, i) => `${i % 2 ? '[top](#top)' : '[page](./page.md#top)'}${i % 50 === 49 ? '\n\n' : ' '}`,
    ).join('');
    const { result, out } = await buildPage(`---\ntitle: Self\n---\n\n## Top\n\n${links}\n`);
    expect(errorsOf(result)).toBe('');
    expect(readOut(out, 'page/index.html').match(/href="\/page\/#top"|href="#top"/g)!.length).toBeGreaterThanOrEqual(
      10_000,
    );
  });
});

describe('pathological OpenAPI', () => {
  const endpointPage = '---\ntitle: Get\nopenapi: GET /things\n---\n\nText.\n';
  const spec = (schema: string) =>
    `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /things:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: '${schema}'\n`;

  it('builds a $ref cycle across two files, marking the schema recursive', DEADLINE, async () => {
    const { result, out } = await buildPage(
      endpointPage,
      {
        'api/main.yaml': spec('./node.yaml'),
        'api/node.yaml': "type: object\nproperties:\n  name: { type: string }\n  parent:\n    $ref: './other.yaml'\n",
        'api/other.yaml': "type: object\nproperties:\n  child:\n    $ref: './node.yaml'\n",
      },
      { openapi: 'api/main.yaml' },
    );
    expect(errorsOf(result)).toBe('');
    expect(readOut(out, 'page/index.html')).toMatch(/recursive/i);
  });

  it('refuses a $ref to a 50 MB file, naming the file and the $ref, without reading it', DEADLINE, async () => {
    // In the docs folder: a $ref outside it is refused before its size is looked at (test/security/openapi-refs.test.ts).
    const big = `type: object\ndescription: "${'x'.repeat(50 * 1024 * 1024)}"\n`;
    const { result, peakMb } = await buildPage(
      endpointPage,
      { 'api/main.yaml': spec('./big.yaml'), 'api/big.yaml': big },
      { openapi: 'api/main.yaml' },
    );
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.rule)).toContain('openapi/load');
    const load = errors.find((d) => d.rule === 'openapi/load')!;
    expect(load.file).toBe('api/main.yaml');
    expect(load.position).toEqual({ line: 12, column: 17 });
    expect(load.message).toMatch(/big\.yaml is 50\.0 MB; Quire reads OpenAPI files of up to 32\.0 MB$/);
    expect(MAX_OPENAPI_FILE_BYTES).toBe(32 * 1024 * 1024);
    expect(peakMb).toBeLessThan(2_500);
  });
});
