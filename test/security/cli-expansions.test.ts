/**
 * Issue 23, items 3, 4 and 13, through the real CLI: their own regressions (expansion-budgets, snippet-size,
 * mdx-component-value, and the fuzzed property in test/fuzz) call the build in the test's process; this one runs
 * `quire build` as a user does, once, on one docs folder holding a template-literal bomb, an OpenAPI `$ref` fan-out,
 * a snippet over the page limit and a component used as a value, so the CLI's exit code and printed diagnostics are
 * checked too: each attack is a located diagnostic, no stack trace, nothing written. (The snippet fan-out and `.map`
 * bombs take seconds each to reach their budget; they go through the same CLI path and stay in-process.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiRefBomb, templateBomb } from '../helpers/expansion-bombs.js';
import { writeFixture } from '../helpers/site-fixture.js';

const BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
const PAGES = ['index', 'template', 'bomb', 'big', 'widget'];
const openapi = openApiRefBomb(10, 7).files;

const root = writeFixture({
  'site.json': { name: 'Attacks', openapi: 'openapi.json', navigation: [{ group: 'All', pages: PAGES }] },
  'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
  'template.mdx': templateBomb(2, 24).files['index.mdx'],
  'openapi.json': openapi['openapi.json'],
  'bomb.mdx': openapi['bomb.mdx'],
  // Item 4: a snippet over the page limit (4 MB), included once.
  'snippets/big.mdx': `${'A sentence of a large snippet, repeated. '.repeat(110_000)}\n`,
  'big.mdx': '---\ntitle: Big\n---\n\nimport Big from "/snippets/big.mdx";\n\n<Big />\n',
  // Item 13: a component used as a value, from a snippet whose comment must not be published.
  'snippets/widget.mdx': '{/* internal-note-4b2e */}\n\nexport const Widget = () => <div>w</div>;\n',
  'widget.mdx': '---\ntitle: Widget\n---\n\nimport { Widget } from "/snippets/widget.mdx";\n\nAlone: {Widget}\n',
});
const scratch = mkdtempSync(path.join(os.tmpdir(), 'quire-cli-expansions-'));
afterAll(() => {
  for (const dir of [root, scratch]) rmSync(dir, { recursive: true, force: true });
});

function build() {
  const args = [
    BIN,
    'build',
    root,
    '--offline',
    '--cache-dir',
    path.join(scratch, 'cache'),
    '--out',
    path.join(scratch, 'out'),
  ];
  return spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

/** The `file:line:col severity … [rule]` lines of what the CLI printed, as `file severity rule`. */
function located(stderr: string): string[] {
  return stderr
    .split('\n')
    .map((line) => /^(\S+):\d+:\d+ (error|warning) .*\[([\w/-]+)\]$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => `${m[1]} ${m[2]} ${m[3]}`)
    .sort();
}

const EXPECTED = [
  'bomb.mdx error openapi/too-large',
  'snippets/big.mdx error markdown/page-too-large',
  'template.mdx error mdx/too-large',
  'widget.mdx warning mdx/mdx-expression',
];

describe('issue 23 items 3, 4 and 13 through quire build', () => {
  it('quire build exits 1 with an error at each bomb and the large snippet, a warning at {Widget}, and writes nothing', () => {
    const result = build();
    expect(result.status).toBe(1);
    expect(located(result.stderr)).toEqual(EXPECTED);
    expect(result.stderr).not.toMatch(/\n\s+at |Internal error|internal-note-4b2e/);
    expect(existsSync(path.join(scratch, 'out'))).toBe(false);
  });
});
