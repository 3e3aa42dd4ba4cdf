/**
 * `api.examples.languages` in site.json (mint.json) and docs.json: Mintlify's names and aliases are read into
 * language keys in the order written; a name of no language is an error at its line:col with a did-you-mean in
 * site.json, and left out with a warning in docs.json and mint.json (Mintlify types the names as strings);
 * Mintlify's other `api.examples` options warn as unsupported.
 */
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { SAMPLE_LANGUAGE_NAMES, SAMPLE_LANGUAGES } from '../../src/utils/sample-languages.js';
import siteSchema from '../../src/config/schema/api.json' with { type: 'json' };
import docsSchema from '../../src/config/docs-json/schema/api.json' with { type: 'json' };
import { check as checkDocs, minimal as minimalDocs } from './docs-json/check.js';

const minimalSite = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };
const checkSite = (value: unknown) => validateConfigText(JSON.stringify(value, null, 2));

describe('api.examples.languages', () => {
  it('defaults to cURL, Python, JavaScript, PHP, Go and Java in both formats', () => {
    const defaults = ['bash', 'python', 'javascript', 'php', 'go', 'java'];
    expect(checkSite(minimalSite).config?.api.examples.languages).toEqual(defaults);
    expect(checkDocs(minimalDocs).config?.api.examples.languages).toEqual(defaults);
  });

  it('reads names and aliases into keys, in the order written, each once', () => {
    const languages = ['curl', 'py', 'node.js', 'golang', 'c#', '.NET', 'ts', 'cpp', 'kt', 'rs', 'flutter', 'bash'];
    const keys = ['bash', 'python', 'node', 'go', 'csharp', 'dotnet', 'typescript', 'c++', 'kotlin', 'rust', 'dart'];
    const site = checkSite({ ...minimalSite, api: { examples: { languages } } });
    expect(site.diagnostics).toEqual([]);
    expect(site.config?.api.examples.languages).toEqual(keys);
    const docs = checkDocs({ ...minimalDocs, api: { examples: { languages } } });
    expect(docs.diagnostics).toEqual([]);
    expect(docs.config?.api.examples.languages).toEqual(keys);
  });

  it('reports an unknown name at its line and column, with a did-you-mean, in site.json', () => {
    const result = checkSite({ ...minimalSite, api: { examples: { languages: ['bash', 'pyhton'] } } });
    expect(result.config).toBeUndefined();
    expect(formatDiagnostics(result.diagnostics)).toMatch(
      /site\.json:15:9 .*api\.examples\.languages\[1\][\s\S]*did you mean `python`\?/,
    );
  });

  it('leaves an unknown name out with a warning at its line and column, with a did-you-mean, in docs.json', () => {
    // Mintlify types the names as strings and publishes a project with another (a real one has `[""]`).
    const result = checkDocs({ ...minimalDocs, api: { examples: { languages: ['javascrpt', 'go'] } } });
    expect(result.config?.api.examples.languages).toEqual(['go']);
    const [problem] = result.diagnostics;
    expect(problem).toMatchObject({
      severity: 'warning',
      jsonPath: 'api.examples.languages[0]',
      message: '"javascrpt" is not a code sample language; Quire leaves it out',
      hint: 'did you mean `javascript`?',
    });
    expect(problem.position).toMatchObject({ line: 16, column: 9 });
    // With no name left, the default languages are shown, as without the setting.
    const empty = checkDocs({ ...minimalDocs, api: { examples: { languages: [''] } } });
    expect(empty.config?.api.examples.languages).toEqual(['bash', 'python', 'javascript', 'php', 'go', 'java']);
    expect(empty.diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it('leaves an unknown name out with a warning in mint.json too, which is Mintlify’s file', () => {
    const text = JSON.stringify({ ...minimalSite, api: { examples: { languages: ['', 'pyhton', 'go'] } } }, null, 2);
    const result = validateConfigText(text, 'mint.json');
    expect(result.config?.api.examples.languages).toEqual(['go']);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.jsonPath} ${d.hint}`)).toEqual([
      expect.stringMatching(/^warning api\.examples\.languages\[0\] use one of bash, python/),
      'warning api.examples.languages[1] did you mean `python`?',
    ]);
    const none = validateConfigText(
      JSON.stringify({ ...minimalSite, api: { examples: { languages: [''] } } }),
      'mint.json',
    );
    expect(none.config?.api.examples.languages).toEqual(['bash', 'python', 'javascript', 'php', 'go', 'java']);
  });

  it('warns that Mintlify’s other example options are not supported, in both formats', () => {
    for (const key of ['defaults', 'prefill', 'autogenerate']) {
      const site = checkSite({ ...minimalSite, api: { examples: { [key]: true } } });
      expect(site.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual([
        `config/unsupported-setting api.examples.${key}`,
      ]);
      const docs = checkDocs({ ...minimalDocs, api: { examples: { [key]: true } } });
      expect(docs.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual([
        `config/unsupported-setting api.examples.${key}`,
      ]);
    }
  });

  it('accepts exactly the names the language table has: site.json by its schema, docs.json by name', () => {
    const siteEnum = siteSchema.definitions.api.properties.examples.properties.languages.items.enum;
    expect(siteEnum).toEqual([...SAMPLE_LANGUAGE_NAMES]);
    const docsItems = docsSchema.definitions.api.properties.examples.properties.languages.items;
    for (const language of SAMPLE_LANGUAGES) expect(docsItems.description).toContain(language.key);
    expect(SAMPLE_LANGUAGES).toHaveLength(18);
  });
});
