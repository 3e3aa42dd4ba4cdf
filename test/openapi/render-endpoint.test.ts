import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import { createSchemaContext } from '../../src/openapi/schema.js';
import { operationToView } from '../../src/openapi/operation.js';
import { unavailableView } from '../../src/openapi/pages.js';
import { PLAYGROUND_DATA_ID } from '../../src/openapi/playground-data.js';
import { renderEndpoint, withEndpoint } from '../../src/openapi/render-endpoint.js';
import type { OperationView } from '../../src/openapi/types.js';
import { loadFixture } from './helpers.js';

const CONFIG: Pick<SiteConfig, 'api'> = {
  api: { baseUrl: [], playground: { mode: 'show' }, maintainOrder: true, examples: { languages: ['bash'] } },
};
/** CONFIG with another `api.playground.mode`. */
const withMode = (mode: SiteConfig['api']['playground']['mode']): Pick<SiteConfig, 'api'> => ({
  api: { ...CONFIG.api, playground: { mode } },
});
const EVIL = '<img src=x onerror=alert(1)>';

async function fixtureView(file: string, key: string): Promise<OperationView> {
  const doc = await loadFixture(file);
  return operationToView(
    doc,
    doc.operations.find((op) => op.key === key)!,
    createSchemaContext(doc.schemaNames, true),
    {
      baseUrls: [],
      maintainOrder: true,
    },
  );
}

/** A view whose every string is an injection attempt. */
function hostileView(): OperationView {
  return {
    source: 'openapi',
    method: 'POST',
    path: `/x/{id${EVIL}}`,
    summary: EVIL,
    description: `Hi ${EVIL} <script>alert(2)</script> [click](javascript:alert(3)) [ok](https://example.com)`,
    deprecated: false,
    tags: [],
    servers: [{ url: `https://a.example/${EVIL}`, description: EVIL }, { url: 'https://b.example' }],
    security: [[{ key: EVIL, type: 'apiKey', in: 'header', name: EVIL, scopes: [], description: EVIL }]],
    parameters: [
      {
        name: EVIL,
        in: 'query',
        required: true,
        deprecated: false,
        description: EVIL,
        schema: { types: ['string'], enum: [EVIL], default: EVIL },
        examples: [{ value: EVIL }],
      },
    ],
    requestBody: {
      required: true,
      content: [
        {
          mediaType: 'application/json',
          schema: {
            types: ['object'],
            properties: [
              { name: EVIL, required: false, schema: { types: ['string'], description: EVIL, examples: [EVIL] } },
            ],
          },
          examples: [{ name: EVIL, summary: EVIL, value: { note: '</script><script>alert(4)</script>' } }],
        },
      ],
    },
    responses: [
      {
        status: '200',
        description: EVIL,
        headers: [],
        content: [{ mediaType: 'text/html', examples: [{ value: EVIL }] }],
      },
    ],
  };
}

