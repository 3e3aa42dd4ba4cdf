/**
 * Mintlify's OpenAPI extensions on schemas and security schemes: `x-default` (the playground's starting value, not the
 * schema's `default`) and `x-mint.pre` / `x-mint.post` (labels around a field's name).
 */
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import { renderEndpoint } from '../../src/openapi/render-endpoint.js';
import { createSchemaContext, schemaToView } from '../../src/openapi/schema.js';
import { getSecurity } from '../../src/openapi/security.js';
import type { OperationView } from '../../src/openapi/types.js';
import { getAuthSpec } from '../../src/playground/auth.js';
import { initialBody } from '../../src/playground/form-values.js';
import { initialParameterValue } from '../../src/playground/request.js';

const CONFIG: Pick<SiteConfig, 'api'> = {
  api: { baseUrl: [], playground: { mode: 'hide' }, maintainOrder: true, examples: { languages: ['bash'] } },
};

const context = () => createSchemaContext(new Map(), true);

describe('x-default', () => {
  const limit = schemaToView({ type: 'integer', default: 20, example: 5, 'x-default': 50 }, context());

  it('is kept beside `default`, and shown as the playground default', () => {
    expect(limit).toMatchObject({ default: 20, xDefault: 50, examples: [5] });
    const view: OperationView = {
      source: 'openapi',
      method: 'GET',
      path: '/items',
      deprecated: false,
      tags: [],
      servers: [],
      security: [],
      parameters: [{ name: 'limit', in: 'query', required: false, deprecated: false, examples: [], schema: limit }],
      responses: [],
    };
    const { html } = renderEndpoint(view, { config: CONFIG });
    expect(html).toContain('<span class="q-fact-label">Default: </span><code>20</code>');
    expect(html).toContain('<span class="q-fact-label">Playground default: </span><code>50</code>');
  });

  it('is what the playground starts with, over examples and defaults', () => {
    expect(initialParameterValue({ name: 'limit', in: 'query', required: false, example: 7, schema: limit })).toBe(
      '50',
    );
    const body = schemaToView(
      {
        type: 'object',
        properties: { name: { type: 'string', example: 'Ada', 'x-default': 'Grace' }, age: { type: 'integer' } },
      },
      context(),
    );
    expect(initialBody({ schema: body })).toEqual({ name: 'Grace' });
  });

  it('pre-fills the credential of an apiKey or bearer scheme', () => {
    const document = {
      components: {
        securitySchemes: {
          key: { type: 'apiKey', in: 'header', name: 'X-API-Key', 'x-default': 'your-api-key-here' },
          token: { type: 'http', scheme: 'bearer', 'x-default': 'test-token' },
        },
      },
    };
    const key = getSecurity({ security: [{ key: [] }] }, document);
    expect(key[0][0].default).toBe('your-api-key-here');
    expect(getAuthSpec({ security: key })).toMatchObject({
      kind: 'key',
      name: 'X-API-Key',
      start: 'your-api-key-here',
    });
    const bearer = getSecurity({ security: [{ token: [] }] }, document);
    expect(getAuthSpec({ security: bearer })).toMatchObject({ kind: 'bearer', start: 'test-token' });
  });
});

describe('x-mint.pre and x-mint.post', () => {
  it('show as labels before and after the field’s built-in ones', () => {
    const schema = schemaToView(
      {
        type: 'object',
        properties: {
          email: { type: 'string', readOnly: true, 'x-mint': { pre: ['PII'], post: ['indexed', 'unique'] } },
        },
      },
      context(),
    );
    const view: OperationView = {
      source: 'openapi',
      method: 'GET',
      path: '/me',
      deprecated: false,
      tags: [],
      servers: [],
      security: [],
      parameters: [],
      responses: [{ status: '200', headers: [], content: [{ mediaType: 'application/json', examples: [], schema }] }],
    };
    const { html } = renderEndpoint(view, { config: CONFIG });
    expect(html).toContain(
      '<code class="q-field-name">email</code></a> <span class="q-badge q-badge-muted">PII</span> <span class="q-field-type">string</span> <span class="q-badge q-badge-muted">read-only</span> <span class="q-badge q-badge-muted">indexed</span> <span class="q-badge q-badge-muted">unique</span>',
    );
  });
});
