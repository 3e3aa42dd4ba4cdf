import { mkdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classifyPath, getInputFiles, readContentChanges, type AssetTimes } from '../../src/dev/changes.js';
import { createDevState, type DevState } from '../../src/dev/state.js';
import { loadSite } from '../../src/site/load-site.js';
import { removeSite, writeDevSite, writeSiteFile } from './helpers/dev-site.js';

let root: string;
let state: DevState;
let loadedAt: number;
const times = (): AssetTimes => ({ since: loadedAt, modified: new Map() });

beforeEach(async () => {
  root = writeDevSite();
  loadedAt = Date.now();
  const loaded = await loadSite(root);
  state = createDevState(loaded.site!, { base: '/' });
});

afterEach(() => {
  removeSite(root);
  removeSite(`${root}-outside`);
});

describe('classifying changed paths', () => {
  it('tells the config, templates, content and what the build never reads apart', () => {
    const inputs = new Set<string>();
    // A docs.json or mint.json may become the config file when site.json goes, so each is a config change.
    for (const config of ['site.json', 'docs.json', 'mint.json'])
      expect(classifyPath(config, state, inputs)).toBe('config');
    // A docs folder's `templates/` is content; the `--templates` folder (here `../theme`) holds the overrides.
    expect(classifyPath('templates/partials/footer.eta', state, inputs)).toBe('content');
    expect(classifyPath('../theme/partials/footer.eta', state, inputs, '../theme')).toBe('template');
    expect(classifyPath('theme/assets/quire.css', state, inputs, 'theme')).toBe('template');
    expect(classifyPath('themes/x.md', state, inputs, 'theme')).toBe('content');
    expect(classifyPath('guide/a.md', state, inputs)).toBe('content');
    expect(classifyPath('images/pic.svg', state, inputs)).toBe('content');
    for (const ignored of ['.git/index', 'guide/.a.md.swp', 'node_modules/x/index.js', '../elsewhere.md']) {
      expect(classifyPath(ignored, state, inputs)).toBe('ignored');
    }
  });

  it('treats the OpenAPI files of site.json as inputs, inside the docs folder or not', () => {
    const withOpenApi = {
      ...state,
      site: {
        ...state.site,
        config: { ...state.site.config, openapi: ['/api.yaml', '../shared/users.yaml', 'https://x.example/o.json'] },
      },
    };
    const inputs = getInputFiles(withOpenApi, root);
    expect([...inputs].sort()).toEqual(['../shared/users.yaml', 'api.yaml']);
    expect(classifyPath('api.yaml', withOpenApi, inputs)).toBe('input');
  });

  it('reloads on a changed .mintignore, and ignores what the loaded ignore patterns leave out', () => {
    const inputs = getInputFiles(state, root);
    expect(classifyPath('.mintignore', state, inputs)).toBe('config');
    const ignoring = {
      ...state,
      site: { ...state.site, content: { ...state.site.content, ignore: ['drafts/', 'AGENTS.md'] } },
    };
    for (const rel of ['drafts/a.md', 'drafts/deep/b.mdx', 'AGENTS.md', 'guide/AGENTS.md']) {
      expect(classifyPath(rel, ignoring, inputs)).toBe('ignored');
    }
    expect(classifyPath('guide/a.md', ignoring, inputs)).toBe('content');
  });
});

describe('reading changed content', () => {
  it('finds edited, new and removed pages and static files, comparing with the disk', async () => {
    writeSiteFile(root, 'guide/a.md', '---\ntitle: Alpha\n---\n\nEdited.\n');
    writeSiteFile(root, 'guide/new.md', '# New\n');
    writeSiteFile(root, 'images/new.png', 'png');
    unlinkSync(path.join(root, 'guide/c.md'));
    const changes = await readContentChanges(
      root,
      state,
      ['guide/a.md', 'guide/new.md', 'images/new.png', 'guide/c.md', 'guide/b.md'],
      times(),
    );
    expect([...changes.sources.keys()]).toEqual(['guide/a.md', 'guide/new.md']);
    expect(changes.removedPages).toEqual(['guide/c.md']);
    expect(changes.addedAssets).toEqual(['images/new.png']);
    expect(changes.replan).toBe(true);
  });

  it('keeps the plan for an edit that leaves the metadata alone, not for one that moves the front matter', async () => {
    // Not the first paragraph: that one is the page's description.
    writeSiteFile(
      root,
      'guide/a.md',
      '---\ntitle: Alpha\n---\n\nAlpha body text.\n\n## Setup\n\nSet it up, then check it.\n',
    );
    expect((await readContentChanges(root, state, ['guide/a.md'], times())).replan).toBe(false);
    writeSiteFile(
      root,
      'guide/a.md',
      '---\n# a comment\ntitle: Alpha\n---\n\nAlpha body text.\n\n## Setup\n\nSet it up.\n',
    );
    expect((await readContentChanges(root, state, ['guide/a.md'], times())).replan).toBe(true);
  });

  it('substitutes docs.json `variables` in an edited page, as the build does, with the file’s problems', async () => {
    const withVariables = {
      ...state,
      site: { ...state.site, config: { ...state.site.config, variables: { version: '2.0' } } },
    };
    writeSiteFile(root, 'guide/a.md', '---\ntitle: Alpha {{version}}\n---\n\nRun {{version}} {{other}}.\n');
    const changes = await readContentChanges(root, withVariables, ['guide/a.md'], times());
    expect(changes.sources.get('guide/a.md')).toBe('---\ntitle: Alpha 2.0\n---\n\nRun 2.0 {{other}}.\n');
    expect(changes.problems.get('guide/a.md')?.map((d) => `${d.rule} ${d.position?.line}`)).toEqual([
      'content/unknown-variable 5',
    ]);
    // Fixed: the file's entry is cleared.
    writeSiteFile(root, 'guide/a.md', '---\ntitle: Alpha {{version}}\n---\n\nRun {{version}}.\n');
    const fixed = await readContentChanges(root, withVariables, ['guide/a.md'], times());
    expect(fixed.problems.has('guide/a.md')).toBe(true);
    expect(fixed.problems.get('guide/a.md')).toBeUndefined();
  });

  it('counts a static file as edited only when its modification time moved, not when it was merely read', async () => {
    const shared = times();
    expect((await readContentChanges(root, state, ['images/pic.svg'], shared)).editedAssets).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeSiteFile(root, 'images/pic.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await readContentChanges(root, state, ['images/pic.svg'], shared)).editedAssets).toBe(true);
    expect((await readContentChanges(root, state, ['images/pic.svg'], shared)).editedAssets).toBe(false);
  });

  it('stands for every file of a removed folder', async () => {
    rmSync(path.join(root, 'guide'), { recursive: true });
    const changes = await readContentChanges(root, state, ['guide'], times());
    expect(changes.removedPages.sort()).toEqual(['guide/a.md', 'guide/b.md', 'guide/c.md']);
  });

  it('ignores a file reached through a symlink that leads outside the docs folder', async () => {
    const outside = `${root}-outside`;
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'secret.md'), '# Secret\n');
    symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'guide', 'secret.md'));
    symlinkSync(outside, path.join(root, 'linked'));
    const changes = await readContentChanges(root, state, ['guide/secret.md', 'linked', 'linked/secret.md'], times());
    expect(changes.sources.size).toBe(0);
    expect(changes.addedAssets).toEqual([]);
  });
});
