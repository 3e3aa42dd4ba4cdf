import fc from 'fast-check';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { lowlight } from '../../src/markdown/lowlight.js';
import { highlightJson } from '../../src/openapi/highlight-json.js';

const viaLowlight = (text: string) => toHtml(lowlight.highlight('json', text));

// Strings that exercise escapes, keys that look like values, markup and characters outside the BMP.
const tricky = fc.constantFrom(
  '',
  'a"b',
  'x\\y',
  '<b>&amp;</b>',
  'key": 1',
  '\u2028\u2029',
  '\u{1F600}',
  '\ud800',
  'tab\there',
  'line\nbreak',
  'true',
  '-1.5e-7',
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), tricky);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.boolean(),
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e21, -0, 5e-324, 1.7976931348623157e308),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('highlightJson', () => {
  it('gives exactly what lowlight and hast-util-to-html give for pretty-printed JSON', () => {
    fc.assert(
      fc.property(json, (value) => {
        const source = JSON.stringify(value, null, 2);
        expect(highlightJson(source)).toBe(viaLowlight(source));
      }),
      { numRuns: 2_000 },
    );
  });

  it('marks keys, strings, numbers, literals and punctuation', () => {
    expect(highlightJson('{\n  "a": [\n    true,\n    -2.5e+3,\n    "<x>"\n  ]\n}')).toBe(
      '<span class="hljs-punctuation">{</span>\n  <span class="hljs-attr">"a"</span><span class="hljs-punctuation">:</span> ' +
        '<span class="hljs-punctuation">[</span>\n    <span class="hljs-literal"><span class="hljs-keyword">true</span></span>' +
        '<span class="hljs-punctuation">,</span>\n    <span class="hljs-number">-2.5e+3</span><span class="hljs-punctuation">,</span>\n    ' +
        '<span class="hljs-string">"&#x3C;x>"</span>\n  <span class="hljs-punctuation">]</span>\n<span class="hljs-punctuation">}</span>',
    );
  });

  it('leaves text that JSON.stringify does not produce to the caller', () => {
    for (const source of ['undefined', "{'a': 1}", '"open', '// comment', '1.', 'NaN'])
      expect(highlightJson(source)).toBeUndefined();
  });
});
