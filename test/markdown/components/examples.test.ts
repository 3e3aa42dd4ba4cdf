/**
 * `RequestExample`, `ResponseExample` and `Panel`: shown where written, copied once into the side column for wide
 * screens, with the copy's ids suffixed and left out of the search index.
 */
import { describe, expect, test } from 'vitest';
import { count, problems, render } from './reference-helpers.js';

const page = [
  'Create a key.',
  '',
  '<RequestExample>',
  '',
  '```bash cURL',
  'curl -X POST https://api.example.com/v1/keys',
  '```',
  '',
  '```js JavaScript',
  "await client.keys.create({ apiId: 'api_1' });",
  '```',
  '',
  '</RequestExample>',
  '',
  'More text.',
  '',
  '<ResponseExample>',
  '',
  '```json 200',
  '{ "keyId": "key_1" }',
  '```',
  '',
  '</ResponseExample>',
];

describe('RequestExample and ResponseExample', () => {
  test('render where they are written, as labelled groups, marked as the inline copies', () => {
    const result = render(...page);
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(
      /^<p>Create a key\.<\/p>\n<div class="q-example-block q-request-example q-side-inline" role="group" aria-label="Request example">/,
    );
    const response = result.html.indexOf('<div class="q-example-block q-response-example q-side-inline"');
    expect(response).toBeGreaterThan(result.html.indexOf('<p>More text.</p>'));
  });

  test('several code blocks in one example become a code group with a tab per title', () => {
    const result = render(...page);
    const inline = result.html.slice(0, result.html.indexOf('<p>More text.</p>'));
    expect(inline).toContain('role="tablist"');
    expect(inline).toMatch(/role="tab"[^>]*>cURL</);
    expect(inline).toMatch(/role="tab"[^>]*>JavaScript</);
  });

  test('the side column holds one copy of each, requests before responses, with unique ids', () => {
    const result = render(...page);
    const at = result.html.indexOf('<div class="q-side-panel" data-pagefind-ignore>');
    expect(at).toBeGreaterThan(0);
    const side = result.html.slice(at);
    expect(side).toMatch(
      /^<div class="q-side-panel" data-pagefind-ignore><aside class="q-side-panel-inner" aria-label="Examples">/,
    );
    expect(count(result.html, 'class="q-side-panel"')).toBe(1);
    expect(side.indexOf('q-request-example')).toBeLessThan(side.indexOf('q-response-example'));
    expect(side).not.toContain('q-side-inline');
    expect(count(result.html, 'curl -X POST')).toBe(2);
    // Every id (tabs, panels) appears once; the copy's references point to the copy's ids.
    const ids = [...result.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const sideIds = [...side.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(sideIds.length).toBeGreaterThan(0);
    expect(sideIds.every((id) => id.endsWith('-side'))).toBe(true);
    for (const [, refs] of side.matchAll(/ aria-(?:controls|labelledby)="([^"]+)"/g))
      for (const ref of refs.split(' ')) expect(sideIds).toContain(ref);
  });

  test('a page without examples has no side column', () => {
    expect(render('Text.').html).not.toContain('q-side-panel');
  });

  test('a single code block stays a code block; dropdown is passed to the code group', () => {
    const one = render('<RequestExample>', '', '```bash', 'ls', '```', '', '</RequestExample>');
    expect(one.html).not.toContain('role="tablist"');
    expect(one.html).toContain('<code class="hljs language-bash">');
    const menu = render(
      '<ResponseExample dropdown>',
      '',
      '```json A',
      '{}',
      '```',
      '',
      '```json B',
      '[]',
      '```',
      '',
      '</ResponseExample>',
    );
    expect(problems(menu)).toEqual([]);
    expect(menu.html).toContain('<select');
  });
});

describe('Panel', () => {
  test('its content heads the side column, with the examples written inside it (not copied twice)', () => {
    const result = render(
      '<Panel>',
      '  <Info>Pinned.</Info>',
      '  <RequestExample>',
      '',
      '  ```bash',
      '  ls',
      '  ```',
      '',
      '  </RequestExample>',
      '</Panel>',
      '',
      '<ResponseExample>',
      '',
      '```json',
      '{}',
      '```',
      '',
      '</ResponseExample>',
    );
    expect(problems(result)).toEqual([]);
    const side = result.html.slice(result.html.indexOf('<div class="q-side-panel"'));
    expect(side).toContain('aria-label="Side panel"');
    expect(side.indexOf('Pinned.')).toBeLessThan(side.indexOf('q-response-example'));
    expect(count(result.html, 'Pinned.')).toBe(2);
    expect(count(result.html, 'q-request-example')).toBe(2);
    expect(result.html).toContain('<div class="q-mdx-panel q-side-inline">');
  });
});
