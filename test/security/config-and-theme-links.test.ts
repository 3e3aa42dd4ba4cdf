/**
 * Issue 23, item 10: symbolic links led out of the docs folder for the config file (`site.json`, `docs.json` or
 * `mint.json` a link to a file elsewhere was read, and its settings published) and for template stylesheets (a
 * `quire.css` that is a link to a file elsewhere was published as the site's stylesheet). Links are resolved and
 * confined as `$ref`s are: one that leads out of its folder is refused with an error at the file, and never read.
 * Through the real CLI.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const SECRET = 'SECRET-b7e02a-outside-the-docs';
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

/** A folder outside every docs folder of the test, holding `name` with `content`. */
function outsideFile(name: string, content: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-outside-'));
  cleanup.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** Every file under `dir` concatenated, to look for a leaked text. */
function allText(dir: string): string {
  if (!existsSync(dir)) return '';
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((rel) => path.join(dir, rel))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

describe('issue 23.10: links out of the docs folder are refused, never read', () => {
  for (const name of ['site.json', 'docs.json', 'mint.json']) {
    it(`refuses a ${name} that is a link to a file outside the docs folder`, () => {
      const config = { name: SECRET, navigation: [{ group: 'Start', pages: ['index'] }] };
      const docsConfig = { name: SECRET, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };
      const target = outsideFile(name, JSON.stringify(name === 'docs.json' ? docsConfig : config));
      const docs = writeFixture({ 'index.md': '# Home\n' });
      cleanup.push(docs);
      symlinkSync(target, path.join(docs, name));
      const out = `${docs}-out`;
      cleanup.push(out);
      const result = quire(['build', docs, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(`^${name.replace('.', '\\.')} error .*outside the docs folder.*\\[config/link-outside\\]`, 'm'),
      );
      expect(result.stderr).not.toContain(SECRET);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('still reads a config file that is a link to a file inside the docs folder', () => {
    const docs = writeFixture({
      'config/site.json': { name: 'Linked', navigation: [{ group: 'Start', pages: ['index'] }] },
      'index.md': '# Home\n',
    });
    cleanup.push(docs);
    symlinkSync(path.join('config', 'site.json'), path.join(docs, 'site.json'));
    const result = quire(['check', docs]);
    expect(result.stderr).not.toContain('link-outside');
    expect(result.code).toBe(0);
  });

  it('refuses a template stylesheet that is a link to a file outside the --templates folder', () => {
    const target = outsideFile('secret.css', `/* ${SECRET} */\n`);
    const docs = writeFixture({
      'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] },
      'index.md': '# Home\n',
    });
    cleanup.push(docs);
    const theme = writeFixture({ 'partials/footer.eta': '<footer>Mine</footer>\n' });
    cleanup.push(theme);
    mkdirSync(path.join(theme, 'assets'));
    symlinkSync(target, path.join(theme, 'assets', 'quire.css'));
    const out = `${docs}-out`;
    cleanup.push(out);
    const result = quire(['build', docs, '--out', out, '--templates', theme]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /assets\/quire\.css error .*outside the templates folder.*\[templates\/link-outside\]/,
    );
    expect(result.stderr).not.toContain(SECRET);
    expect(allText(out)).not.toContain(SECRET);
  });

  it('does not publish a docs folder’s templates/assets/quire.css that is a link to a file outside', () => {
    const target = outsideFile('quire.css', `/* ${SECRET} */\n`);
    const docs = writeFixture({
      'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] },
      'index.md': '# Home\n',
    });
    cleanup.push(docs);
    mkdirSync(path.join(docs, 'templates', 'assets'), { recursive: true });
    symlinkSync(target, path.join(docs, 'templates', 'assets', 'quire.css'));
    const out = `${docs}-out`;
    cleanup.push(out);
    quire(['build', docs, '--out', out]);
    expect(allText(out)).not.toContain(SECRET);
  });
});
