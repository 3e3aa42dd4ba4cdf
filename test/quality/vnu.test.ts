/** Every HTML file of the built example passes the Nu Html Checker (vnu.jar, one JVM run) without errors. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, htmlFiles, type BuiltSite } from '../browser/helpers/chrome-site.js';

const VNU = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);

let site: BuiltSite;

beforeAll(async () => {
  site = await buildToTemp();
});

afterAll(() => site?.remove());

describe('Nu Html Checker', () => {
  it('reports no errors on any page', () => {
    const files = htmlFiles(site.dir).map((f) => path.join(site.dir, f));
    expect(files.length).toBeGreaterThan(15);
    const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' });
    expect(run.error, 'java must be installed (CI installs default-jre-headless)').toBeUndefined();
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(run.stderr || run.stdout) as {
      messages: Array<{ type: string; url?: string; lastLine?: number; message: string }>;
    };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${path.relative(site.dir, new URL(m.url ?? 'file:///').pathname)}:${m.lastLine ?? 0} ${m.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
