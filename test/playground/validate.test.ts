import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/playground/validate.js';
import type { SchemaView } from '../../src/openapi/types.js';
import { examplePlaygroundData } from './helpers.js';

const messages = (schema: SchemaView, value: unknown) =>
  validateValue(schema, value).map((e) => `${e.path.join('.') || '(body)'} ${e.message}`);

describe('validateValue', () => {
  it('checks the example requests: required fields, types, lengths, string maps, object shapes', async () => {
    const schema = (await examplePlaygroundData('GET /api/user')).requestBody!.schema!;
    expect(
      messages(schema, { user_group_id: 'org_1', name: 'N', mapping: { a: 'b' }, properties: { x: [1, { y: null }] } }),
    ).toEqual([]);
    expect(messages(schema, {})).toMatchInlineSnapshot(`
      [
        "user_group_id is required",
        "name is required",
      ]
    `);
    expect(
      messages(schema, { user_group_id: '', name: 'x'.repeat(256), mapping: { a: 1 }, properties: [1] }),
    ).toMatchInlineSnapshot(`
      [
        "user_group_id must not be empty",
        "name must be at most 255 characters long",
        "mapping.a must be a string",
        "properties must be an object",
      ]
    `);
    expect(messages(schema, [])).toEqual(['(body) must be an object']);
  });

  it('checks enums, const, integers, bounds, patterns, arrays, unknown properties and unions', () => {
    const schema: SchemaView = {
      types: ['object'],
      additionalProperties: false,
      properties: [
        { name: 'env', required: false, schema: { types: ['string'], enum: ['Customer', 'Testing'] } },
        { name: 'one', required: false, schema: { types: ['integer'], const: 1 } },
        {
          name: 'n',
          required: false,
          schema: { types: ['integer'], constraints: { minimum: 1, exclusiveMaximum: 10, multipleOf: 2 } },
        },
        {
          name: 'code',
          required: false,
          schema: { types: ['string'], constraints: { pattern: '^[a-z]+$', minLength: 2 } },
        },
        {
          name: 'tags',
          required: false,
          schema: { types: ['array'], items: { types: ['string'] }, constraints: { maxItems: 2, uniqueItems: true } },
        },
        { name: 'id', required: false, schema: { types: [], oneOf: [{ types: ['string'] }, { types: ['integer'] }] } },
        { name: 'maybe', required: false, schema: { types: ['string', 'null'] } },
      ],
    };
    expect(messages(schema, { env: 'Customer', one: 1, n: 4, code: 'ab', tags: ['a'], id: 3, maybe: null })).toEqual(
      [],
    );
    expect(
      messages(schema, {
        env: 'Prod',
        one: 2,
        n: 10.5,
        code: 'A',
        tags: ['a', 'a', 'b'],
        id: true,
        extra: 1,
        maybe: 3,
      }),
    ).toMatchInlineSnapshot(`
      [
        "env must be one of \`"Customer"\`, \`"Testing"\`",
        "one must be \`1\`",
        "n must be an integer",
        "code must be at least 2 characters long",
        "code must match the pattern \`^[a-z]+$\`",
        "tags must have at most 2 items",
        "tags must not repeat items",
        "id does not match any of the 2 allowed shapes",
        "extra is not a known property",
        "maybe must be a string or \`null\`",
      ]
    `);
    expect(messages(schema, { n: 0 })).toEqual(['n must be at least 1']);
    expect(messages(schema, { n: 3 })).toEqual(['n must be a multiple of 2']);
    expect(messages(schema, { tags: [1] })).toEqual(['tags.0 must be a string']);
  });

  it('checks every allOf part and leaves a schema without types open', () => {
    const schema: SchemaView = {
      types: [],
      allOf: [
        { types: ['object'], properties: [{ name: 'a', required: true, schema: { types: ['string'] } }] },
        { types: ['object'], constraints: { maxProperties: 1 } },
      ],
    };
    expect(messages(schema, { a: 'x', b: 1 })).toEqual(['(body) must have at most 1 property']);
    expect(messages({ types: [] }, Symbol.for('anything') as unknown)).toEqual([]);
  });
});
