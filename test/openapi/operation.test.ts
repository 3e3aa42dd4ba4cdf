import { describe, expect, it } from 'vitest';
import { apiEndpointToView, operationToView, type OperationSettings } from '../../src/openapi/operation.js';
import { createSchemaContext } from '../../src/openapi/schema.js';
import type { OpenApiDocument } from '../../src/openapi/types.js';
import { loadFixture } from './helpers.js';

const SETTINGS: OperationSettings = { baseUrls: [], maintainOrder: true };

function view(doc: OpenApiDocument, key: string, settings: Partial<OperationSettings> = {}) {
  const ref = doc.operations.find((op) => op.key === key)!;
  return operationToView(doc, ref, createSchemaContext(doc.schemaNames, settings.maintainOrder ?? true), {
    ...SETTINGS,
    ...settings,
  });
}

describe('operationToView', () => {
  it('collects summary, servers (with variables), security, parameters and responses', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const list = view(doc, 'GET /pets');
    expect(list).toMatchObject({
      source: 'openapi',
      file: 'v3.0/petstore.yaml',
      method: 'GET',
      path: '/pets',
      operationId: 'listPets',
      summary: 'List pets',
      description: 'Returns **all** pets, at most `limit` of them.',
      deprecated: false,
      tags: ['pets'],
      servers: [{ url: 'https://eu.petstore.example.com/v1' }],
      security: [[{ key: 'key', type: 'apiKey', in: 'header', name: 'X-API-Key', scopes: [] }]],
    });
    expect(list.parameters.map((p) => [p.in, p.name, p.required])).toEqual([
      ['query', 'limit', false],
      ['header', 'X-Request-Id', false],
      ['cookie', 'session', false],
    ]);
    expect(list.responses.map((r) => r.status)).toEqual(['200', 'default']);
    expect(list.responses[0].headers).toEqual([
      {
        name: 'X-Next',
        in: 'header',
        required: false,
        deprecated: false,
        description: 'Link to the next page.',
        schema: { types: ['string'] },
        examples: [],
      },
    ]);
    expect(list.responses[0].content[0]).toMatchObject({
      mediaType: 'application/json',
      examples: [{ value: [{ id: 1, name: 'Rex', status: 'available' }] }],
    });
    expect(list.responses[0].content[0].schema).toMatchObject({
      types: ['array'],
      items: { name: 'Pet', types: ['object'] },
    });
    expect(list.responses[1]).toMatchObject({ status: 'default', description: 'An error.' });
  });

  it('uses the operation security over the document one, and reads request bodies and examples', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const create = view(doc, 'POST /pets');
    expect(create.security).toEqual([
      [{ key: 'bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', scopes: [] }],
    ]);
    expect(create.requestBody).toMatchObject({
      required: true,
      content: [
        {
          mediaType: 'application/json',
          schema: { name: 'NewPet' },
          examples: [{ name: 'rex', summary: 'A dog', value: { name: 'Rex', tag: 'dog' } }],
        },
      ],
    });
  });

  it('inherits path-level parameters and marks deprecated operations', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const remove = view(doc, 'DELETE /pets/{petId}');
    expect(remove.deprecated).toBe(true);
    expect(remove.parameters).toEqual([
      {
        name: 'petId',
        in: 'path',
        required: true,
        deprecated: false,
        description: "The pet's id.",
        schema: { types: ['integer'], format: 'int64' },
        examples: [],
      },
    ]);
  });

  it('replaces the OpenAPI servers with api.baseUrl, and orders required parameters first without maintainOrder', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const list = view(doc, 'GET /pets', {
      baseUrls: ['http://127.0.0.1:4010/', 'https://api.example.com'],
      maintainOrder: false,
    });
    expect(list.servers).toEqual([{ url: 'http://127.0.0.1:4010' }, { url: 'https://api.example.com' }]);
    const doc31 = await loadFixture('v3.1/users.yaml');
    expect(view(doc31, 'GET /users/{id}').servers).toEqual([]);
  });

  it('follows $refs into other files', async () => {
    const doc = await loadFixture('multi-file/main.yaml');
    const get = view(doc, 'GET /orders/{orderId}');
    expect(get.parameters[0]).toMatchObject({
      name: 'orderId',
      in: 'path',
      schema: { description: "The order's id." },
    });
    expect(get.responses[0].content[0].schema).toMatchObject({
      name: 'order',
      properties: [
        { name: 'id', required: true },
        {
          name: 'customer',
          required: true,
          schema: { name: 'Customer', properties: [{ name: 'name', schema: { description: "The customer's name." } }] },
        },
      ],
    });
  });
});

describe('apiEndpointToView', () => {
  it('describes an endpoint from its method and URL only', () => {
    expect(apiEndpointToView('post', 'https://api.example.com/v1/users?x=1', SETTINGS)).toEqual({
      source: 'api',
      method: 'POST',
      path: '/v1/users?x=1',
      url: 'https://api.example.com/v1/users?x=1',
      deprecated: false,
      tags: [],
      servers: [{ url: 'https://api.example.com' }],
      security: [],
      parameters: [],
      responses: [],
    });
    expect(apiEndpointToView('get', '/users', { ...SETTINGS, baseUrls: ['https://a.example'] })).toMatchObject({
      path: '/users',
      servers: [{ url: 'https://a.example' }],
    });
  });
});
