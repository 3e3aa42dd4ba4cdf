/**
 * The site writer with a manifest: later builds write only the files that changed, delete the ones that went, and
 * a build killed at any point of its commit is undone by `recoverOutput`, byte for byte.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticationCode, machineKey } from '../../src/cache/machine-key.js';
import { applyJournal, readJournal, rollBackJournal } from '../../src/produce/output-journal.js';
import { readPreviousOutput } from '../../src/produce/output-manifest.js';
import { createSiteWriter, recoverOutput, type SiteWriter } from '../../src/produce/site-writer.js';
import { hashTree } from '../helpers/site-fixture.js';

let work: string;
let out: string;
let manifest: string;
let asset: string;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'quire-inplace-'));
  out = path.join(work, 'out');
  manifest = path.join(work, 'cache', 'output-manifest.json');
  asset = path.join(work, 'logo.png');
  writeFileSync(asset, 'PNG');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** One version of a site: files written by the writer, pages written straight into its folder (render workers). */
interface Version {
  files: Record<string, string>;
  workerPages?: Record<string, string>;
}

const V1: Version = {
  files: { 'index.html': 'home 1', 'a/index.html': 'a 1', 'old/gone/index.html': 'gone', 'same.txt': 'same' },
  workerPages: { 'w/one.html': 'worker one', 'w/two.html': 'worker two' },
};
const V2: Version = {
  files: { 'index.html': 'home 2', 'a/index.html': 'a 1', 'new/b/index.html': 'b', 'same.txt': 'same' },
  workerPages: { 'w/one.html': 'worker one', 'w/two.html': 'worker two changed' },
};

async function startWriter(
  version: Version,
  options: Parameters<typeof createSiteWriter>[1] = { manifest },
): Promise<SiteWriter> {
  const writer = await createSiteWriter(out, options);
  for (const [rel, content] of Object.entries(version.files)) await writer.writeFile(rel, content);
  for (const [rel, content] of Object.entries(version.workerPages ?? {})) {
    mkdirSync(path.dirname(path.join(writer.tempDir, rel)), { recursive: true });
    writeFileSync(path.join(writer.tempDir, rel), content);
  }
  await writer.copyFile(asset, 'img/logo.png');
  return writer;
}

async function build(version: Version, options?: Parameters<typeof createSiteWriter>[1]): Promise<SiteWriter> {
  const writer = await startWriter(version, options);
  await writer.commit();
  return writer;
}

