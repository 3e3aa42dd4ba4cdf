/**
 * Fixture tests for the whole markdown pipeline: each folder of test/fixtures/markdown/ holds `input.md`
 * (or `input.mdx`), the expected `output.html`, and optionally `context.json` (LinkContext fields that
 * override the default site below) and `options.json` (`path`, `removeLeadingH1`).
 * A missing `output.html` is written; `UPDATE=1 npx vitest run test/markdown` rewrites them all.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { renderMarkdown, type LinkContext } from '../../src/markdown/index.js';

const root = fileURLToPath(new URL('../fixtures/markdown/', import.meta.url));
const update = process.env.UPDATE === '1';

/** The site every fixture page belongs to unless its context.json says otherwise. */
const defaultContext: LinkContext = {
  base: '/',
  urlByPath: {
    'index.md': '/',
    'guide/index.md': '/guide/',
    'guide/page.md': '/guide/page/',
    'guide/setup.md': '/guide/setup/',
    'guide/advanced/tuning.mdx': '/guide/advanced/tuning/',
    'api/users.mdx': '/api/users/',
  },
  assets: { 'images/logo.png': true, 'guide/diagram.svg': true, 'files/report.pdf': true },
};

interface FixtureOptions {
  path?: string;
  removeLeadingH1?: boolean;
}

const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('markdown fixtures', () => {
  test('there are fixtures to run', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  test.each(cases)('%s', (name) => {
    const folder = join(root, name);
    const mdx = existsSync(join(folder, 'input.mdx'));
    const raw = readFileSync(join(folder, mdx ? 'input.mdx' : 'input.md'), 'utf8');
    const options = readJson<FixtureOptions>(join(folder, 'options.json')) ?? {};
    const context = { ...defaultContext, ...readJson<Partial<LinkContext>>(join(folder, 'context.json')) };
    const path = options.path ?? (mdx ? 'guide/page.mdx' : 'guide/page.md');

    const { html } = renderMarkdown({ path, raw, removeLeadingH1: options.removeLeadingH1 }, context);

    const outputPath = join(folder, 'output.html');
    if (update || !existsSync(outputPath)) writeFileSync(outputPath, html);
    expect(html).toBe(readFileSync(outputPath, 'utf8'));
  });
});

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}
