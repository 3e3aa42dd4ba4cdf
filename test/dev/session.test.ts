import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevSession, type DevSession } from '../../src/dev/session.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { editSiteJson, readSiteFile, removeSite, writeDevSite, writeSiteFile } from './helpers/dev-site.js';

let root: string;
let session: DevSession;

/** Render every page, as open tabs (and the background renderer) would have. */
function renderAll(): void {
  for (let next = session.nextUnrendered(); next !== undefined; next = session.nextUnrendered())
    session.renderPage(next);
}

function html(pathname: string): string {
  const resource = session.resolve(pathname);
  if (resource.kind !== 'html') throw new Error(`expected HTML at ${pathname}, got ${resource.kind}`);
  return resource.html;
}

beforeEach(async () => {
  root = writeDevSite();
  session = createDevSession(root);
  await session.start();
  renderAll();
});

afterEach(() => removeSite(root));

describe('dev session', () => {
  it('serves pages, generated files, static files, redirects and the 404 page', () => {
    expect(html('/guide/a/')).toContain('Alpha body text.');
    expect(session.resolve('/guide/a/index.html')).toMatchObject({ kind: 'html', key: 'page:guide/a.md', status: 200 });
    expect(session.resolve('/guide/a', '?x=1')).toEqual({
      kind: 'redirect',
      key: 'redirect',
      location: '/guide/a/?x=1',
    });
    expect(session.resolve('/images/pic.svg')).toEqual({
      kind: 'asset',
      key: 'asset:images/pic.svg',
      path: 'images/pic.svg',
    });
    expect(session.resolve('/nope/')).toMatchObject({ kind: 'html', key: 'file:404.html', status: 404 });
    expect(session.resolve('/site.json')).toMatchObject({ status: 404 });
  });

  it('a body edit changes only that page and keeps the plan', async () => {
    writeSiteFile(root, 'guide/a.md', readSiteFile(root, 'guide/a.md').replace('Alpha body text.', 'Alpha edited.'));
    const update = await session.applyChanges(['guide/a.md']);
    expect([...update.changed]).toEqual(['page:guide/a.md']);
    expect(update.reloadAll).toBe(false);
    expect(html('/guide/a/')).toContain('Alpha edited.');
  });

  it('a save that changes nothing reloads nothing', async () => {
    writeSiteFile(root, 'guide/a.md', readSiteFile(root, 'guide/a.md'));
    const update = await session.applyChanges(['guide/a.md']);
    expect(update.changed.size).toBe(0);
  });

  it('a title edit changes the pages of its sidebar section, not the others', async () => {
    writeSiteFile(root, 'guide/a.md', readSiteFile(root, 'guide/a.md').replace('title: Alpha', 'title: Alpha Two'));
    const update = await session.applyChanges(['guide/a.md']);
    // The 404 page shows the first section's sidebar too.
    expect([...update.changed].sort()).toEqual([
      'file:404.html',
      'page:guide/a.md',
      'page:guide/b.md',
      'page:guide/c.md',
      'page:index.md',
    ]);
    expect(html('/guide/c/')).toContain('Alpha Two');
    expect(html('/api/ref/')).not.toContain('Alpha Two');
  });

  it('rechecks the pages that link to a heading that was removed', async () => {
    writeSiteFile(root, 'guide/a.md', '---\ntitle: Alpha\n---\n\nNo headings any more.\n');
    const update = await session.applyChanges(['guide/a.md']);
    expect([...update.changed]).toEqual(['page:guide/a.md']);
    const broken = session.diagnostics().filter((d) => d.rule === 'markdown/broken-anchor');
    expect(broken).toMatchObject([{ file: 'guide/b.md', severity: 'warning' }]);
  });

  it('a site.json edit that adds a page re-resolves the graph', async () => {
    writeSiteFile(root, 'guide/d.md', '# Delta\n\nDelta body.\n');
    await session.applyChanges(['guide/d.md']);
    editSiteJson(root, (config) => {
      (config.navigation as Array<{ pages: string[] }>)[0].pages.push('guide/d');
    });
    const update = await session.applyChanges(['site.json']);
    expect(update.changed).toContain('page:guide/a.md');
    expect(update.changed).not.toContain('page:api/ref.md');
    expect(html('/guide/d/')).toContain('Delta body.');
    expect(html('/guide/c/')).toContain('href="/guide/d/"');
  });

  it('a rename moves the page and updates the pages that link to it', async () => {
    renameSync(path.join(root, 'guide/c.md'), path.join(root, 'guide/gamma.md'));
    editSiteJson(root, (config) => {
      (config.navigation as Array<{ pages: string[] }>)[0].pages[3] = 'guide/gamma';
    });
    const update = await session.applyChanges(['guide/c.md', 'guide/gamma.md', 'site.json']);
    expect(update.removed).toEqual(['guide/c.md']);
    expect(update.changed).toContain('page:api/ref.md');
    expect(session.resolve('/guide/c/')).toMatchObject({ status: 404 });
    expect(html('/guide/gamma/')).toContain('Gamma body.');
    expect(session.keyOf('/guide/c/')).toBe('file:404.html');
  });

  it('keeps the last good page while its front matter is broken', async () => {
    writeSiteFile(root, 'guide/a.md', '---\ntitle: [oops\n---\n\nBroken.\n');
    const update = await session.applyChanges(['guide/a.md']);
    expect(update.changed.size).toBe(0);
    expect(html('/guide/a/')).toContain('Alpha body text.');
    expect(session.diagnostics().filter((d) => d.severity === 'error')).toMatchObject([
      { file: 'guide/a.md', rule: 'content/frontmatter', position: { line: 2 } },
    ]);
    writeSiteFile(root, 'guide/a.md', '---\ntitle: Alpha\n---\n\nFixed.\n');
    await session.applyChanges(['guide/a.md']);
    expect(session.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect(html('/guide/a/')).toContain('Fixed.');
  });

  it('keeps the last good site while site.json is broken', async () => {
    writeSiteFile(root, 'site.json', '{ "name": "Dev Test", "navigation": [ }');
    const update = await session.applyChanges(['site.json']);
    expect(update.changed.size).toBe(0);
    expect(session.diagnostics().some((d) => d.file === 'site.json' && d.severity === 'error')).toBe(true);
    expect(html('/guide/a/')).toContain('Alpha body text.');
  });

  it('a template override edit reloads every page; a broken one keeps the last good pages', async () => {
    // The overrides come from the `--templates` folder, here beside the docs folder; changed paths name it `../`.
    const theme = `${root}-theme`;
    mkdirSync(path.join(theme, 'partials'), { recursive: true });
    const footer = `../${path.basename(theme)}/partials/footer.eta`;
    const themed = createDevSession(root, { templates: theme });
    await themed.start();
    const themedHtml = (pathname: string) => {
      const resource = themed.resolve(pathname);
      return resource.kind === 'html' ? resource.html : '';
    };
    expect(themed.externalInputs()).toContain(theme);
    writeSiteFile(root, footer, '<footer>Custom footer of <%= it.site.name %></footer>\n');
    const update = await themed.applyChanges([footer]);
    expect(update.reloadAll).toBe(true);
    expect(themedHtml('/guide/a/')).toContain('Custom footer of Dev Test');

    writeSiteFile(root, footer, '<footer>Broken <%= it.site.name </footer>\n');
    const broken = await themed.applyChanges([footer]);
    expect(broken.reloadAll).toBe(false);
    expect(themed.diagnostics().filter((d) => d.severity === 'error')).toMatchObject([
      { file: theme, rule: 'render/template' },
    ]);
    expect(themedHtml('/guide/a/')).toContain('Custom footer of Dev Test');

    writeSiteFile(root, footer, '<footer>Fixed footer</footer>\n');
    await themed.applyChanges([footer]);
    expect(themed.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect(themedHtml('/guide/a/')).toContain('Fixed footer');
    removeSite(theme);
  });

  it("a docs folder's templates/ is content: its Eta files never render, its pages are pages", async () => {
    mkdirSync(path.join(root, 'templates/partials'), { recursive: true });
    writeSiteFile(root, 'templates/partials/footer.eta', '<footer>Custom footer of <%= it.site.name %></footer>\n');
    writeSiteFile(root, 'templates/intro.md', '# Template intro\n\nStart here.\n');
    await session.applyChanges(['templates/partials/footer.eta', 'templates/intro.md']);
    expect(html('/guide/a/')).not.toContain('Custom footer');
    expect(html('/templates/intro/')).toContain('Start here.');
  });

  it('a static file edit reloads every page without re-rendering', async () => {
    writeSiteFile(root, 'images/pic.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"></svg>');
    const update = await session.applyChanges(['images/pic.svg']);
    expect(update.reloadAll).toBe(true);
    expect(session.stats().rendered).toBe(session.stats().pages);
  });
});

describe('dev session with an OpenAPI file', () => {
  const spec = (listDescription: string) =>
    [
      'openapi: 3.0.3',
      'info: { title: Things, version: "1" }',
      'paths:',
      '  /things:',
      '    get:',
      '      summary: List things',
      `      description: ${listDescription}`,
      '      responses: { "200": { description: OK } }',
      '    post:',
      '      summary: Create a thing',
      '      description: Creates one thing.',
      '      responses: { "201": { description: Created } }',
      '',
    ].join('\n');
  let apiRoot: string;
  let api: DevSession;

  beforeEach(async () => {
    apiRoot = writeFixture({
      'site.json': {
        name: 'Things',
        openapi: 'openapi.yaml',
        navigation: [{ group: 'API', pages: ['list', 'create'] }],
      },
      'openapi.yaml': spec('Lists every thing.'),
      'list.md': '---\ntitle: List things\nopenapi: GET /things\n---\n',
      'create.md': '---\ntitle: Create a thing\nopenapi: POST /things\n---\n',
    });
    api = createDevSession(apiRoot);
    await api.start();
    for (const page of ['list.md', 'create.md']) api.renderPage(page);
  });

  afterEach(() => removeSite(apiRoot));

  it('an OpenAPI edit refreshes the endpoint pages it changes', async () => {
    expect(api.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    writeSiteFile(apiRoot, 'openapi.yaml', spec('Lists all the things, newest first.'));
    const update = await api.applyChanges(['openapi.yaml']);
    expect([...update.changed]).toEqual(['page:list.md']);
    expect(api.renderPage('list.md')?.rendered.html).toContain('Lists all the things, newest first.');
  });

  it('a broken OpenAPI file is reported and its endpoint pages keep their last good version', async () => {
    writeSiteFile(apiRoot, 'openapi.yaml', 'openapi: 3.0.3\npaths: [\n');
    const update = await api.applyChanges(['openapi.yaml']);
    expect(update.changed.size).toBe(0);
    expect(api.diagnostics().some((d) => d.severity === 'error' && d.rule.startsWith('openapi/'))).toBe(true);
    expect(api.renderPage('list.md')?.rendered.html).toContain('Lists every thing.');
    writeSiteFile(apiRoot, 'openapi.yaml', spec('Fixed again.'));
    await api.applyChanges(['openapi.yaml']);
    expect(api.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect(api.renderPage('list.md')?.rendered.html).toContain('Fixed again.');
  });
});
