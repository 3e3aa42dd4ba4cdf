/** The ranking's words and stems: the forms of one word meet, irregular forms included, and other words do not. */
import { describe, expect, it } from 'vitest';
import { irregularBase, stem, words } from '../../../src/client/search/stem.js';

describe('words', () => {
  it('lowercases and splits at anything not a letter or digit, underscores included', () => {
    expect(words('new_user_group: Base-URL 401')).toEqual(['new', 'user', 'group', 'base', 'url', '401']);
  });
});

describe('stem', () => {
  const same = (...forms: string[]) => expect(new Set(forms.map(stem)).size).toBe(1);

  it('gives the forms of one word one stem', () => {
    same('error', 'errors');
    same('rotate', 'rotates', 'rotated', 'rotating', 'rotation');
    same('property', 'properties');
    same('run', 'runs', 'running');
    same('embedded', 'embedding');
    same('install', 'installs', 'installing', 'installed');
    same('authorize', 'authorization');
    same('lose', 'loses', 'losing', 'lost');
    same('start', 'started', 'starting');
  });

  it('keeps words apart that only look alike, and leaves short words and numbers alone', () => {
    expect(stem('status')).not.toBe(stem('stat'));
    expect(stem('access')).toBe('access');
    expect(stem('add')).not.toBe(stem('ad'));
    expect(stem('401')).toBe('401');
    expect(stem('id')).toBe('id');
  });

  it('knows the base word of irregular forms only', () => {
    expect(irregularBase('lost')).toBe('lose');
    expect(irregularBase('found')).toBe('find');
    expect(irregularBase('token')).toBeUndefined();
    expect(irregularBase('run')).toBeUndefined();
  });
});
