/**
 * Issue 23, item 2: a docs folder's `templates/` overrode Quire's Eta templates by name, and Eta runs JavaScript:
 * `templates/partials/footer.eta` ran a shell command during `quire check` and published a CI secret from
 * `process.env` in every page. Now nothing in a docs folder runs as code: template overrides come only from a folder
 * named with `--templates` (trusted code, resolved against the current folder), and a docs folder's override-like
 * `templates/` gets one warning naming that flag. Through the real CLI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const SECRET = 'CI-SECRET-8c31d7-do-not-publish';
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function quire(args: string[], cwd = ROOT) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', QUIRE_TEST_SECRET: SECRET },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** An Eta footer that runs a command (writing `marker`) and prints the secret from the environment. */
function hostileFooter(marker: string): string {
  const command = JSON.stringify(`node -e "require('fs').writeFileSync('${marker}', 'ran')"`);
  return [
    `<% process.getBuiltinModule('child_process').execSync(${command}) %>`,
    '<footer class="custom">Custom footer <%= process.env.QUIRE_TEST_SECRET %></footer>',
    '',
  ].join('\n');
}

/** A docs folder holding a Quire-style `templates/` with a hostile footer; the marker file tells whether it ran. */
function hostileDocs() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'quire-eta-'));
  cleanup.push(work);
  const marker = path.join(work, 'ran.txt');
  const docs = writeFixture({
    'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] },
    'index.md': '# Home\n\nWelcome.\n',
    'templates/partials/footer.eta': hostileFooter(marker),
  });
  cleanup.push(docs);
  return { work, docs, marker };
}

describe('issue 23.2: template overrides run only when named with --templates', () => {
  it('quire check does not run the docs folder’s templates, and warns once naming the flag', () => {
    const { docs, marker } = hostileDocs();
    const result = quire(['check', docs]);
    expect(result.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('[templates/not-applied]'));
    expect(warnings).toHaveLength(1);
    expect(result.stderr).toContain('--templates');
  });

  it('quire build neither runs them nor publishes the secret', () => {
    const { work, docs, marker } = hostileDocs();
    const out = path.join(work, 'out');
    const result = quire(['build', docs, '--out', out]);
    expect(result.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain('Custom footer');
    // `--strict` makes the warning fail the build: the author learns the overrides are not applied.
    expect(quire(['check', docs, '--strict']).code).toBe(1);
  });

  it('applies the overrides of the folder named with --templates, resolved against the current folder', () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'quire-eta-'));
    cleanup.push(work);
    const docs = writeFixture({
      'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] },
      'index.md': '# Home\n',
    });
    cleanup.push(docs);
    const theme = writeFixture({
      'partials/footer.eta': '<footer class="custom">Footer of <%= it.site.name %></footer>\n',
      'assets/quire.css': ':root { --q-custom: 1; }\n',
    });
    cleanup.push(theme);
    const out = path.join(work, 'out');
    const result = quire(['build', docs, '--out', out, '--templates', path.basename(theme)], path.dirname(theme));
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      '<footer class="custom">Footer of Acme</footer>',
    );
    const quireDir = path.join(out, '_quire');
    const stylesheet = readdirSync(quireDir).find((name) => /^quire\.[\w-]+\.css$/.test(name));
    expect(readFileSync(path.join(quireDir, stylesheet ?? 'missing'), 'utf8')).toBe(':root { --q-custom: 1; }\n');
    // A missing folder is a usage mistake, said once, with nothing built.
    const missing = quire(['check', docs, '--templates', path.join(work, 'nope')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('[templates/missing-folder]');
  });

  it('runs a hostile template only when the user names its folder', () => {
    const { docs, marker } = hostileDocs();
    const result = quire(['check', docs, '--templates', path.join(docs, 'templates')]);
    expect(result.code).toBe(0);
    expect(existsSync(marker)).toBe(true);
    // The folder named is the overrides, not content: no warning, and its templates are not listed as left out.
    expect(result.stderr).not.toContain('[templates/not-applied]');
    expect(result.stderr).not.toContain('footer.eta');
  });
});
