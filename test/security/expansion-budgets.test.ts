/**
 * Issue 23, item 3: expansion bombs had no budget. A few hundred bytes cost minutes and gigabytes or killed the
 * build: template literals doubling a string into 67 MB pages, a snippet included ten times by a snippet included
 * ten times …, a nested `.map`, a docs.json `$ref` fan-out, an OpenAPI `$ref` fan-out. Now each expansion is counted
 * against a budget as it is made, and going over one is an error naming the file and place, quickly.
 * The bombs here are small (each level repeats the one below ten times) and each goes far past its budget.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import {
  type Bomb,
  childrenBomb,
  docsRefBomb,
  mapBomb,
  openApiRefBomb,
  snippetBomb,
  templateBomb,
} from '../helpers/expansion-bombs.js';
import { writeFixture } from '../helpers/site-fixture.js';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Build `bomb` and check it failed with its budget's error, at a place in the file it names, writing nothing. */
async function expectStopped(bomb: Bomb): Promise<void> {
  const root = writeFixture(bomb.files);
  folders.push(root);
  const out = path.join(root, '_site');
  const result = await buildSite({ root, outDir: out, workers: 0, cache: false });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  expect(result.ok).toBe(false);
  expect(errors.map((d) => d.rule)).toEqual([bomb.rule]);
  expect(errors[0].file).toMatch(bomb.file);
  expect(errors[0].position?.line).toBeGreaterThanOrEqual(1);
  expect(existsSync(out)).toBe(false);
}

describe('expansion budgets', () => {
  it('stops a template literal that doubles a string 24 times (800 bytes, 268 M characters)', async () => {
    await expectStopped(templateBomb(2, 24));
  });

  it('stops a snippet included 10 times by a snippet included 10 times …, 7 levels', async () => {
    await expectStopped(snippetBomb(10, 7));
  });

  it('stops snippets that show their children twice, nested 24 deep', async () => {
    await expectStopped(childrenBomb(2, 24));
  });

  it('stops a `.map` of 10 items inside a `.map` of them …, 7 deep', async () => {
    await expectStopped(mapBomb(10, 7));
  });

  it('stops a docs.json `$ref` named 10 times by a file named 10 times …, 7 levels', async () => {
    await expectStopped(docsRefBomb(10, 7));
  });

  it('stops an OpenAPI schema that `$ref`s 10 times a schema that `$ref`s 10 times …, 7 levels', async () => {
    await expectStopped(openApiRefBomb(10, 7));
  });

  it('names the OpenAPI file when the endpoint page is generated from the navigation', async () => {
    const bomb = openApiRefBomb(10, 7);
    const root = writeFixture({
      'openapi.json': bomb.files['openapi.json'],
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'docs.json': {
        theme: 'mint',
        name: 'Bomb',
        colors: { primary: '#0d9373' },
        navigation: { groups: [{ group: 'Start', openapi: 'openapi.json', pages: ['index', 'POST /bomb'] }] },
      },
    });
    folders.push(root);
    const result = await buildSite({ root, workers: 0 });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.file])).toEqual([['openapi/too-large', 'openapi.json']]);
  });

  it('names the line of the template literal that went over', async () => {
    const bomb = templateBomb(2, 24);
    const root = writeFixture(bomb.files);
    folders.push(root);
    const result = await buildSite({ root, workers: 0 });
    const error = result.diagnostics.find((d) => d.rule === 'mdx/too-large');
    // Line 5 is `a0`; each later line doubles: 16 × 2¹⁸ characters, counted twice (parts, then the result), is over.
    expect(error?.position?.line).toBeGreaterThan(5);
    expect(error?.position?.line).toBeLessThanOrEqual(5 + 24);
    expect(error?.message).toMatch(/expressions build more than 4,000,000 characters/);
  });
});
