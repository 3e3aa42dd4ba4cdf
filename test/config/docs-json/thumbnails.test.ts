import { describe, expect, it } from 'vitest';
import { validateDocsJsonText } from '../../../src/config/docs-json/index.js';

const MINIMAL = { name: 'Acme', navigation: { pages: ['index'] } };
const check = (extra: Record<string, unknown>) =>
  validateDocsJsonText(JSON.stringify({ ...MINIMAL, ...extra }, null, 2), 'docs.json', () => undefined);

describe('docs.json thumbnails', () => {
  it('is read, with where the background is written', () => {
    const result = check({ thumbnails: { appearance: 'dark', background: '/images/og.png' } });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.thumbnails).toEqual({
      appearance: 'dark',
      background: { value: '/images/og.png', jsonPath: 'thumbnails.background', position: { line: 10, column: 19 } },
    });
  });

  it('turns the images on even when empty, and is absent when unset', () => {
    expect(check({ thumbnails: {} }).config?.thumbnails).toEqual({});
    expect(check({}).config?.thumbnails).toBeUndefined();
  });

  it('warns that fonts are not used, naming the family', () => {
    const result = check({ thumbnails: { fonts: { family: 'Inter' } } });
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.jsonPath])).toEqual([
      ['warning', 'config/unsupported-setting', 'thumbnails.fonts'],
    ]);
    expect(result.diagnostics[0].message).toContain('not in "Inter"');
  });

  it('rejects an appearance it does not know', () => {
    const result = check({ thumbnails: { appearance: 'sepia' } });
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.jsonPath])).toEqual([
      ['error', 'config/invalid-value', 'thumbnails.appearance'],
    ]);
  });
});
