import { describe, expect, it } from 'vitest';
import { normalizePageRef, resolvePageRef } from '../../src/graph/page-refs.js';

const files = new Set([
  'index.md',
  'guide/setup.md',
  'guide/setup.mdx',
  'quickstart.mdx',
  'api/index.mdx',
  'api/users.md',
]);

describe('resolvePageRef', () => {
  // With both `guide/setup.md` and `.mdx`, the MDX file is the page unless the entry says `.md`, as in Mintlify.
  it.each([
    ['guide/setup', 'guide/setup.mdx'],
    ['/guide/setup', 'guide/setup.mdx'],
    ['guide/setup/', 'guide/setup.mdx'],
    ['guide/setup.mdx', 'guide/setup.mdx'],
    ['/guide/setup.md', 'guide/setup.md'],
    ['quickstart', 'quickstart.mdx'],
    ['quickstart.md', 'quickstart.mdx'],
    ['./guide//setup', 'guide/setup.mdx'],
    ['guide/../quickstart', 'quickstart.mdx'],
    [' guide/setup ', 'guide/setup.mdx'],
    ['guide\\setup', 'guide/setup.mdx'],
    ['api', 'api/index.mdx'],
    ['api/', 'api/index.mdx'],
    ['api/index', 'api/index.mdx'],
    ['index', 'index.md'],
    ['/', 'index.md'],
  ])('%s → %s', (ref, path) => {
    expect(resolvePageRef(ref, files)).toEqual({ kind: 'found', path });
  });

  it('reports a missing page with its normalised path without extension', () => {
    expect(resolvePageRef('/guide/stup.mdx', files)).toEqual({ kind: 'missing', base: 'guide/stup' });
    expect(resolvePageRef('Guide/Setup', files)).toEqual({ kind: 'missing', base: 'Guide/Setup' });
  });

  it.each(['../x', 'a/../../b', '//etc/passwd', 'C:/docs/x', 'c:\\docs\\x', '/..'])('%s points outside', (ref) => {
    expect(resolvePageRef(ref, files)).toEqual({ kind: 'outside' });
  });
});

describe('normalizePageRef', () => {
  it('removes one leading slash, dot segments and empty segments', () => {
    expect(normalizePageRef('/a/./b//c/')).toBe('a/b/c');
    expect(normalizePageRef('a/b/..')).toBe('a');
    expect(normalizePageRef('a/..')).toBe('index');
  });
});
