import { describe, expect, it } from 'vitest';
import { compileIgnoreRules, ignorePatterns } from '../../src/content/ignore-rules.js';

/** Which of `paths` (a trailing `/` marks a folder) the `.mintignore` text leaves out. */
function ignored(text: string, paths: string[], defaults = false): string[] {
  const rules = compileIgnoreRules(ignorePatterns(text, defaults));
  return paths.filter((path) => rules.ignores(path.replace(/\/$/, ''), path.endsWith('/')));
}

describe('.mintignore patterns (gitignore syntax)', () => {
  it('matches a name without a slash at any depth, a pattern with one from the docs folder', () => {
    expect(ignored('AGENTS.md\n', ['AGENTS.md', 'guide/AGENTS.md', 'AGENTS.mdx'])).toEqual([
      'AGENTS.md',
      'guide/AGENTS.md',
    ]);
    expect(ignored('/AGENTS.md\n', ['AGENTS.md', 'guide/AGENTS.md'])).toEqual(['AGENTS.md']);
    expect(ignored('guide/draft.md\n', ['guide/draft.md', 'x/guide/draft.md'])).toEqual(['guide/draft.md']);
  });

  it('ignores everything inside an ignored folder; a trailing slash matches folders only', () => {
    expect(ignored('dev/\n', ['dev/', 'dev/a.mdx', 'docs/dev/b.md', 'dev.md', 'x/dev'])).toEqual([
      'dev/',
      'dev/a.mdx',
      'docs/dev/b.md',
    ]);
    expect(ignored('tools\n', ['tools/', 'tools/x.md', 'tools'])).toEqual(['tools/', 'tools/x.md', 'tools']);
  });

  it('keeps `*` and `?` inside a segment and lets `**` cross them', () => {
    const paths = ['a.draft.mdx', 'guide/b.draft.mdx', 'api-reference-old/x/y.mdx', 'api-reference-old/y.md'];
    expect(ignored('*.draft.mdx\n', paths)).toEqual(['a.draft.mdx', 'guide/b.draft.mdx']);
    expect(ignored('api-reference-old/**/*.mdx\n', paths)).toEqual(['api-reference-old/x/y.mdx']);
    expect(ignored('api-reference-old/*.md\n', [...paths, 'api-reference-old/x/z.md'])).toEqual([
      'api-reference-old/y.md',
    ]);
    expect(ignored('**/internal/**\n', ['internal/a.md', 'x/internal/b.md', 'internal.md'])).toEqual([
      'internal/a.md',
      'x/internal/b.md',
    ]);
    expect(ignored('page?.md\n', ['page1.md', 'page12.md', 'page/.md'])).toEqual(['page1.md']);
    expect(ignored('v[0-9].md\n', ['v1.md', 'va.md'])).toEqual(['v1.md']);
    expect(ignored('v[!0-9].md\n', ['v1.md', 'va.md'])).toEqual(['va.md']);
  });

  it('lets a later `!` pattern re-include a file, but not one inside an ignored folder', () => {
    expect(ignored('skills/**\n!skills/keep.md\n', ['skills/a.md', 'skills/keep.md'])).toEqual(['skills/a.md']);
    expect(ignored('skills/\n!skills/keep.md\n', ['skills/a.md', 'skills/keep.md'])).toEqual([
      'skills/a.md',
      'skills/keep.md',
    ]);
    expect(ignored('!a.md\n*.md\n', ['a.md'])).toEqual(['a.md']);
  });

  it('skips comments and blank lines, honours escapes and trailing spaces', () => {
    expect(ignored('# notes.md\n\n  \nnotes.md   \n', ['notes.md', '# notes.md'])).toEqual(['notes.md']);
    expect(ignored('\\#hash.md\n\\!bang.md\n', ['#hash.md', '!bang.md'])).toEqual(['#hash.md', '!bang.md']);
    expect(ignored('a(1).md\r\n', ['a(1).md', 'a1.md'])).toEqual(['a(1).md']);
  });

  it("adds Mintlify's documented defaults for Mintlify projects, which .mintignore can re-include", () => {
    const paths = ['README.md', 'guide/README.md', 'CHANGELOG.md', 'build/x.md', 'dist/', 'changelog.mdx', 'tmp.md'];
    expect(ignored('', paths, true)).toEqual(['README.md', 'guide/README.md', 'CHANGELOG.md', 'build/x.md', 'dist/']);
    // The output and scratch folders are the docs folder's own; a topic folder of that name deeper down is content.
    expect(ignored('', ['learn/build/typescript-sdk.mdx', 'guides/dist/', 'tmp/notes.md'], true)).toEqual([
      'tmp/notes.md',
    ]);
    expect(ignored('', paths, false)).toEqual([]);
    expect(ignored('!CHANGELOG.md\n', paths, true)).toEqual(['README.md', 'guide/README.md', 'build/x.md', 'dist/']);
  });
});
