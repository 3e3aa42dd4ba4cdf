import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_CHARS, showBody, tokenizeJson } from '../../src/playground/response-body.js';

describe('showBody', () => {
  it('pretty-prints JSON and splits it into coloured tokens that join back to the text', () => {
    const shown = showBody(
      '{"a":"<img src=x onerror=alert(1)>","n":-1.5e3,"ok":true,"none":null,"list":[1]}',
      'application/json; charset=utf-8',
    );
    expect(shown.isJson).toBe(true);
    expect(shown.text).toBe(
      '{\n  "a": "<img src=x onerror=alert(1)>",\n  "n": -1500,\n  "ok": true,\n  "none": null,\n  "list": [\n    1\n  ]\n}',
    );
    expect(shown.tokens.map((t) => t.text).join('')).toBe(shown.text);
    expect(shown.tokens.filter((t) => t.kind).map((t) => `${t.kind}:${t.text}`)).toEqual([
      'attr:"a"',
      'string:"<img src=x onerror=alert(1)>"',
      'attr:"n"',
      'number:-1500',
      'attr:"ok"',
      'literal:true',
      'attr:"none"',
      'literal:null',
      'attr:"list"',
      'number:1',
    ]);
  });

  it('keeps text as it is, says when a body is empty or binary, and cuts very long bodies on screen only', () => {
    expect(showBody('<p>hi</p>', 'text/html')).toEqual({
      tokens: [{ text: '<p>hi</p>' }],
      text: '<p>hi</p>',
      isJson: false,
    });
    expect(showBody('{not json', 'application/json')).toMatchObject({ isJson: false, text: '{not json' });
    expect(showBody('', 'text/plain').note).toBe('Empty body.');
    expect(showBody('AAECAw==', 'image/png', 'base64').note).toBe('Binary body of 4 bytes (image/png), not shown.');
    const long = showBody('x'.repeat(MAX_SHOWN_CHARS + 5), 'text/plain');
    expect(long.tokens[0].text).toHaveLength(MAX_SHOWN_CHARS);
    expect(long.text).toHaveLength(MAX_SHOWN_CHARS + 5);
    expect(long.note).toBe('The body is 200,005 characters long; the first 200,000 are shown.');
  });

  it('tokenizes escaped quotes inside strings', () => {
    expect(tokenizeJson('"a\\"b": "c\\\\"')).toEqual([
      { text: '"a\\"b"', kind: 'attr' },
      { text: ':' },
      { text: ' ' },
      { text: '"c\\\\"', kind: 'string' },
    ]);
  });
});
