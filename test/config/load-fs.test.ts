import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-fs.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-config-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('reads and resolves site.json from the docs folder', async () => {
    const text = JSON.stringify({ name: 'Acme', navigation: [{ group: 'A', pages: ['index'] }] });
    await writeFile(path.join(root, 'site.json'), text);
    const result = await loadConfig(root);
    expect(result.diagnostics).toEqual([]);
    const column = text.indexOf('"index"') + 1;
    expect(result.config?.navigation[0].pages).toEqual([
      { page: 'index', jsonPath: 'navigation[0].pages[0]', position: { line: 1, column } },
    ]);
  });

  it('returns validation problems instead of throwing', async () => {
    await writeFile(path.join(root, 'site.json'), '{"navigation": []}');
    const result = await loadConfig(root);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message)).toEqual(['missing required setting `name`']);
  });

  it('reports a missing site.json with a hint', async () => {
    const result = await loadConfig(root);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'config/missing-file',
        file: 'site.json',
        message: `no site.json in ${root}`,
        hint: 'create site.json with at least { "name": "My Docs", "navigation": [{ "group": "Start", "pages": ["index"] }] }, or pass the docs folder that holds it',
      },
    ]);
  });

  it('suggests renaming mint.json when that is what the folder has', async () => {
    await writeFile(path.join(root, 'mint.json'), '{}');
    const [diagnostic] = (await loadConfig(root)).diagnostics;
    expect(diagnostic.hint).toBe(
      'found mint.json: site.json uses the same format, so rename it (or copy it) to site.json',
    );
  });

  it('reports a site.json that is a folder', async () => {
    await mkdir(path.join(root, 'site.json'));
    const [diagnostic] = (await loadConfig(root)).diagnostics;
    expect(diagnostic).toMatchObject({ rule: 'config/read-error', message: 'site.json is a folder, not a file' });
  });
});
