import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSiteError, type SiteError } from '../../src/diagnostics.js';
import { createSiteWriter } from '../../src/produce/site-writer.js';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'quire-write-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('createSiteWriter', () => {
  it('writes into a temporary folder and swaps it in on commit', async () => {
    const out = path.join(work, 'out');
    mkdirSync(out);
    writeFileSync(path.join(out, 'old.html'), 'old');
    const writer = await createSiteWriter(out);
    await writer.writeFile('a/b/index.html', 'new');
    expect(existsSync(path.join(out, 'a'))).toBe(false);
    await writer.commit();
    expect(readFileSync(path.join(out, 'a/b/index.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(out, 'old.html'))).toBe(false);
    expect(readdirSync(work)).toEqual(['out']);
  });

  it('leaves the previous output untouched on abort', async () => {
    const out = path.join(work, 'out');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'previous');
    const writer = await createSiteWriter(out);
    await writer.writeFile('index.html', 'broken');
    await writer.abort();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(work)).toEqual(['out']);
  });

  it('reports a file and a folder at one output path as a diagnostic, not an EEXIST stack trace', async () => {
    const writer = await createSiteWriter(path.join(work, 'out'));
    await writer.writeFile('development.md', '# Development');
    const error = await writer.writeFile('development.md/index.html', 'redirect').catch((e: unknown) => e);
    expect(isSiteError(error)).toBe(true);
    expect((error as SiteError).diagnostics.map((d) => [d.severity, d.rule, d.file])).toEqual([
      ['error', 'build/output-conflict', 'development.md/index.html'],
    ]);
    // The other way round: a file where a folder already is.
    await writer.writeFile('guide/index.html', 'page');
    const folder = await writer.writeFile('guide', 'file').catch((e: unknown) => e);
    expect((folder as SiteError).diagnostics?.[0]?.rule).toBe('build/output-conflict');
    await writer.abort();
  });

  it('refuses to write outside the output folder', async () => {
    const writer = await createSiteWriter(path.join(work, 'out'));
    await expect(writer.writeFile('../escape.html', 'x')).rejects.toThrow(/escapes/);
    await writer.abort();
  });

  it('cleans up after a killed build and restores an output that was moved away', async () => {
    // A dead process's temp folder, and an output moved aside just before a kill.
    mkdirSync(path.join(work, '.out.quire-tmp-999999999-abc'));
    mkdirSync(path.join(work, '.out.quire-old-999999999'));
    writeFileSync(path.join(work, '.out.quire-old-999999999', 'index.html'), 'previous');
    const writer = await createSiteWriter(path.join(work, 'out'));
    expect(readFileSync(path.join(work, 'out', 'index.html'), 'utf8')).toBe('previous');
    await writer.abort();
    expect(readdirSync(work)).toEqual(['out']);
  });
});
