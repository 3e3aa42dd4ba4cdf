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
        message: `no site.json, docs.json, mint.json in ${root}`,
        hint: 'create site.json with at least { "name": "My Docs", "navigation": [{ "group": "Start", "pages": ["index"] }] }, or pass the docs folder that holds it',
      },
    ]);
  });

  it('reads mint.json as site.json when the folder has no site.json', async () => {
    await writeFile(path.join(root, 'mint.json'), '{"name": "Mint", "navigation": [{"group": "A", "pages": ["x"]}]}');
    const result = await loadConfig(root);
    expect(result.file).toBe('mint.json');
    expect(result.config?.name).toBe('Mint');
    expect(result.diagnostics).toEqual([]);
  });

  it('points mint.json problems at mint.json, where an unknown key is a warning and the config loads', async () => {
    await writeFile(path.join(root, 'mint.json'), '{"name": "Mint", "navigation": [], "colours": {}}');
    const result = await loadConfig(root);
    expect(result.config?.name).toBe('Mint');
    expect(result.diagnostics.map((d) => [d.file, d.severity, d.rule])).toEqual([
      ['mint.json', 'warning', 'config/unknown-key'],
    ]);
    expect(result.diagnostics[0].hint).toMatch(/^did you mean `colors`\?/);
  });

  it('uses site.json over mint.json and says so in a note', async () => {
    await writeFile(path.join(root, 'site.json'), '{"name": "Site", "navigation": []}');
    await writeFile(path.join(root, 'mint.json'), '{"name": "Mint", "navigation": []}');
    const result = await loadConfig(root);
    expect(result.file).toBe('site.json');
    expect(result.config?.name).toBe('Site');
    expect(result.diagnostics).toEqual([
      {
        severity: 'info',
        rule: 'config/several-config-files',
        file: 'site.json',
        message: 'using site.json; `mint.json` is ignored',
        hint: 'Quire reads the first of site.json, docs.json, mint.json that exists; delete the others to silence this note',
      },
    ]);
  });

  it('reports a site.json that is a folder', async () => {
    await mkdir(path.join(root, 'site.json'));
    const [diagnostic] = (await loadConfig(root)).diagnostics;
    expect(diagnostic).toMatchObject({ rule: 'config/read-error', message: 'site.json is a folder, not a file' });
  });
});
