import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load-fs.js';
import { isSiteError } from '../../src/diagnostics.js';

describe('loadContent', () => {
  let base: string;
  let docs: string;

  const write = async (path: string, text = `content of ${path}`) => {
    await mkdir(dirname(join(docs, path)), { recursive: true });
    await writeFile(join(docs, path), text);
  };

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'quire-load-'));
    docs = join(base, 'docs');
    await mkdir(join(base, 'outside'), { recursive: true });
    await writeFile(join(base, 'outside', 'secret.md'), '# Secret');
    await writeFile(join(base, 'outside.md'), '# Outside');
    for (const path of [
      'index.mdx',
      'guide/setup.md',
      'guide/deep/nested/page.mdx',
      'guide/b.md',
      'guide/a.md',
      'images/logo.png',
      'files/manual.pdf',
      'snippets/note.md.bak',
      'site.json',
      'mint.json',
      'guide/site.json',
      '.env',
      '.git/HEAD',
      '.quire/cache.md',
      'guide/.hidden.md',
      'node_modules/pkg/readme.md',
      'guide/node_modules/x.md',
      'templates/page.eta',
      'templates/extra.md',
      'guide/templates/kept.md',
      '_site/index.html',
      '_site/old.md',
    ]) {
      await write(path);
    }
    await write('unicode/café.md', '# Café ☕');
    await symlink(join(base, 'outside'), join(docs, 'linked-outside'));
    await symlink(join(base, 'outside.md'), join(docs, 'linked-outside.md'));
    await symlink(join(docs, 'guide'), join(docs, 'alias'));
    await symlink(join(docs, 'guide', 'a.md'), join(docs, 'a-link.md'));
    await symlink(join(docs, 'missing.md'), join(docs, 'broken.md'));
    // A folder that links back to its parent must not loop forever.
    await symlink(join(docs, 'guide', 'deep'), join(docs, 'guide', 'deep', 'nested', 'loop'));
  });

  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('reads pages and lists assets, sorted, skipping config, dot, node_modules and excluded paths (templates/ is content)', async () => {
    const content = await loadContent(docs, { exclude: [join(docs, '_site')] });
    expect([...content.pages.keys()]).toEqual([
      'a-link.md',
      'alias/a.md',
      'alias/b.md',
      'alias/deep/nested/page.mdx',
      'alias/setup.md',
      'alias/templates/kept.md',
      'guide/a.md',
      'guide/b.md',
      'guide/deep/nested/page.mdx',
      'guide/setup.md',
      'guide/templates/kept.md',
      'index.mdx',
      'templates/extra.md',
      'unicode/café.md',
    ]);
    expect(content.assets).toEqual([
      'alias/site.json',
      'files/manual.pdf',
      'guide/site.json',
      'images/logo.png',
      'snippets/note.md.bak',
      'templates/page.eta',
    ]);
    expect(content.pages.get('guide/setup.md')).toBe('content of guide/setup.md');
    expect(content.pages.get('a-link.md')).toBe('content of guide/a.md');
    expect(content.pages.get('unicode/café.md')).toBe('# Café ☕');
    // The links out of the folder and to nothing are left out with one warning that names them.
    expect(content.diagnostics?.map((d) => [d.severity, d.rule, d.message])).toEqual([
      [
        'warning',
        'content/link-outside',
        '3 symbolic links lead outside the docs folder or to nothing, so they are left out of the site: broken.md, linked-outside, linked-outside.md',
      ],
    ]);
  });

  it('includes the output folder when it is not excluded, and accepts a relative root', async () => {
    const content = await loadContent(join(docs, '..', 'docs'));
    expect(content.pages.has('_site/old.md')).toBe(true);
    expect(content.assets).toContain('_site/index.html');
  });

  it('takes the pages the build read already (the inputs hash) from `read`, as reading the file decodes them', async () => {
    // The bytes given stand for the file: not read again. A byte order mark stays, as readFileSync keeps it.
    const read = new Map([
      ['guide/a.md', Buffer.from('\ufeff# A, as hashed')],
      ['outside-the-walk.md', Buffer.from('# never a page')],
    ]);
    const content = await loadContent(docs, { exclude: [join(docs, '_site')], read });
    expect(content.pages.get('guide/a.md')).toBe('\ufeff# A, as hashed');
    expect(content.pages.get('guide/b.md')).toBe('content of guide/b.md');
    // Which files are pages is the walk's decision; what was taken is let go.
    expect(content.pages.has('outside-the-walk.md')).toBe(false);
    expect([...read.keys()]).toEqual(['outside-the-walk.md']);
  });

  it('reads hundreds of pages in path order', async () => {
    const many = join(base, 'many');
    await mkdir(join(many, 'p'), { recursive: true });
    await Promise.all(Array.from({ length: 500 }, (_, i) => writeFile(join(many, 'p', `${i}.md`), `# Page ${i}`)));
    const content = await loadContent(many);
    expect(content.pages.size).toBe(500);
    expect(content.pages.get('p/42.md')).toBe('# Page 42');
    expect([...content.pages.keys()].slice(0, 3)).toEqual(['p/0.md', 'p/1.md', 'p/10.md']);
  });

  it('fails with a diagnostic when the docs folder does not exist', async () => {
    const error = await loadContent(join(base, 'nope')).catch((e: unknown) => e);
    expect(isSiteError(error)).toBe(true);
    if (!isSiteError(error)) return;
    expect(error.diagnostics.map((d) => [d.rule, d.message.replace(base, '<tmp>')])).toEqual([
      ['content/missing-folder', 'expected a docs folder at <tmp>/nope, found nothing'],
    ]);
    const notFolder = await loadContent(join(docs, 'index.mdx')).catch((e: unknown) => e);
    expect(isSiteError(notFolder) && notFolder.diagnostics[0].message.endsWith('found a file')).toBe(true);
  });
});
