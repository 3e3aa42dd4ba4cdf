// Tests src/utils/json-path.ts, which the config stage added (test/utils/ belongs to another area).
import { describe, expect, it } from 'vitest';
import { formatJsonPath, segmentsFromPointer } from '../../src/utils/json-path.js';

describe('formatJsonPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatJsonPath(['navigation', 0, 'pages', 3])).toBe('navigation[0].pages[3]');
    expect(formatJsonPath(['colors', 'primary'])).toBe('colors.primary');
    expect(formatJsonPath([])).toBe('');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatJsonPath(['footerSocials', 'hacker-news'])).toBe('footerSocials["hacker-news"]');
    expect(formatJsonPath(['$schema'])).toBe('$schema');
  });
});

describe('segmentsFromPointer', () => {
  it('turns array positions into numbers and keeps object keys as strings', () => {
    const data = { navigation: [{ pages: ['a'] }], versions: { '0': 'x' } };
    expect(segmentsFromPointer('/navigation/0/pages/0', data)).toEqual(['navigation', 0, 'pages', 0]);
    expect(segmentsFromPointer('/versions/0', data)).toEqual(['versions', '0']);
    expect(segmentsFromPointer('', data)).toEqual([]);
  });

  it('unescapes ~1 and ~0', () => {
    expect(segmentsFromPointer('/a~1b/c~0d', {})).toEqual(['a/b', 'c~d']);
  });
});
