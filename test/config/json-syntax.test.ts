import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/json-syntax.js';
import { validateConfigText } from '../../src/config/validate.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';

const report = (text: string) => formatDiagnostics(validateConfigText(text).diagnostics);

describe('parseConfigText', () => {
  it('parses strict JSON into a value', () => {
    const parsed = parseConfigText('{"name": "Acme", "navigation": []}', 'site.json');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toEqual({ name: 'Acme', navigation: [] });
  });

  it('reports a syntax error with its line and column', () => {
    expect(report('{\n  "name": "Acme"\n  "navigation": []\n}')).toMatchInlineSnapshot(`
      "site.json:3:3 error expected \`,\` between items, found \`"navigation"\` [config/json-syntax]
        hint: is a comma missing at the end of the previous item?

      1 error"
    `);
  });

  it('rejects comments and trailing commas, saying site.json is strict JSON, and reports each of them', () => {
    const text = '{\n  // the project\n  "name": "Acme",\n  "navigation": [\n    "a",\n  ],\n  /* end */\n}';
    expect(report(text)).toMatchInlineSnapshot(`
      "site.json:2:3 error comments are not allowed in site.json [config/json-syntax]
        hint: site.json is strict JSON; remove the comment
      site.json:5:8 error trailing commas are not allowed in site.json [config/json-syntax]
        hint: remove the comma after the last item
      site.json:6:4 error trailing commas are not allowed in site.json [config/json-syntax]
        hint: remove the comma after the last item
      site.json:7:3 error comments are not allowed in site.json [config/json-syntax]
        hint: site.json is strict JSON; remove the comment

      4 errors"
    `);
  });

  it('reports two trailing commas on one line separately', () => {
    const diagnostics = validateConfigText('{"name": "a", "navigation": [1,],}').diagnostics;
    expect(diagnostics.map((d) => [d.message, d.position])).toEqual([
      ['trailing commas are not allowed in site.json', { line: 1, column: 31 }],
      ['trailing commas are not allowed in site.json', { line: 1, column: 33 }],
    ]);
  });

  it('reports errors on several lines, but not the echoes jsonc-parser adds on the same line', () => {
    expect(report("{\n  'name': 'Acme',\n  \"navigation\": [tru]\n}")).toMatchInlineSnapshot(`
      "site.json:2:3 error expected double quotes, found \`'name'\` [config/json-syntax]
        hint: JSON strings and keys use double quotes, e.g. "name"
      site.json:3:18 error unexpected \`tru\` [config/json-syntax]
        hint: strings need double quotes; the only bare words in JSON are true, false and null

      2 errors"
    `);
  });

  it('reports an unclosed object at the end of the file', () => {
    expect(report('{"name": "Acme", "navigation": []')).toMatchInlineSnapshot(`
      "site.json:1:34 error expected \`}\` to close the object, found the end of the file [config/json-syntax]

      1 error"
    `);
  });

  it('reports an empty file', () => {
    expect(report('  \n')).toMatchInlineSnapshot(`
      "site.json:1:1 error site.json is empty [config/json-syntax]
        hint: a minimal site.json is { "name": "My Docs", "navigation": [{ "group": "Start", "pages": ["index"] }] }

      1 error"
    `);
  });

  it('ignores a byte order mark', () => {
    const result = validateConfigText('\uFEFF{"name": "Acme", "navigation": []}');
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.name).toBe('Acme');
  });

  it('warns about a key set twice, and the later value wins', () => {
    const result = validateConfigText('{\n  "name": "Old",\n  "navigation": [],\n  "name": "New"\n}');
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:4:3 warning name: \`name\` is set twice; this later value wins [config/duplicate-key]
        hint: remove one of them (the first is on line 2)

      1 warning"
    `);
    expect(result.config?.name).toBe('New');
  });
});
