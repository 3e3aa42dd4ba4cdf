/**
 * Issue 24, item 3: Quire reserved a top-level `templates/` folder for its template overrides, but in real Mintlify
 * projects it is a folder of pages: one project lost 13 pages, its Templates tab led to a 404, and the message asked
 * for `templates/introduction.md` beside the `templates/introduction.mdx` that was there. A docs folder's
 * `templates/` is ordinary content now: built and published like any other folder. Through the real CLI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function quire(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('issue 24.3: a docs folder’s templates/ is a folder of pages like any other', () => {
  it('builds the pages of a Mintlify project’s Templates tab, with their images and OpenAPI file', () => {
    const docs = writeFixture({
      'docs.json': {
        name: 'Acme',
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
            {
              tab: 'Templates',
              groups: [
                { group: 'Templates', pages: ['templates/introduction', 'templates/billing'] },
                { group: 'API', openapi: 'templates/api.yaml', pages: ['GET /plans'] },
              ],
            },
          ],
        },
      },
      'index.mdx': '# Home\n\nSee the [templates](/templates/introduction).\n',
      'templates/introduction.mdx': '---\ntitle: Templates\n---\n\nStart from one. ![Shot](/templates/shot.png)\n',
      'templates/billing.mdx': '---\ntitle: Billing template\n---\n\nCharge your users.\n',
      'templates/shot.png': 'png',
      'templates/api.yaml': [
        'openapi: 3.1.0',
        'info: {title: Plans, version: "1"}',
        'paths:',
        '  /plans:',
        '    get:',
        '      summary: List plans',
        '      responses: {"200": {description: OK}}',
        '',
      ].join('\n'),
    });
    cleanup.push(docs);
    const out = `${docs}-out`;
    cleanup.push(out);
    const result = quire(['build', docs, '--out', out]);
    expect(result.stderr).not.toMatch(/\berror\b/);
    expect(result.stderr).not.toContain('templates/not-applied');
    expect(result.code).toBe(0);
    const intro = readFileSync(path.join(out, 'templates/introduction/index.html'), 'utf8');
    expect(intro).toContain('Start from one.');
    expect(existsSync(path.join(out, 'templates/billing/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'templates/shot.png'))).toBe(true);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="/templates/introduction/"');
    expect(readFileSync(path.join(out, 'templates/introduction.md'), 'utf8')).toContain('Start from one.');
    const endpoint = readdirHtml(out).find((file) => readFileSync(file, 'utf8').includes('List plans'));
    expect(endpoint).toBeDefined();
  });
});

/** Every `index.html` under `dir`. */
function readdirHtml(dir: string): string[] {
  const found = spawnSync('find', [dir, '-name', 'index.html'], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean);
}
