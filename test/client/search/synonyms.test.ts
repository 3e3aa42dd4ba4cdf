import { describe, expect, it } from 'vitest';
import { synonymsOf } from '../../../src/client/search/synonyms.js';

const words = (term: string, language = 'en') => synonymsOf(term, language).map((synonym) => synonym.word);

describe('synonymsOf', () => {
  it('adds the docs’ words for a reader’s word, each standing for that word’s stem', () => {
    expect(words('how much does it cost')).toEqual(['price', 'billing', 'plan', 'charge']); // "pricing" stems as "price"
    expect(synonymsOf('costs', 'en')[0]).toEqual({ word: 'price', of: 'cost' });
  });

  it('matches a phrase as typed, and adds only single words', () => {
    expect(words('install the command line tool')).toContain('cli');
    expect(words('getting started')).toContain('quickstart');
    expect(words('command')).not.toContain('cli');
  });

  it('adds no word the question already has, and at most six', () => {
    expect(words('cli terminal')).not.toContain('terminal');
    expect(words('delete the app and log in with a new key').length).toBe(6);
  });

  it('uses the list of the page’s language, and none for a language without one', () => {
    expect(words('supprimer', 'fr-CA')).toEqual(['effacer', 'retirer']);
    expect(words('cost', 'ja')).toEqual([]);
    expect(words('', 'en')).toEqual([]);
  });
});
