/** `ParamField` and `ResponseField`: the endpoint pages' field list, Mintlify's anchors, nested fields. */
import { describe, expect, test } from 'vitest';
import { kebabCase } from '../../../src/markdown/mdx/components/fields.js';
import { count, problems, render } from './reference-helpers.js';

describe('kebabCase (the name part of a field anchor)', () => {
  test.each([
    ['onError', 'on-error'],
    ['renderEmptyState', 'render-empty-state'],
    ['thumbnails.background', 'thumbnails-background'],
    ['FASTMCP_SERVER_AUTH', 'fastmcp-server-auth'],
    ['address_line_1', 'address-line-1'],
    ['_meta', 'meta'],
    ['--use-openssl-ca', 'use-openssl-ca'],
    ['X-API-Key', 'x-api-key'],
    ['HTTPServer', 'http-server'],
    ['identity.meta.{key}', 'identity-meta-key'],
    ['query, path, body, or header', 'query-path-body-or-header'],
    ['größe', 'größe'],
  ])('%s → %s', (name, id) => {
    expect(kebabCase(name)).toBe(id);
  });
});

describe('ParamField', () => {
  test('renders like an endpoint field: linked name, type, badges, description, default', () => {
    const result = render(
      '<ParamField query="onError" type="string" required deprecated default="fail">',
      '  What to do when the call **fails**.',
      '</ParamField>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<div class="q-field q-field-mdx q-param-field" id="param-on-error"><p class="q-field-head">' +
        '<a class="q-field-link" href="#param-on-error"><code class="q-field-name">onError</code></a> ' +
        '<span class="q-field-type">string</span> <span class="q-badge q-badge-required">required</span> ' +
        '<span class="q-badge q-badge-deprecated">deprecated</span></p>' +
        '<div class="q-field-description"><p>What to do when the call <strong>fails</strong>.</p></div>' +
        '<ul class="q-facts"><li><span class="q-fact-label">Default: </span><code>fail</code></li></ul></div>',
    );
    expect(result.ids).toContain('param-on-error');
  });

  test('path, body and header name the parameter too; defaults that are not text are shown as JSON', () => {
    const result = render(
      '<ParamField path="keyId" type="string" />',
      '',
      '<ParamField body="cost" type="number" default={1} />',
      '',
      '<ParamField header="X-Request-Id" default={{ "a": [1] }} placeholder="req_1" initialValue="x" />',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('id="param-key-id"');
    expect(result.html).toContain('<code class="q-field-name">cost</code>');
    expect(result.html).toContain('<code>1</code>');
    expect(result.html).toContain('id="param-x-request-id"');
    expect(result.html).toContain('<code>{"a":[1]}</code>');
    // The playground props are accepted and not shown.
    expect(result.html).not.toContain('req_1');
  });

  test('fields of the same name are numbered as Mintlify numbers them, and headings keep clear of them', () => {
    const result = render(
      '<ParamField body="name" />',
      '<ResponseField name="name" />',
      '<ResponseField name="name" />',
      '',
      '## param-name',
    );
    expect(result.html).toContain('id="param-name"');
    expect(result.html).toContain('id="param-name-1"');
    expect(result.html).toContain('id="param-name-2"');
    expect(new Set(result.ids).size).toBe(result.ids.length);
    expect(result.ids).toHaveLength(4);
  });

  test('nested fields in an Expandable keep their own anchors; the default goes before them', () => {
    const result = render(
      '<ParamField body="ratelimit" type="object" default="none">',
      '  Override the ratelimit.',
      '  <Expandable title="properties">',
      '    <ParamField body="cost" type="number" required>The cost.</ParamField>',
      '  </Expandable>',
      '</ParamField>',
    );
    expect(problems(result)).toEqual([]);
    const description = result.html.indexOf('Override the ratelimit.');
    const fact = result.html.indexOf('<ul class="q-facts">');
    const expandable = result.html.indexOf('<details class="q-expandable"');
    const nested = result.html.indexOf('id="param-cost"');
    expect(description).toBeGreaterThan(0);
    expect(fact).toBeGreaterThan(description);
    expect(expandable).toBeGreaterThan(fact);
    expect(nested).toBeGreaterThan(expandable);
  });

  test('mistakes in props are warnings at their place; the field still renders', () => {
    const result = render('<ParamField body="key" type="string" requried>The key.</ParamField>');
    expect(problems(result)).toEqual(['warning mdx/unknown-prop 1:38']);
    expect(result.diagnostics[0].hint).toContain('required');
    expect(result.html).toContain('<code class="q-field-name">key</code>');
  });

  test('needs one of query, path, body, header: none is a warning at the tag, with an example; `name` stands in', () => {
    const result = render('Text.', '', '<ParamField type="string">Loose.</ParamField>');
    expect(problems(result)).toEqual(['warning mdx/props 3:1']);
    expect(result.diagnostics[0].message).toBe(
      "<ParamField> needs one of `query`, `path`, `body`, `header`: the parameter's name, which also says where it is sent; it is rendered without a name",
    );
    expect(result.diagnostics[0].hint).toContain('<ParamField query="limit"');
    expect(result.html).toContain('<div class="q-field-description">Loose.</div>');
    // Written in real projects: `name` is shown as the parameter's name, with a warning.
    const named = render('<ParamField name="iceServers" type="string[]">Servers.</ParamField>');
    expect(problems(named)).toEqual(['warning mdx/props 1:1']);
    expect(named.diagnostics[0].message).toContain('`name` is shown as its name');
    expect(named.html).toContain('<code class="q-field-name">iceServers</code>');
    expect(named.html).toContain('id="param-ice-servers"');
  });

  test('two locations are a warning naming both, at the second, and the first names it; three name the third too', () => {
    const two = render('<ParamField query="id" body="id" type="string">Twice.</ParamField>');
    expect(problems(two)).toEqual(['warning mdx/props 1:24']);
    expect(two.diagnostics[0].message).toBe(
      '<ParamField> has both `query` and `body`; a parameter is sent in one place, so `query` names it',
    );
    const three = render('<ParamField header="a"', '  path="b" query="c" />');
    expect(problems(three)).toEqual(['warning mdx/props 2:3']);
    expect(three.diagnostics[0].message).toContain('has both `header` and `path` (and `query`)');
  });

  test('a location whose value Quire cannot read counts as given: only the expression is reported', () => {
    const result = render('<ParamField query={makeName()} type="string">Computed.</ParamField>');
    expect(problems(result)).toEqual(['warning mdx/mdx-expression 1:13']);
  });

  test('a field without a name still renders its description, with no anchor', () => {
    const result = render('<ParamField type="string">Loose.</ParamField>');
    expect(result.html).toContain(
      '<p class="q-field-head"><span class="q-field-type">string</span></p><div class="q-field-description">Loose.</div>',
    );
    expect(result.html).not.toContain(' id=');
  });
});

describe('ParamField labels', () => {
  test('shows pre and post labels around the name, as Mintlify documents for ParamField too', () => {
    const result = render(
      '<ParamField query="limit" type="number" pre={["beta"]} post="v2">',
      '  How many.',
      '</ParamField>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<span class="q-badge q-badge-muted q-field-label">beta</span> ');
    expect(result.html).toContain(' <span class="q-badge q-badge-muted q-field-label">v2</span>');
  });
});

describe('ResponseField', () => {
  test('shows pre and post labels around the name', () => {
    const result = render(
      '<ResponseField name="keyId" type="string" required pre={["GET"]} post={["read-only", "v2"]}>',
      '  The id.',
      '</ResponseField>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain(
      '<p class="q-field-head"><span class="q-badge q-badge-muted q-field-label">GET</span> ' +
        '<a class="q-field-link" href="#param-key-id"><code class="q-field-name">keyId</code></a> ' +
        '<span class="q-badge q-badge-muted q-field-label">read-only</span> ' +
        '<span class="q-badge q-badge-muted q-field-label">v2</span> <span class="q-field-type">string</span> ' +
        '<span class="q-badge q-badge-required">required</span></p>',
    );
    expect(result.html).toContain('class="q-field q-field-mdx q-response-field" id="param-key-id"');
  });

  test('needs a name: without one it renders with a warning, at the component (353 in one real project)', () => {
    const result = render('', '<ResponseField type="str" required>The score.</ResponseField>');
    expect(problems(result)).toEqual(['warning mdx/missing-prop 2:1']);
    expect(result.diagnostics[0].message).toBe('<ResponseField> needs the prop `name`; it is rendered without it');
    expect(result.html).toContain('<span class="q-field-type">str</span>');
    expect(result.html).toContain('The score.');
  });

  test('escapes what it shows', () => {
    const result = render('<ResponseField name="<b>x</b>" type="Record<string, A & B>" />');
    expect(result.html).toContain('<code class="q-field-name">&#x3C;b>x&#x3C;/b></code>');
    expect(result.html).toContain('<span class="q-field-type">Record&#x3C;string, A &#x26; B></span>');
    expect(count(result.html, '<b>')).toBe(0);
  });
});
