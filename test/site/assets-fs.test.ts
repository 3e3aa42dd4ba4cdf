/** The one reader of Quire's templates, stylesheets and client bundle, and the pure template engine over its text. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTemplateEngine } from '../../src/render/templates.js';
import { readClientBundle, readTheme, readThemeSources, STYLESHEET_NAMES } from '../../src/site/assets-fs.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function overrides(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-templates-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('readThemeSources', () => {
  it('reads every built-in template and stylesheet by name', () => {
    const { templates, stylesheets } = readThemeSources();
    expect(Object.keys(templates)).toEqual(
      expect.arrayContaining(['page.eta', 'layout.eta', '404.eta', 'redirect.eta', 'partials/footer.eta']),
    );
    expect(Object.keys(templates)).toEqual(Object.keys(templates).slice().sort());
    expect(Object.keys(stylesheets)).toEqual([...STYLESHEET_NAMES]);
    expect(stylesheets['quire.css']).toContain('--q-primary');
  });

  it('reads only the files that lie in the overrides folder, links resolved, and says which it refused', () => {
    const outside = overrides({ 'secret.eta': 'SECRET', 'secret.css': 'SECRET' });
    const dir = overrides({ 'partials/footer.eta': '<footer>mine</footer>', 'partials/inner.eta': 'inner' });
    symlinkSync(path.join(outside, 'secret.eta'), path.join(dir, 'partials', 'toc.eta'));
    mkdirSync(path.join(dir, 'assets'));
    symlinkSync(path.join(outside, 'secret.css'), path.join(dir, 'assets', 'api.css'));
    // A link to a file inside the folder is read.
    symlinkSync(path.join(dir, 'partials', 'inner.eta'), path.join(dir, 'partials', 'cta.eta'));
    // A link to a folder is not followed: a loop lists nothing twice.
    symlinkSync(dir, path.join(dir, 'partials', 'loop'));
    const { theme, diagnostics } = readTheme(dir);
    expect(theme.templates['partials/footer.eta']).toBe('<footer>mine</footer>');
    expect(theme.templates['partials/cta.eta']).toBe('inner');
    expect(theme.templates['partials/toc.eta']).toBe(readThemeSources().templates['partials/toc.eta']);
    expect(theme.stylesheets['api.css']).toBe(readThemeSources().stylesheets['api.css']);
    expect(JSON.stringify(theme)).not.toContain('SECRET');
    expect(diagnostics.map((d) => `${d.rule} ${path.relative(dir, d.file)}`).sort()).toEqual([
      'templates/link-outside assets/api.css',
      'templates/link-outside partials/toc.eta',
    ]);
    expect(readTheme(path.join(dir, 'nope')).diagnostics).toMatchObject([{ rule: 'templates/missing-folder' }]);
  });

  it("takes the overrides folder's template and stylesheet over Quire's, and adds templates only it has", () => {
    const dir = overrides({
      'partials/footer.eta': '<footer>mine</footer>',
      'partials/extra.eta': 'x',
      'assets/code.css': 'pre{}',
    });
    const { templates, stylesheets } = readThemeSources(dir);
    expect(templates['partials/footer.eta']).toBe('<footer>mine</footer>');
    expect(templates['partials/extra.eta']).toBe('x');
    expect(templates['page.eta']).toBe(readThemeSources().templates['page.eta']);
    expect(stylesheets['code.css']).toBe('pre{}');
    expect(stylesheets['quire.css']).toBe(readThemeSources().stylesheets['quire.css']);
  });
});

describe('createTemplateEngine', () => {
  it('renders from the given text only, with includes by name and auto-escaping', () => {
    const engine = createTemplateEngine({
      'page.eta': "<p><%= it.x %></p><%~ include('partials/b', it) %>",
      'partials/b.eta': '<b><%= it.x %></b>',
    });
    expect(engine.render('page', { x: '<i>' })).toBe('<p>&lt;i&gt;</p><b>&lt;i&gt;</b>');
    expect(() => engine.render('missing', {})).toThrow(/template "missing" not found/);
  });
});

describe('readClientBundle', () => {
  it('publishes the bundled files under _quire/ and names the entry', () => {
    const dir = overrides({ 'quire.AB12CD34.js': 'import("./dialog.ZZ.js")', 'dialog.ZZ.js': 'export{}' });
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ entry: 'quire.AB12CD34.js', files: ['dialog.ZZ.js', 'quire.AB12CD34.js'] }),
    );
    const bundle = readClientBundle(dir);
    expect(bundle.entry).toBe('_quire/quire.AB12CD34.js');
    expect(bundle.files.map((f) => f.path)).toEqual(['_quire/dialog.ZZ.js', '_quire/quire.AB12CD34.js']);
    rmSync(path.join(dir, 'manifest.json'));
    expect(() => readClientBundle(dir)).toThrow(/Internal error: the client scripts are not built/);
  });
});
