/** `quire init` through the CLI entry: the scaffold builds cleanly, refuses to overwrite, ships a valid workflow. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hashTree } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-init-'));
  cleanup.push(dir);
  return dir;
}

function quire(args: string[], cwd = ROOT) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const SCAFFOLD = [
  '.github/workflows/docs.yml',
  '.gitignore',
  'api-reference/create-note.mdx',
  'api-reference/list-notes.mdx',
  'index.mdx',
  'openapi.yaml',
  'quickstart.mdx',
  'site.json',
  'writing-pages.mdx',
];

describe('quire init', () => {
  it('scaffolds a project that builds and checks with no warning and no note', () => {
    const parent = tempDir();
    const init = quire(['init', 'my-docs'], parent);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    for (const file of SCAFFOLD) expect(init.stdout).toContain(`  ${file}\n`);
    expect(init.stdout).toContain('cd my-docs && npx quire dev');

    const docs = path.join(parent, 'my-docs');
    const build = quire(['build', '--strict'], docs);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/Built 5 pages/);
    const check = quire(['check', '--strict'], docs);
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('Checked 5 pages');
    expect(check.stdout).toContain('no problems\n');

    const endpoint = readFileSync(path.join(docs, '_site/api-reference/list-notes/index.html'), 'utf8');
    expect(endpoint).toContain('<h1 id="page-title">List notes');
    expect(endpoint).toContain('class="q-method q-method-get">GET');
    expect(endpoint).toContain('https://api.example.com');
    const home = readFileSync(path.join(docs, '_site/index.html'), 'utf8');
    expect(home).toContain('href="/quickstart/"');
    // The cache stays in .quire/, which the scaffold's .gitignore names with the output folder.
    expect(existsSync(path.join(docs, '.quire/cache'))).toBe(true);
    expect(readFileSync(path.join(docs, '.gitignore'), 'utf8').split('\n')).toEqual(
      expect.arrayContaining(['.quire/', '_site/']),
    );
  });

  it('writes the same bytes every time, into the current folder by default', () => {
    const first = tempDir();
    const second = tempDir();
    expect(quire(['init'], first).code).toBe(0);
    const init = quire(['init', '.'], second);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('  npx quire dev\n');
    expect(Object.keys(hashTree(first)).sort()).toEqual(SCAFFOLD);
    expect(hashTree(second)).toEqual(hashTree(first));
  });

  it('points $schema at the schema the package ships', () => {
    const docs = tempDir();
    quire(['init'], docs);
    const config = JSON.parse(readFileSync(path.join(docs, 'site.json'), 'utf8')) as { $schema: string };
    expect(config.$schema).toBe('./node_modules/quire/site.schema.json');
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toEqual(expect.arrayContaining(['site.schema.json', 'templates']));
    expect(existsSync(path.join(ROOT, 'site.schema.json'))).toBe(true);
  });

  it('offers the nine themes: mint by default, --theme writes another into site.json and the built pages', () => {
    const plain = tempDir();
    const init = quire(['init'], plain);
    expect(init.stdout).toContain(
      'Its look is the theme "mint"; set "theme" in site.json to change it: mint, maple, palm, willow, linden, almond, aspen, sequoia, luma.',
    );
    expect(JSON.parse(readFileSync(path.join(plain, 'site.json'), 'utf8')).theme).toBe('mint');

    const docs = tempDir();
    const themed = quire(['init', '--theme', 'sequoia'], docs);
    expect(themed.code).toBe(0);
    expect(themed.stdout).toContain('Its look is the theme "sequoia"');
    const text = readFileSync(path.join(docs, 'site.json'), 'utf8');
    // Only the value changes; the file keeps its layout.
    expect(text).toBe(readFileSync(path.join(plain, 'site.json'), 'utf8').replace('"mint"', '"sequoia"'));
    expect(quire(['build', '--strict'], docs).code).toBe(0);
    expect(readFileSync(path.join(docs, '_site/index.html'), 'utf8')).toContain('data-q-theme="sequoia"');
  });

  it('refuses an unknown --theme before writing anything, and --theme on another command', () => {
    const docs = tempDir();
    const init = quire(['init', '--theme', 'venus'], docs);
    expect(init.code).toBe(2);
    expect(init.stderr).toContain('--theme "venus" is not a theme');
    expect(init.stderr).toContain('choose one of mint, maple');
    expect(readdirSync(docs)).toEqual([]);
    const build = quire(['build', '--theme', 'maple'], docs);
    expect(build.code).toBe(2);
    expect(build.stderr).toContain('--theme is an option of init, not of build');
  });

  it('refuses to overwrite: one existing file means exit 1, nothing written, and the file named', () => {
    const docs = tempDir();
    writeFileSync(path.join(docs, 'index.mdx'), 'mine\n');
    const init = quire(['init'], docs);
    expect(init.code).toBe(1);
    expect(init.stdout).toBe('');
    expect(init.stderr).toContain('wrote nothing');
    expect(init.stderr).toContain('  index.mdx\n');
    expect(init.stderr).not.toContain('site.json');
    expect(readdirSync(docs)).toEqual(['index.mdx']);
    expect(readFileSync(path.join(docs, 'index.mdx'), 'utf8')).toBe('mine\n');
  });

  it('refuses when a file stands where one of its folders would go', () => {
    const docs = tempDir();
    writeFileSync(path.join(docs, '.github'), '');
    mkdirSync(path.join(docs, 'api-reference'));
    const init = quire(['init'], docs);
    expect(init.code).toBe(1);
    expect(init.stderr).toContain('this file exists');
    expect(init.stderr).toContain('  .github\n');
    expect(readdirSync(docs).sort()).toEqual(['.github', 'api-reference']);
    expect(readdirSync(path.join(docs, 'api-reference'))).toEqual([]);
  });

  it('ships a GitHub Pages workflow that is valid YAML with the build and deploy steps', () => {
    const docs = tempDir();
    quire(['init'], docs);
    const text = readFileSync(path.join(docs, '.github/workflows/docs.yml'), 'utf8');
    const workflow = parse(text) as {
      on: { push: { branches: string[] } };
      permissions: Record<string, string>;
      jobs: Record<string, { needs?: string; environment?: { name: string }; steps: Array<Record<string, unknown>> }>;
    };
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const build = workflow.jobs.build.steps;
    const uses = build.map((step) => step.uses).filter(Boolean);
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^actions\/checkout@/),
        expect.stringMatching(/^actions\/setup-node@/),
        expect.stringMatching(/^actions\/upload-pages-artifact@/),
      ]),
    );
    const runs = build.map((step) => step.run).filter((run): run is string => typeof run === 'string');
    const buildRun = runs.find((run) => run.includes('quire build'));
    // The base path and origin come from configure-pages (test/deploy/github-pages.test.ts runs this command).
    expect(buildRun).toBe('npx --yes quire build --base "$BASE_PATH/" --site-url "$ORIGIN"');
    const upload = build.find((step) => String(step.uses).startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with).toEqual({ path: '_site' });
    // The build step comes before the upload, and the comment above it explains --base.
    expect(build.indexOf(upload!)).toBeGreaterThan(build.findIndex((step) => step.run === buildRun));
    expect(text).toMatch(/#[^\n]*--base[^\n]*\n(\s*#[^\n]*\n)*\s*- id: pages\n\s*uses: actions\/configure-pages@/);
    const deploy = workflow.jobs.deploy;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map((step) => step.uses)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
  });
});
