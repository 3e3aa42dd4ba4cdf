/** docs.json `variables`: `{{name}}` replaced in page and snippet sources as they are read, within the page size limit. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, readContentFile } from '../../src/content/load-fs.js';
import { applyVariables, VariableReport } from '../../src/content/variables.js';

const options = (values: Record<string, string>, maxBytes = 1000) => ({ values, maxBytes });

describe('applyVariables', () => {
  it('replaces every known placeholder, in front matter and body alike, and leaves the rest as written', () => {
    const raw = '---\ntitle: v{{version}}\n---\n\nUse {{version}} at {{api-url}}; {{ version }} and {x} stay.\n';
    const result = applyVariables(raw, options({ version: '2.0', 'api-url': 'https://a.b' }));
    expect(result.text).toBe('---\ntitle: v2.0\n---\n\nUse 2.0 at https://a.b; {{ version }} and {x} stay.\n');
    expect(result.unknown).toBeUndefined();
  });

  it('counts unknown names, with where each is first written', () => {
    const result = applyVariables('a {{x}}\nb {{y}} {{x}}\n', options({}));
    expect(result.text).toBe('a {{x}}\nb {{y}} {{x}}\n');
    expect(result.unknown).toEqual(
      new Map([
        ['x', { count: 2, position: { line: 1, column: 3 } }],
        ['y', { count: 1, position: { line: 2, column: 3 } }],
      ]),
    );
  });

  it('expands once: a value holding a placeholder is not expanded again', () => {
    const result = applyVariables('{{a}}', options({ a: '{{a}}{{a}}' }));
    expect(result.text).toBe('{{a}}{{a}}');
  });

  it('stops when the source would grow past the limit, keeping the source and naming the placeholder', () => {
    const raw = 'x\n{{big}} {{big}}\n{{big}}';
    const result = applyVariables(raw, options({ big: 'é'.repeat(200) }, 1000));
    // 400 bytes a value: the third one crosses 1000 bytes.
    expect(result).toEqual({ text: raw, tooLarge: { name: 'big', position: { line: 3, column: 1 }, maxBytes: 1000 } });
    expect(applyVariables('{{big}} {{big}}', options({ big: 'é'.repeat(200) }, 1000)).tooLarge).toBeUndefined();
  });

  it('returns the same string when there is nothing to replace', () => {
    const raw = 'no placeholders here';
    expect(applyVariables(raw, options({ a: 'b' })).text).toBe(raw);
  });
});

describe('VariableReport', () => {
  it('gives one warning per unknown name for the whole load, with its count, and one error per page too large', () => {
    const report = new VariableReport();
    report.add('a.mdx', applyVariables('{{x}} {{x}}', options({})));
    report.add('b.mdx', applyVariables('\n{{x}} {{big}}', options({ big: 'y'.repeat(2000) })));
    report.add('c.mdx', applyVariables('{{x}}', options({})));
    const found = report
      .diagnostics()
      .map((d) => `${d.severity} ${d.rule} ${d.file}:${d.position?.line}:${d.position?.column}`);
    expect(found).toEqual([
      'error content/variables-too-large b.mdx:2:7',
      'warning content/unknown-variable a.mdx:1:1',
    ]);
    const [error, warning] = report.diagnostics();
    expect(error.message).toMatch(/^replacing \{\{big\}\} makes the page larger than/);
    // The page that grew too large reports that only.
    expect(warning.message).toMatch(/\{\{x\}\} is not one of docs\.json's `variables`.*\(3 times in 2 files\)$/);
  });
});

describe('reading the docs folder with variables', () => {
  let docs: string;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(docs, path)), { recursive: true });
    await writeFile(join(docs, path), text);
  };

  beforeAll(async () => {
    docs = join(await mkdtemp(join(tmpdir(), 'quire-variables-')), 'docs');
    await write('index.mdx', '---\ntitle: Acme {{version}}\n---\n\nInstall {{version}}. {{missing}}\n');
    await write('snippets/note.mdx', 'Snippet of {{version}}.\n');
    await write('image.png', '{{version}}');
  });
  afterAll(async () => {
    await rm(dirname(docs), { recursive: true, force: true });
  });

  it('substitutes in pages and snippets as the whole folder is read (the build, and quire dev at start)', async () => {
    const content = await loadContent(docs, { variables: options({ version: '2.0' }) });
    expect(content.pages.get('index.mdx')).toBe('---\ntitle: Acme 2.0\n---\n\nInstall 2.0. {{missing}}\n');
    expect(content.snippets?.get('snippets/note.mdx')).toBe('Snippet of 2.0.\n');
    expect(content.diagnostics?.map((d) => `${d.rule} ${d.file}:${d.position?.line}`)).toEqual([
      'content/unknown-variable index.mdx:5',
    ]);
    // Without variables, sources are read as written and nothing is reported.
    const plain = await loadContent(docs);
    expect(plain.pages.get('index.mdx')).toContain('{{version}}');
    expect(plain.diagnostics).toBeUndefined();
  });

  it('substitutes in a single file read again (quire dev after a save), with that file’s problems', async () => {
    const page = await readContentFile(docs, 'index.mdx', options({ version: '3.1' }));
    expect(page).toMatchObject({ kind: 'page', raw: '---\ntitle: Acme 3.1\n---\n\nInstall 3.1. {{missing}}\n' });
    expect(page?.kind !== 'asset' && page?.diagnostics?.map((d) => d.rule)).toEqual(['content/unknown-variable']);
    expect(await readContentFile(docs, 'snippets/note.mdx', options({ version: '3.1' }))).toEqual({
      kind: 'snippet',
      raw: 'Snippet of 3.1.\n',
    });
    expect(await readContentFile(docs, 'image.png', options({ version: '3.1' }))).toEqual({ kind: 'asset' });
  });
});
