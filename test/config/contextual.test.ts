/** `contextual` (the page menu's options) in site.json and docs.json: validated, resolved, warned where Quire lacks. */
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { check, found, minimal } from './docs-json/check.js';

const site = (contextual: unknown) =>
  validateConfigText(JSON.stringify({ name: 'Acme', navigation: [], contextual }, null, 2));

describe('contextual in site.json', () => {
  it('defaults to copy, view, ChatGPT and Claude, with no warning', () => {
    const result = validateConfigText(JSON.stringify({ name: 'Acme', navigation: [] }));
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.pageMenu).toEqual(['copy', 'view', 'chatgpt', 'claude']);
  });

  it('keeps the listed options in their order, each once; an empty list hides the menu', () => {
    expect(site({ options: ['claude', 'view', 'perplexity', 'view'] }).config?.pageMenu).toEqual([
      'claude',
      'view',
      'perplexity',
    ]);
    expect(site({ options: [] }).config?.pageMenu).toEqual([]);
    expect(site({}).config?.pageMenu).toEqual(['copy', 'view', 'chatgpt', 'claude']);
  });

  it('warns about each option Quire cannot do, at its line and column, and shows the rest', () => {
    const result = site({
      options: ['copy', 'mcp', { title: 'Ask', description: 'x', icon: 'plus', href: 'https://x.dev' }, 'chatgtp'],
      display: 'toc',
    });
    expect(result.config?.pageMenu).toEqual(['copy']);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:7:7 warning contextual.options[1]: the page menu option "mcp" is not supported; it needs Mintlify's hosting and is left out of the menu [config/unsupported-setting]
        hint: Quire offers "copy", "view", "chatgpt", "claude" and "perplexity"; remove "mcp" to silence this warning
      site.json:8:7 warning contextual.options[2]: custom page menu options are not supported; this entry is left out of the menu [config/unsupported-setting]
        hint: Quire offers "copy", "view", "chatgpt", "claude" and "perplexity"; link to the page from your content instead
      site.json:14:7 warning contextual.options[3]: unknown page menu option "chatgtp"; it is left out of the menu [config/unsupported-setting]
        hint: did you mean "chatgpt"?
      site.json:16:16 warning contextual.display: the page menu in the table of contents ("display": "toc") is not supported; Quire shows it beside the page title [config/unsupported-setting]
        hint: remove \`display\` (or set it to "header") to silence this warning

      4 warnings"
    `);
  });

  it('rejects a value of the wrong type, and unknown keys, as errors', () => {
    expect(site({ options: 'copy' }).diagnostics.map((d) => `${d.severity} ${d.jsonPath}`)).toEqual([
      'error contextual.options',
    ]);
    expect(site({ option: ['copy'] }).diagnostics.map((d) => `${d.severity} ${d.jsonPath}`)).toEqual([
      'error contextual.option',
    ]);
  });
});

describe('contextual in docs.json', () => {
  it('maps onto the same menu, with the same warnings at docs.json positions', () => {
    const result = check({ ...minimal, contextual: { options: ['copy', 'view', 'perplexity', 'cursor', 'vscode'] } });
    expect(found(result)).toEqual([
      'warning config/unsupported-setting contextual.options[3]',
      'warning config/unsupported-setting contextual.options[4]',
    ]);
    expect(result.diagnostics[0].position).toEqual({ line: 18, column: 7 });
    expect(result.config?.pageMenu).toEqual(['copy', 'view', 'perplexity']);
  });

  it('is the default menu when absent, and no menu with an empty list', () => {
    expect(check(minimal).config?.pageMenu).toEqual(['copy', 'view', 'chatgpt', 'claude']);
    const none = check({ ...minimal, contextual: { options: [] } });
    expect(none.diagnostics).toEqual([]);
    expect(none.config?.pageMenu).toEqual([]);
  });
});
