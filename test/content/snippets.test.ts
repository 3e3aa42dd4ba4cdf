/** Snippet files: which they are, how a page names them, which ones a page depends on, and how they are read. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, readContentFile } from '../../src/content/load-fs.js';
import { isSnippetPath, resolveSnippet, snippetDependencies, snippetReferences } from '../../src/content/snippets.js';

const snippets = {
  'snippets/intro.mdx': 'Intro',
  'snippets/code/retry.mdx': 'Retry',
  'snippets/button.jsx': 'export const Button = () => <a />',
  '_snippets/get-help.mdx': 'Help',
};

describe('isSnippetPath', () => {
  it('is true for source files under the top-level snippets/ and _snippets/ folders only', () => {
    expect(isSnippetPath('snippets/intro.mdx')).toBe(true);
    expect(isSnippetPath('snippets/es/intro.md')).toBe(true);
    expect(isSnippetPath('_snippets/get-help.mdx')).toBe(true);
    expect(isSnippetPath('snippets/button.jsx')).toBe(true);
    expect(isSnippetPath('snippets/logo.png')).toBe(false);
    expect(isSnippetPath('snippets/note.md.bak')).toBe(false);
    expect(isSnippetPath('guide/snippets/intro.mdx')).toBe(false);
    expect(isSnippetPath('snippets.mdx')).toBe(false);
  });
});

describe('resolveSnippet', () => {
  it('resolves root-relative and relative imports, with or without the extension', () => {
    expect(resolveSnippet('/snippets/intro.mdx', 'guide/a.mdx', 'import', snippets)).toBe('snippets/intro.mdx');
    expect(resolveSnippet('/snippets/intro', 'guide/a.mdx', 'import', snippets)).toBe('snippets/intro.mdx');
    expect(resolveSnippet('../snippets/code/retry.mdx', 'guide/a.mdx', 'import', snippets)).toBe(
      'snippets/code/retry.mdx',
    );
    expect(resolveSnippet('./retry.mdx', 'snippets/code/other.mdx', 'import', snippets)).toBe(
      'snippets/code/retry.mdx',
    );
    expect(resolveSnippet('/snippets/button.jsx', 'index.mdx', 'import', snippets)).toBe('snippets/button.jsx');
  });

  it('reads a bare import as a package unless it starts with a snippet folder', () => {
    expect(resolveSnippet('react', 'index.mdx', 'import', snippets)).toBeUndefined();
    expect(resolveSnippet('snippets/intro.mdx', 'index.mdx', 'import', snippets)).toBe('snippets/intro.mdx');
  });

  it('finds `<Snippet file>` in snippets/, then _snippets/', () => {
    expect(resolveSnippet('intro.mdx', 'guide/a.mdx', 'file', snippets)).toBe('snippets/intro.mdx');
    expect(resolveSnippet('get-help.mdx', 'guide/a.mdx', 'file', snippets)).toBe('_snippets/get-help.mdx');
    expect(resolveSnippet('code/retry', 'guide/a.mdx', 'file', snippets)).toBe('snippets/code/retry.mdx');
  });

  it('resolves nothing above the docs folder, and nothing that is not a snippet', () => {
    expect(resolveSnippet('../../snippets/intro.mdx', 'guide/a.mdx', 'import', snippets)).toBeUndefined();
    expect(resolveSnippet('/snippets/missing.mdx', 'guide/a.mdx', 'import', snippets)).toBeUndefined();
    expect(resolveSnippet('', 'guide/a.mdx', 'file', snippets)).toBeUndefined();
  });
});

describe('snippetDependencies', () => {
  it('lists every snippet a page includes, through other snippets too, once each', () => {
    const all = {
      ...snippets,
      'snippets/outer.mdx': 'import Inner from "./inner.mdx"\n\n<Inner />\n<Snippet file="get-help.mdx" />',
      'snippets/inner.mdx': "import { Button } from '/snippets/button.jsx'\nimport Outer from './outer.mdx'",
    };
    const page = 'import Outer from "/snippets/outer.mdx"\nimport React from "react"\n\n<Outer />\n';
    expect(snippetDependencies('guide/a.mdx', page, all)).toEqual([
      '_snippets/get-help.mdx',
      'snippets/button.jsx',
      'snippets/inner.mdx',
      'snippets/outer.mdx',
    ]);
    expect(snippetDependencies('guide/a.mdx', 'No snippets here.', all)).toEqual([]);
  });

  it('sees every form of reference the renderer reads', () => {
    expect(
      snippetReferences(
        'import A from "/a.mdx"\nimport { b } from \'./b.mdx\'\n<Snippet file="c.mdx" />\n<Snippet file={`d.mdx`} />',
      ),
    ).toEqual([
      { kind: 'import', specifier: '/a.mdx' },
      { kind: 'import', specifier: './b.mdx' },
      { kind: 'file', specifier: 'c.mdx' },
      { kind: 'file', specifier: 'd.mdx' },
    ]);
  });
});

describe('loading snippets', () => {
  let docs: string;

  beforeAll(async () => {
    docs = await mkdtemp(join(tmpdir(), 'quire-snippets-'));
    const files: Record<string, string> = {
      'index.mdx': '# Home',
      'snippets/intro.mdx': 'Intro text',
      'snippets/code/retry.md': 'Retry text',
      'snippets/button.jsx': 'export const Button = () => <a />',
      'snippets/logo.png': 'png',
      '_snippets/get-help.mdx': 'Help text',
      'guide/snippets/not-one.mdx': '# A page',
    };
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(docs, path)), { recursive: true });
      await writeFile(join(docs, path), text);
    }
  });

  afterAll(async () => {
    await rm(docs, { recursive: true, force: true });
  });

  it('reads snippets apart from pages and assets', async () => {
    const content = await loadContent(docs);
    expect([...content.pages.keys()]).toEqual(['guide/snippets/not-one.mdx', 'index.mdx']);
    expect(Object.fromEntries(content.snippets ?? [])).toEqual({
      '_snippets/get-help.mdx': 'Help text',
      'snippets/button.jsx': 'export const Button = () => <a />',
      'snippets/code/retry.md': 'Retry text',
      'snippets/intro.mdx': 'Intro text',
    });
    expect(content.assets).toEqual(['snippets/logo.png']);
  });

  it('reads a single snippet file as a snippet', async () => {
    expect(await readContentFile(docs, 'snippets/intro.mdx')).toEqual({ kind: 'snippet', raw: 'Intro text' });
    expect(await readContentFile(docs, 'index.mdx')).toEqual({ kind: 'page', raw: '# Home' });
    expect(await readContentFile(docs, 'snippets/logo.png')).toEqual({ kind: 'asset' });
  });
});