/** What a build of `version` from nothing gives: the reference output, byte for byte. */
async function reference(version: Version): Promise<Record<string, string>> {
  const saved = out;
  out = path.join(work, `reference-${Math.random().toString(36).slice(2)}`);
  try {
    await build(version, {});
    return hashTree(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
    out = saved;
  }
}

const identity = (rel: string) => {
  const stats = statSync(path.join(out, rel));
  return `${stats.ino}:${stats.mtimeMs}`;
};

/** Wait until `condition` holds (the commit reached a point). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

/** Change fields of the manifest and sign it again with this machine's key, as a build of them would have. */
function rewriteManifest(fields: Record<string, unknown>): void {
  const text = readFileSync(manifest, 'utf8');
  const json = JSON.stringify({ ...JSON.parse(text.slice(text.indexOf('\n') + 1)), ...fields });
  writeFileSync(manifest, `${authenticationCode(machineKey(), 'output-manifest', [json])}\n${json}`);
}

describe('createSiteWriter with a manifest', () => {
  it('swaps in the first build and writes the manifest', async () => {
    const writer = await build(V1);
    expect(writer.stats()).toEqual({ mode: 'swap', written: 8, unchanged: 0, deleted: 0 });
    expect(hashTree(out)).toEqual(await reference(V1));
    expect(existsSync(manifest)).toBe(true);
    expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
  });

  it('then writes only the files that changed, deletes the ones that went, and matches a build from nothing', async () => {
    await build(V1);
    const untouched = ['a/index.html', 'same.txt', 'w/one.html', 'img/logo.png', '.quire-output'];
    const before = Object.fromEntries(untouched.map((rel) => [rel, identity(rel)]));
    const writer = await build(V2);
    expect(writer.stats()).toEqual({ mode: 'in-place', written: 3, unchanged: 5, deleted: 1 });
    expect(Object.fromEntries(untouched.map((rel) => [rel, identity(rel)]))).toEqual(before);
    expect(hashTree(out)).toEqual(await reference(V2));
    // The folder of the deleted file went with it.
    expect(existsSync(path.join(out, 'old'))).toBe(false);
    expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
  });

  it('writes nothing when nothing changed', async () => {
    await build(V1);
    const before = hashTree(out);
    const writer = await build(V1);
    expect(writer.stats()).toEqual({ mode: 'in-place', written: 0, unchanged: 8, deleted: 0 });
    expect(hashTree(out)).toEqual(before);
  });

  it('copies an asset again when its source changed', async () => {
    await build(V1);
    writeFileSync(asset, 'PNG, edited');
    const writer = await build(V1);
    expect(writer.stats()).toMatchObject({ written: 1 });
    expect(readFileSync(path.join(out, 'img/logo.png'), 'utf8')).toBe('PNG, edited');
  });

  it('rewrites output files edited or deleted by hand', async () => {
    await build(V1);
    writeFileSync(path.join(out, 'same.txt'), 'edited by hand');
    unlinkSync(path.join(out, 'a/index.html'));
    unlinkSync(path.join(out, 'w/one.html'));
    writeFileSync(path.join(out, 'img/logo.png'), 'not a png');
    const writer = await build(V1);
    expect(writer.stats()).toEqual({ mode: 'in-place', written: 4, unchanged: 4, deleted: 0 });
    expect(hashTree(out)).toEqual(await reference(V1));
  });

  it('takes the manifest and the stats of the output read ahead, as the build reads them while the site loads', async () => {
    await build(V1);
    const before = hashTree(out);
    const unchanged = await build(V1, { manifest, previous: readPreviousOutput(manifest, out) });
    expect(unchanged.stats()).toEqual({ mode: 'in-place', written: 0, unchanged: 8, deleted: 0 });
    expect(hashTree(out)).toEqual(before);
    // Files changed by hand before the stats were read are written again, as without them.
    writeFileSync(path.join(out, 'same.txt'), 'edited by hand');
    unlinkSync(path.join(out, 'w/one.html'));
    const previous = readPreviousOutput(manifest, out);
    const repaired = await build(V1, { manifest, previous });
    expect(repaired.stats()).toEqual({ mode: 'in-place', written: 2, unchanged: 6, deleted: 0 });
    expect(hashTree(out)).toEqual(await reference(V1));
    expect((await previous)?.stats.get('w/one.html')).toBeUndefined();
    // A manifest that is no longer valid: a swap, as without reading ahead.
    writeFileSync(manifest, '{ broken');
    expect(await readPreviousOutput(manifest, out)).toBeUndefined();
    const swapped = await build(V2, { manifest, previous: readPreviousOutput(manifest, out) });
    expect(swapped.stats().mode).toBe('swap');
    expect(hashTree(out)).toEqual(await reference(V2));
  });

  it('swaps in a whole folder when the manifest is damaged, of another version or of another folder', async () => {
    const damage = [
      () => writeFileSync(manifest, '{ broken'),
      // Authentic (signed with this machine's key, as a build would), but of another version or folder.
      () => rewriteManifest({ version: 0 }),
      () => rewriteManifest({ outDir: work }),
      // Changed without the key: no manifest at all.
      () => writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"same.txt"', '"Same.txt"')),
      // A build without the manifest (cache off) replaced the folder since.
      () => build(V2, {}),
      // A build with another manifest (another cache folder) changed it in place since.
      async () => {
        const other = path.join(work, 'other-manifest.json');
        writeFileSync(other, readFileSync(manifest));
        expect((await build(V2, { manifest: other })).stats().mode).toBe('in-place');
        rmSync(other);
      },
    ];
    for (const change of damage) {
      await build(V1);
      await change();
      const kept = identity('same.txt');
      const writer = await build(V2);
      expect(writer.stats().mode).toBe('swap');
      expect(identity('same.txt')).not.toBe(kept);
      expect(hashTree(out)).toEqual(await reference(V2));
    }
  });

  it('leaves output and manifest untouched on abort', async () => {
    await build(V1);
    const output = hashTree(out);
    const saved = readFileSync(manifest, 'utf8');
    const writer = await startWriter(V2);
    await writer.abort();
    expect(hashTree(out)).toEqual(output);
    expect(readFileSync(manifest, 'utf8')).toBe(saved);
    expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
    expect((await build(V2)).stats().mode).toBe('in-place');
  });

  it('puts the previous output back when the commit fails while the folder is aside', async () => {
    await build(V1);
    const previous = hashTree(out);
    const writer = await startWriter(V2, {
      manifest,
      betweenRenames: async () => {
        throw new Error('disk full');
      },
    });
    await expect(writer.commit()).rejects.toThrow('disk full');
    expect(hashTree(out)).toEqual(previous);
    await writer.abort();
    expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
  });
});

describe('an in-place commit killed part-way', () => {
  /**
   * Start the commit of V2 over V1 and freeze it where the output folder has just been moved aside (the journal is
   * in place): from there, the test plays the rest of the commit up to the point of the "kill".
   */
  async function frozenCommit() {
    await build(V1);
    const previous = hashTree(out);
    const next = await reference(V2);
    const writer = await startWriter(V2, { manifest, betweenRenames: () => new Promise<void>(() => undefined) });
    void writer.commit();
    await until(() => !existsSync(out));
    const journalFile = readdirSync(work).find((entry) => entry.startsWith('.out.quire-journal-'));
    const aside = readdirSync(work).find((entry) => entry.startsWith('.out.quire-old-'));
    const journal = readJournal(path.join(work, journalFile!))!;
    return { previous, next, writer, journal, aside: path.join(work, aside!) };
  }

  it('before the output was moved aside: keeps the previous output', async () => {
    const { previous, aside } = await frozenCommit();
    await import('node:fs/promises').then((fs) => fs.rename(aside, out));
    await recoverOutput(out);
    expect(hashTree(out)).toEqual(previous);
    expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
  });

  it('at every rename of the commit: puts the previous output back, byte for byte', async () => {
    const { journal } = await frozenCommit();
    const renames = journal.remove.length + 2 * journal.write.length;
    rmSync(work, { recursive: true, force: true });
    for (let done = 0; done <= renames; done++) {
      mkdirSync(work);
      writeFileSync(asset, 'PNG');
      const { previous, journal: started, aside, writer } = await frozenCommit();
      applyJournal(started, aside, writer.tempDir, done);
      await recoverOutput(out);
      expect(hashTree(out), `killed after ${done} renames`).toEqual(previous);
      expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
      // No manifest now: the next build swaps, and is right.
      expect((await build(V2)).stats().mode).toBe('swap');
      expect(hashTree(out)).toEqual(await reference(V2));
      rmSync(work, { recursive: true, force: true });
    }
    mkdirSync(work);
  });

  it('while a previous recovery was undoing it: finishes undoing it', async () => {
    const { previous, journal, aside, writer } = await frozenCommit();
    applyJournal(journal, aside, writer.tempDir, 4);
    rollBackJournal(journal, aside, writer.tempDir);
    rollBackJournal(journal, aside, writer.tempDir);
    await recoverOutput(out);
    expect(hashTree(out)).toEqual(previous);
  });

  it('after the folder was moved back: keeps the complete new output', async () => {
    const { next, journal, aside, writer } = await frozenCommit();
    applyJournal(journal, aside, writer.tempDir);
    await import('node:fs/promises').then((fs) => fs.rename(aside, out));
    await recoverOutput(out);
    expect(hashTree(out)).toEqual(next);
    expect(readdirSync(work).sort()).toEqual(['cache', 'logo.png', 'out']);
  });
});
