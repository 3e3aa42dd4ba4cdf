import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CborValue, decodeCbor, encodeCbor } from '../../src/search/cbor.js';
import type { SearchFile } from '../../src/search/indexer.js';
import { stabilizeSearchFilters } from '../../src/search/stable-filters.js';

const SIG = 'pagefind_dcd';
const pack = (value: CborValue) => gzipSync(Buffer.concat([Buffer.from(SIG), encodeCbor(value)]));
const unpack = (content: Uint8Array) => decodeCbor(gunzipSync(content), SIG.length).value;
const text = (s: string) => new TextEncoder().encode(s);

/** A Pagefind output with one filter whose values come in the order `values` gives. */
function pagefindFiles(values: Array<[string, number[]]>, filterHash: string, metaHash: string): SearchFile[] {
  return [
    { path: `_quire/search/filter/en_${filterHash}.pf_filter`, content: pack(['scope', values]) },
    {
      path: `_quire/search/pagefind.en_${metaHash}.pf_meta`,
      content: pack([
        '1.5.2',
        [['en_aaaaaaa', 2]],
        [['api', 'welcom', 'en_bbbbbbb']],
        [['scope', `en_${filterHash}`]],
        [],
        ['title'],
      ]),
    },
    {
      path: '_quire/search/pagefind-entry.json',
      content: text(`{"version":"1.5.2","languages":{"en":{"hash":"en_${metaHash}","wasm":"en","page_count":3}}}`),
    },
  ];
}

describe('CBOR', () => {
  it('encodes what it decodes, byte for byte, in the shortest form', () => {
    const value: CborValue = [
      'x',
      [0, 23, 24, 255, 256, 65_535, 65_536, 2 ** 32],
      -1,
      -300,
      true,
      null,
      new Map([['k', 'é']]),
    ];
    const bytes = encodeCbor(value);
    expect(decodeCbor(bytes).value).toEqual(value);
    expect(Buffer.from(encodeCbor(decodeCbor(bytes).value)).equals(Buffer.from(bytes))).toBe(true);
    expect([...encodeCbor(24)]).toEqual([0x18, 24]);
    expect([...encodeCbor('a')]).toEqual([0x61, 0x61]);
  });
});

describe('stabilizeSearchFilters', () => {
  it('gives the same files whatever order Pagefind wrote the filter values in', () => {
    const a = stabilizeSearchFilters(
      pagefindFiles(
        [
          ['tab-b', [2]],
          ['tab-a', [0, 1]],
        ],
        '1111111',
        '2222222222',
      ),
    );
    const b = stabilizeSearchFilters(
      pagefindFiles(
        [
          ['tab-a', [0, 1]],
          ['tab-b', [2]],
        ],
        '3333333',
        '4444444444',
      ),
    );
    expect(a.map((f) => f.path)).toEqual(b.map((f) => f.path));
    for (const [i, file] of a.entries()) expect(Buffer.from(file.content).equals(Buffer.from(b[i].content))).toBe(true);

    const filter = a.find((f) => f.path.endsWith('.pf_filter'))!;
    expect(unpack(filter.content)).toEqual([
      'scope',
      [
        ['tab-a', [0, 1]],
        ['tab-b', [2]],
      ],
    ]);
    const filterHash = /en_[0-9a-f]{7}/.exec(filter.path)![0];
    const meta = a.find((f) => f.path.endsWith('.pf_meta'))!;
    expect((unpack(meta.content) as CborValue[])[3]).toEqual([['scope', filterHash]]);
    const metaHash = /en_[0-9a-f]{10}/.exec(meta.path)![0];
    expect(new TextDecoder().decode(a.find((f) => f.path.endsWith('entry.json'))!.content)).toContain(
      `"hash":"${metaHash}"`,
    );
  });

  it('leaves the files as Pagefind wrote them when their format is not the one it knows', () => {
    const files = pagefindFiles(
      [
        ['tab-b', [2]],
        ['tab-a', [0]],
      ],
      '1111111',
      '2222222222',
    );
    files[0] = { path: files[0].path, content: gzipSync(Buffer.from('pagefind_dcd\xff', 'latin1')) };
    expect(stabilizeSearchFilters(files)).toBe(files);
    const none = pagefindFiles([], '1111111', '2222222222').slice(1);
    expect(stabilizeSearchFilters(none)).toBe(none);
  });
});