describe('renderEndpoint', () => {
  it('escapes every string from the API file: no markup, no script, no javascript: link', () => {
    const { html } = renderEndpoint(hostileView(), { config: CONFIG });
    // Attribute values may hold `<` safely (they are quoted, with `"` escaped); the markup itself must not.
    expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<img/i);
    expect(html).toContain('aria-label="POST /x/{id<img src=x onerror=alert(1)>}"');
    expect(html).not.toMatch(/<script>/i);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('&#x3C;img src=x onerror=alert(1)>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    // The playground data island holds the strings as JSON that cannot end its <script> early.
    const island = html.slice(html.indexOf(`<script type="application/json" id="${PLAYGROUND_DATA_ID}">`));
    expect(island.indexOf('</script>')).toBeGreaterThan(0);
    const json = island.slice(island.indexOf('>') + 1, island.indexOf('</script>'));
    expect(JSON.parse(json)).toMatchObject({
      mode: 'show',
      method: 'POST',
      requestBody: { example: { note: '</script><script>alert(4)</script>' } },
    });
  });

  it('renders an OpenAPI description with raw HTML as text (v3.1 fixture)', async () => {
    const { html } = renderEndpoint(await fixtureView('v3.1/users.yaml', 'GET /users/{id}'), { config: CONFIG });
    expect(html).toContain('Descriptions are CommonMark: &#x3C;img src=x onerror=alert(1)> stays text');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">a link</a>');
    expect(html).not.toMatch(/<img/i);
  });

  it('shows method, path, base URL, description, security, parameters by location, body and responses', async () => {
    const rendered = renderEndpoint(await fixtureView('v3.0/petstore.yaml', 'GET /pets'), { config: CONFIG });
    const { html } = rendered;
    expect(html).toContain('<span class="q-method q-method-get">GET</span> <code class="q-endpoint-path">/pets</code>');
    expect(html).toContain(
      '<p class="q-endpoint-servers">Base URL: <code>https://eu.petstore.example.com/v1</code></p>',
    );
    expect(html).toContain('<p>Returns <strong>all</strong> pets, at most <code>limit</code> of them.</p>');
    expect(html).toContain('<code>X-API-Key: &#x3C;key></code>');
    expect(html).toContain('<span class="q-fact-label">Default: </span><code>20</code>');
    expect(html).toContain('<span class="q-fact-label">&#x3C;: </span><code>100</code>');
    expect(rendered.toc).toEqual([
      { depth: 2, id: 'endpoint-authorization', text: 'Authorization' },
      { depth: 2, id: 'endpoint-query-parameters', text: 'Query parameters' },
      { depth: 2, id: 'endpoint-headers', text: 'Headers' },
      { depth: 2, id: 'endpoint-cookies', text: 'Cookies' },
      { depth: 2, id: 'endpoint-responses', text: 'Responses' },
      { depth: 3, id: 'endpoint-response-200', text: '200 OK' },
      { depth: 3, id: 'endpoint-response-default', text: 'default Any other status' },
    ]);
    expect(rendered.ids).toEqual(
      expect.arrayContaining(['quire-playground', 'endpoint-responses', 'endpoint-response-200']),
    );
    for (const entry of rendered.toc) expect(html).toContain(`id="${entry.id}"`);
  });

  it('renders nested schemas, variants, recursion and required flags', async () => {
    const patch = renderEndpoint(await fixtureView('v3.1/users.yaml', 'PATCH /users/{id}'), { config: CONFIG }).html;
    expect(patch).toContain(
      '<li class="q-field" id="body-contact"><p class="q-field-head"><a class="q-field-link" href="#body-contact"><code class="q-field-name">contact</code></a> <span class="q-field-type">Email | Phone</span> <span class="q-badge q-badge-required">required</span>',
    );
    // Mintlify's anchors: the variants of a field are `<field>-one-of-<n>`, their fields nested under them.
    expect(patch).toContain(
      '<p class="q-variants-label">One of:</p><div class="q-variant" id="body-contact-one-of-0"><details class="q-field-children" data-pagefind-ignore><summary>Email</summary>',
    );
    expect(patch).toMatch(/<li class="q-field" id="body-contact-one-of-0-[a-z-]+">/);
    expect(patch).toContain('<span class="q-field-type">string | null</span>');
    const tree = renderEndpoint(await fixtureView('cycles/tree.yaml', 'GET /tree'), { config: CONFIG }).html;
    expect(tree).toContain('<span class="q-field-type">array of Node</span>');
    expect(tree).toContain(
      '<p class="q-field-note">Items: <code>Node</code> <span class="q-badge q-badge-muted">recursive</span> (shown above)</p>',
    );
    const people = renderEndpoint(await fixtureView('cycles/tree.yaml', 'GET /people'), { config: CONFIG }).html;
    expect(people).toContain(
      '<code class="q-field-name">owner</code></a> <span class="q-field-type">Person</span> <span class="q-badge q-badge-muted">recursive</span>',
    );
  });

  it('shows a named schema in full once per page, and links to it where it appears again', () => {
    const user = {
      name: 'simple-user',
      types: ['object'],
      properties: [{ name: 'login', required: true, schema: { types: ['string'] } }],
    };
    const view: OperationView = {
      ...hostileView(),
      requestBody: undefined,
      responses: [
        {
          status: '200',
          headers: [],
          content: [
            {
              mediaType: 'application/json',
              examples: [],
              schema: {
                types: ['object'],
                properties: [
                  { name: 'owner', required: true, schema: user },
                  { name: 'sender', required: false, schema: user },
                ],
              },
            },
          ],
        },
      ],
    };
    const rendered = renderEndpoint(view, { config: CONFIG });
    expect(rendered.html).toContain(
      '<details class="q-field-children" data-pagefind-ignore id="schema-simple-user"><summary>Properties of simple-user</summary>',
    );
    expect(rendered.html).toContain(
      '<p class="q-field-note">Properties of simple-user: same as <a href="#schema-simple-user"><code>simple-user</code></a> above</p>',
    );
    expect(rendered.html.match(/q-field-name">login</g)).toHaveLength(1);
    expect(rendered.ids).toContain('schema-simple-user');
  });

  it('uses api.auth for the header prefix, and for `api:` pages without a requirement', () => {
    const config: Pick<SiteConfig, 'api'> = {
      api: { ...CONFIG.api, auth: { method: 'key', name: 'Authorization', inputPrefix: 'Token ' } },
    };
    const view: OperationView = {
      ...hostileView(),
      security: [[{ key: 'apiKey', type: 'apiKey', in: 'header', name: 'Authorization', scopes: [] }]],
    };
    expect(renderEndpoint(view, { config }).html).toContain('<code>Authorization: Token &#x3C;key></code>');
    const bearer: Pick<SiteConfig, 'api'> = { api: { ...CONFIG.api, auth: { method: 'bearer' } } };
    expect(renderEndpoint({ ...view, security: [] }, { config: bearer }).html).toContain(
      '<strong>Bearer token</strong><span>: </span><code>Authorization: Bearer &#x3C;token></code>',
    );
  });

  it('leaves out the playground in hide mode and marks simple mode', () => {
    const hidden = renderEndpoint(hostileView(), { config: withMode('hide') });
    expect(hidden.html).not.toContain('q-playground');
    expect(hidden.html).not.toContain(PLAYGROUND_DATA_ID);
    expect(hidden.ids).not.toContain('quire-playground');
    // Without a playground, the build-time samples stand on their own; with one, they fill its mount point.
    expect(hidden.html).toContain('<div class="q-code-group q-endpoint-samples" data-tabs="" data-sync="">');
    expect(hidden.ids).toContain('q-endpoint-code-group-1');
    const simple = renderEndpoint(hostileView(), { config: withMode('simple') }).html;
    expect(simple).toContain(
      '<div id="quire-playground" class="q-playground" data-mode="simple" data-method="POST"><div class="q-code-group q-endpoint-samples"',
    );
  });
});

describe('renderEndpoint of an operation whose file did not load', () => {
  it('shows the method, the path and why, escaped, with no playground nor headings', () => {
    const view = unavailableView({ method: 'get', path: '/keys/{id}' }, `${EVIL} could not be fetched (offline)`);
    const { html, toc, ids } = renderEndpoint(view, { config: CONFIG });
    expect(html).toContain('<span class="q-method q-method-get">GET</span>');
    expect(html).toContain('role="note"');
    expect(html).toContain('&#x3C;img src=x onerror=alert(1)> could not be fetched (offline).');
    expect(html).not.toContain('<img');
    expect(html).not.toContain(PLAYGROUND_DATA_ID);
    expect([toc, ids]).toEqual([[], []]);
  });
});

describe('withEndpoint', () => {
  it('puts the endpoint before the page markdown, in the html, toc and ids', () => {
    const body = {
      html: '<p>Page</p>',
      toc: [{ depth: 2 as const, id: 'usage', text: 'Usage' }],
      ids: ['usage'],
      other: 1,
    };
    const merged = withEndpoint(hostileView(), body, { config: CONFIG });
    expect(merged.html.startsWith('<section class="q-endpoint"')).toBe(true);
    expect(merged.html.endsWith('<p>Page</p>')).toBe(true);
    expect(merged.toc.at(-1)).toEqual({ depth: 2, id: 'usage', text: 'Usage' });
    expect(merged.ids.at(-1)).toBe('usage');
    expect(merged.other).toBe(1);
    expect(withEndpoint(undefined, body, { config: CONFIG })).toBe(body);
  });
});
