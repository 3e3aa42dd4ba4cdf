import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectRefs, decodePointer, followPointer, resolveRefLocation, splitRef } from '../../src/openapi/refs.js';

describe('collectRefs', () => {
  it('finds every $ref with the path of the object holding it, skipping example data', () => {
    const doc = {
      paths: { '/a': { get: { parameters: [{ $ref: 'params.yaml#/limit' }] } } },
      components: {
        schemas: {
          A: {
            properties: { b: { $ref: '#/components/schemas/B' }, example: { $ref: '#/components/schemas/C' } },
            example: { $ref: 'not-a-ref' },
          },
          D: { examples: [{ $ref: 'data' }], $id: 'https://x.example/d', properties: { e: { $ref: 'e.json' } } },
        },
      },
    };
    expect(collectRefs(doc)).toEqual([
      { ref: 'params.yaml#/limit', path: ['paths', '/a', 'get', 'parameters', 0] },
      { ref: '#/components/schemas/B', path: ['components', 'schemas', 'A', 'properties', 'b'] },
      { ref: '#/components/schemas/C', path: ['components', 'schemas', 'A', 'properties', 'example'] },
    ]);
  });
});

describe('resolving refs', () => {
  it('splits and decodes pointers', () => {
    expect(splitRef('a.yaml#/x/y')).toEqual({ file: 'a.yaml', fragment: '/x/y' });
    expect(splitRef('#/x')).toEqual({ file: '', fragment: '/x' });
    expect(splitRef('a.yaml')).toEqual({ file: 'a.yaml', fragment: '' });
    expect(decodePointer('/paths/~1pets~1{id}/get')).toEqual(['paths', '/pets/{id}', 'get']);
    expect(decodePointer('/a%20b/~0c')).toEqual(['a b', '~c']);
    expect(decodePointer('')).toEqual([]);
    expect(decodePointer('anchor')).toBeUndefined();
  });

  it('resolves file parts against the referring file; URL documents may only refer to URLs', () => {
    expect(resolveRefLocation('/docs/openapi/main.yaml', 'schemas/pet.yaml')).toBe(
      path.resolve('/docs/openapi/schemas/pet.yaml'),
    );
    expect(resolveRefLocation('/docs/openapi/main.yaml', '../common.yaml')).toBe(path.resolve('/docs/common.yaml'));
    expect(resolveRefLocation('/docs/main.yaml', 'https://x.example/a.yaml#/b')).toBe('https://x.example/a.yaml');
    expect(resolveRefLocation('https://x.example/specs/main.yaml', 'pet.yaml')).toBe(
      'https://x.example/specs/pet.yaml',
    );
    expect(resolveRefLocation('https://x.example/specs/main.yaml', '/etc/passwd')).toBe('https://x.example/etc/passwd');
    expect(resolveRefLocation('https://x.example/specs/main.yaml', 'file:///etc/passwd')).toBeUndefined();
    expect(resolveRefLocation('/docs/main.yaml', 'urn:x:y')).toBeUndefined();
  });

  it('follows pointers and says where one stops', () => {
    const value = { a: { b: [10, { c: 1 }] } };
    expect(followPointer(value, ['a', 'b', '1', 'c'])).toEqual({ found: true, value: 1 });
    expect(followPointer(value, ['a', 'x'])).toEqual({ found: false, index: 1, keys: ['b'] });
  });
});
