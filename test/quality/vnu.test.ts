/**
 * Every HTML file of the built example passes the Nu Html Checker (vnu.jar) without errors; so does every page of the
 * themes' sample project (scripts/theme-sample.js) built in each of Mintlify's nine themes. One JVM run each.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SAMPLE_PAGES, themeSampleDocsJson } from '../../scripts/theme-sample.js';
import { LAYOUT_THEMES } from '../../src/config/types.js';
import { buildToTemp, htmlFiles, type BuiltSite } from '../browser/helpers/chrome-site.js';
import { writeFixture } from '../helpers/site-fixture.js';

const VNU = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);

let site: BuiltSite;
const themed: BuiltSite[] = [];
const fixtures: string[] = [];

beforeAll(async () => {
  site = await buildToTemp();
});

afterAll(() => {
  site?.remove();
  for (const built of themed) built.remove();
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** vnu's errors on `files`, each as `<path under root>:<line> <message>`. */
function vnuErrors(files: string[], root: string): string[] {
  const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, 'java must be installed (CI installs default-jre-headless)').toBeUndefined();
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(run.stderr || run.stdout) as {
    messages: Array<{ type: string; url?: string; lastLine?: number; message: string }>;
  };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${path.relative(root, new URL(m.url ?? 'file:///').pathname)}:${m.lastLine ?? 0} ${m.message}`);
}

describe('Nu Html Checker', () => {
  it('reports no errors on any page', () => {
    const files = htmlFiles(site.dir).map((f) => path.join(site.dir, f));
    expect(files.length).toBeGreaterThan(15);
    expect(vnuErrors(files, site.dir)).toEqual([]);
  }, 120_000);

  it('reports no errors on any page of the themes’ sample project, in each of the nine themes', async () => {
    const files: string[] = [];
    for (const theme of LAYOUT_THEMES) {
      const docs = writeFixture({ ...THEME_SAMPLE_PAGES, 'docs.json': themeSampleDocsJson(theme) });
      fixtures.push(docs);
      const built = await buildToTemp(docs, { offline: true });
      themed.push(built);
      const pages = htmlFiles(built.dir).map((f) => path.join(built.dir, f));
      expect(pages.length).toBeGreaterThan(5);
      const home = readFileSync(path.join(built.dir, 'index.html'), 'utf8');
      expect(home.includes(`data-q-theme="${theme}"`)).toBe(theme !== 'mint');
      files.push(...pages);
    }
    const root = path.dirname(path.dirname(themed[0].dir));
    expect(vnuErrors(files, root)).toEqual([]);
  }, 180_000);
});
