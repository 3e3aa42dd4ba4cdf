/**
 * The GitHub Pages recipe: the workflow `quire init` writes parses, and its build step, run as written (with the
 * outputs `actions/configure-pages` gives a project site and a user site) in a folder holding the scaffold, yields
 * a site in the folder it uploads whose every link, asset and sitemap entry is under the site's address.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scaffoldProject } from '../../src/init/scaffold.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

/** The scaffold in a new folder, and the build job's steps of its workflow. */
function scaffold(): { docs: string; steps: Step[] } {
  const docs = mkdtempSync(path.join(os.tmpdir(), 'quire-gh-pages-'));
  cleanup.push(docs);
  expect(scaffoldProject(docs)).toHaveProperty('written');
  const workflow = parse(readFileSync(path.join(docs, '.github/workflows/docs.yml'), 'utf8')) as {
    jobs: { build: { steps: Step[] } };
  };
  return { docs, steps: workflow.jobs.build.steps };
}

/**
 * Run the build step as the runner would: its `${{ steps.pages.outputs.* }}` expressions given `outputs`, its `env`
 * set, and `npx --yes quire` the Quire of this checkout. Returns the folder the upload step publishes.
 */
function runBuildStep(docs: string, steps: Step[], outputs: Record<string, string>): string {
  const pages = steps.findIndex((step) => step.uses?.startsWith('actions/configure-pages@'));
  const build = steps.findIndex((step) => step.run?.includes('quire build'));
  const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
  expect(steps[pages].id).toBe('pages');
  expect(pages).toBeLessThan(build);
  expect(build).toBeLessThan(upload);
  const env = Object.fromEntries(
    Object.entries(steps[build].env ?? {}).map(([name, value]) => [
      name,
      value.replace(/\$\{\{\s*steps\.pages\.outputs\.(\w+)\s*\}\}/g, (_, key: string) => {
        expect(outputs).toHaveProperty(key);
        return outputs[key];
      }),
    ]),
  );
  // Nothing else may be interpolated into the script (expressions in `run` are a script-injection risk).
  expect(steps[build].run).not.toContain('${{');
  const command = steps[build].run!.replace(/^npx --yes quire /, `"${process.execPath}" "${BIN}" `);
  expect(command).not.toContain('npx');
  const result = spawnSync('bash', ['-c', command], { cwd: docs, encoding: 'utf8', env: { ...process.env, ...env } });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return path.join(docs, steps[upload].with!.path);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every URL a built file points at: HTML attributes, CSS `url()`, Markdown links. */
function urlsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.html'))
    return [...text.matchAll(/\s(?:href|src|action|poster|content)="([^"]*)"/g)]
      .map((m) => m[1].replace(/&amp;/g, '&'))
      .filter((url) => url.startsWith('/') || url.startsWith('http'));
  if (file.endsWith('.css')) return [...text.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]);
  if (file.endsWith('.md') || file.endsWith('.txt')) return [...text.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]);
  return [];
}

/** The URLs of `out` that point into the site, with the origins given: each must start with `prefix`. */
function internalUrls(out: string, origin: string): string[] {
  return filesUnder(out)
    .flatMap(urlsIn)
    .filter((url) => !/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith(`${origin}/`))
    .filter((url) => !url.startsWith('data:') && !url.startsWith('//'))
    .map((url) => (url.startsWith(origin) ? url.slice(origin.length) : url));
}

describe('the GitHub Pages recipe', () => {
  it('a project site (https://octocat.github.io/notes/): every link, asset and sitemap entry is under /notes/', () => {
    const { docs, steps } = scaffold();
    const origin = 'https://octocat.github.io';
    const out = runBuildStep(docs, steps, { base_path: '/notes', origin, base_url: `${origin}/notes`, host: '' });
    const urls = internalUrls(out, origin);
    // The pages, their stylesheets and scripts, llms.txt's links: a real share of the site, all under the base.
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !url.startsWith('/notes/'))).toEqual([]);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://octocat.github.io/notes/');
    expect(locs).toContain('https://octocat.github.io/notes/quickstart/');
    expect(locs.every((loc) => loc.startsWith('https://octocat.github.io/notes/'))).toBe(true);
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://octocat.github.io/notes/">');
  });

  it('a user site or custom domain (empty base path): links start at the root', () => {
    const { docs, steps } = scaffold();
    const origin = 'https://docs.example.com';
    const out = runBuildStep(docs, steps, { base_path: '', origin, base_url: origin, host: 'docs.example.com' });
    const urls = internalUrls(out, origin);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !url.startsWith('/') || url.startsWith('//'))).toEqual([]);
    expect(readFileSync(path.join(out, 'quickstart/index.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://docs.example.com/quickstart/">',
    );
  });
});
