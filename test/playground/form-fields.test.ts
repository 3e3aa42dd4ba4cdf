import { describe, expect, it } from 'vitest';
import { flattenFields, getFormFields, hasPropertyForm } from '../../src/playground/form-fields.js';
import type { SchemaView } from '../../src/openapi/types.js';
import { examplePlaygroundData } from './helpers.js';

describe('getFormFields', () => {
  it('gives the example requests their fields: text inputs, mapping as key/value rows, properties as JSON', async () => {
    const get = await examplePlaygroundData('GET /api/user');
    const fields = getFormFields(get.requestBody?.schema);
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['user_group_id', 'text', true],
      ['name', 'text', true],
      ['mapping', 'map', false],
      ['properties', 'json', false],
    ]);
    expect(fields[2].valueSchema?.types).toEqual(['string']);
    const rotate = await examplePlaygroundData('POST /api/user');
    expect(getFormFields(rotate.requestBody?.schema).map((f) => [f.name, f.kind, f.required])).toEqual([
      ['current_token', 'text', true],
    ]);
  });

  it('picks inputs by schema: enums, numbers, booleans, nullable strings, nested objects, unions, read-only left out', () => {
    const schema: SchemaView = {
      types: ['object'],
      properties: [
        { name: 'status', required: true, schema: { types: ['string'], enum: ['a', 'b'] } },
        { name: 'count', required: false, schema: { types: ['integer'] } },
        { name: 'ratio', required: false, schema: { types: ['number'] } },
        { name: 'on', required: false, schema: { types: ['boolean'] } },
        { name: 'nick', required: false, schema: { types: ['string', 'null'] } },
        { name: 'id', required: false, schema: { types: ['string'], readOnly: true } },
        { name: 'tags', required: false, schema: { types: ['array'], items: { types: ['string'] } } },
        {
          name: 'either',
          required: false,
          schema: { types: [], oneOf: [{ types: ['string'] }, { types: ['integer'] }] },
        },
        {
          name: 'owner',
          required: false,
          schema: { types: ['object'], properties: [{ name: 'email', required: true, schema: { types: ['string'] } }] },
        },
        {
          name: 'limits',
          required: false,
          schema: { types: ['object'], additionalProperties: { types: ['integer'] } },
        },
        {
          name: 'self',
          required: false,
          schema: {
            types: ['object'],
            properties: [{ name: 'x', required: false, schema: { types: ['string'] } }],
            recursive: true,
          },
        },
      ],
    };
    const fields = getFormFields(schema);
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['status', 'enum'],
      ['count', 'integer'],
      ['ratio', 'number'],
      ['on', 'boolean'],
      ['nick', 'text'],
      ['tags', 'json'],
      ['either', 'json'],
      ['owner', 'object'],
      ['limits', 'map'],
      ['self', 'json'],
    ]);
    expect(fields[0].options).toEqual(['a', 'b']);
    expect(flattenFields(fields).find((f) => f.name === 'email')).toMatchObject({
      path: ['owner', 'email'],
      kind: 'text',
      required: true,
    });
    expect(hasPropertyForm(fields)).toBe(true);
  });

  it('edits a body that is not an object with properties as one JSON field', () => {
    for (const schema of [
      undefined,
      { types: ['array'], items: { types: ['string'] } },
      { types: ['object'] },
    ] as Array<SchemaView | undefined>) {
      const fields = getFormFields(schema);
      expect(fields).toHaveLength(1);
      expect(fields[0]).toMatchObject({ path: [], kind: 'json' });
      expect(hasPropertyForm(fields)).toBe(false);
    }
  });

  it('stops nesting fieldsets after three levels', () => {
    const level = (inner: SchemaView): SchemaView => ({
      types: ['object'],
      properties: [{ name: 'n', required: false, schema: inner }],
    });
    const fields = getFormFields(level(level(level(level({ types: ['string'] })))));
    expect(flattenFields(fields).map((f) => `${f.path.join('.')}:${f.kind}`)).toEqual([
      'n:object',
      'n.n:object',
      'n.n.n:json',
    ]);
  });
});
