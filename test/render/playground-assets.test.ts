import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlaygroundAssets } from '../../src/render/playground-assets.js';
import { readThemeSources } from '../../src/site/assets-fs.js';

describe('createPlaygroundAssets', () => {
  it('publishes the built-in playground stylesheet under a hashed name, beside the bundle’s script', () => {
    const css = readThemeSources().stylesheets['playground.css'];
    const { init, files } = createPlaygroundAssets('_quire/playground.AB12.js', css, null);
    expect(init).toEqual({ script: '_quire/playground.AB12.js', stylesheet: files[0].path, proxy: null });
    expect(files[0].path).toMatch(/^_quire\/playground\.[A-Za-z0-9_-]+\.css$/);
    expect(files[0].content).toContain('.q-playground');
  });

  it('takes templates/assets/playground.css from the docs folder when it overrides it, and nothing without a script', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-pg-assets-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets', 'playground.css'), '.q-playground { color: red; }\n');
      const css = readThemeSources(dir).stylesheets['playground.css'];
      const { init, files } = createPlaygroundAssets('_quire/p.js', css, 'https://p.example/__quire/proxy');
      expect(files[0].content).toBe('.q-playground { color: red; }\n');
      expect(init?.proxy).toBe('https://p.example/__quire/proxy');
      expect(createPlaygroundAssets(undefined, css, null)).toEqual({ files: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
