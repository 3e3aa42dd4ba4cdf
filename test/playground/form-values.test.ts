import { describe, expect, it } from 'vitest';
import { flattenFields, getFormFields, type FormField } from '../../src/playground/form-fields.js';
import {
  applyFieldText,
  applyMapRows,
  fieldText,
  initialBody,
  mapRows,
  parseNumber,
} from '../../src/playground/form-values.js';
import { deleteAt, formatPath, getAt, setAt } from '../../src/playground/json-path.js';
import type { SchemaView } from '../../src/openapi/types.js';
import { examplePlaygroundData } from './helpers.js';

const field = (fields: FormField[], name: string) => flattenFields(fields).find((f) => f.name === name)!;

describe('form ↔ JSON', () => {
  it('shows the example body in the form, and edits come back as the same JSON the JSON view shows', async () => {
    const data = await examplePlaygroundData('GET /api/user');
    const fields = getFormFields(data.requestBody?.schema);
    let body = initialBody(data.requestBody);
    expect(fieldText(field(fields, 'name'), body)).toBe('Northwind Traders');
    expect(mapRows(field(fields, 'mapping'), body)).toEqual([['sales_schema', 'northwind_pg']]);
    expect(JSON.parse(fieldText(field(fields, 'properties'), body))).toEqual({
      region: 'EMEA',
      plan: 'enterprise',
      store_ids: [12, 19, 31],
    });

    body = applyFieldText(body, field(fields, 'name'), 'Contoso').body;
    body = applyMapRows(body, field(fields, 'mapping'), [
      ['sales_schema', 'contoso_pg'],
      ['', 'ignored'],
      ['hr', 'hr_db'],
    ]);
    body = applyFieldText(body, field(fields, 'properties'), '{"tier": 2}').body;
    const json = JSON.stringify(body, null, 2);
    expect(JSON.parse(json)).toEqual({
      user_group_id: 'org_8412',
      name: 'Contoso',
      mapping: { sales_schema: 'contoso_pg', hr: 'hr_db' },
      properties: { tier: 2 },
    });

    // The JSON view's edit shows in the form.
    const edited = JSON.parse(json.replace('"Contoso"', '"Fabrikam"').replace('"hr_db"', '"people"'));
    expect(fieldText(field(fields, 'name'), edited)).toBe('Fabrikam');
    expect(mapRows(field(fields, 'mapping'), edited)).toEqual([
      ['sales_schema', 'contoso_pg'],
      ['hr', 'people'],
    ]);
  });

  it('removes a property when its input is emptied, and keeps JSON that does not parse out of the body', async () => {
    const data = await examplePlaygroundData('PUT /api/user');
    const fields = getFormFields(data.requestBody?.schema);
    let body: unknown = { user_group_id: 'a', name: 'x', properties: { k: 1 } };
    body = applyFieldText(body, field(fields, 'name'), '').body;
    expect(body).toEqual({ user_group_id: 'a', properties: { k: 1 } });
    const bad = applyFieldText(body, field(fields, 'properties'), '{"k": ');
    expect(bad.error).toMatch(/^Not valid JSON: /);
    expect(bad.body).toBe(body);
    expect(applyMapRows(body, field(fields, 'mapping'), [['', '']])).toEqual(body);
  });

  it('never changes a value the form cannot show until that input is edited (a number typed in the JSON view stays a number)', async () => {
    const data = await examplePlaygroundData('GET /api/user');
    const fields = getFormFields(data.requestBody?.schema);
    const body = { user_group_id: 5, name: 'n', mapping: { a: 1 } };
    expect(fieldText(field(fields, 'user_group_id'), body)).toBe('5');
    expect(mapRows(field(fields, 'mapping'), body)).toEqual([['a', '1']]);
    expect(applyFieldText(body, field(fields, 'name'), 'm').body).toEqual({
      user_group_id: 5,
      name: 'm',
      mapping: { a: 1 },
    });
  });

  it('converts numbers, booleans and enums, and keeps text that is not a number so validation can name it', () => {
    const schema: SchemaView = {
      types: ['object'],
      properties: [
        { name: 'count', required: false, schema: { types: ['integer'] } },
        { name: 'on', required: false, schema: { types: ['boolean'] } },
        { name: 'level', required: false, schema: { types: ['integer'], enum: [1, 2] } },
        {
          name: 'owner',
          required: false,
          schema: {
            types: ['object'],
            properties: [{ name: 'email', required: false, schema: { types: ['string'] } }],
          },
        },
        {
          name: 'limits',
          required: false,
          schema: { types: ['object'], additionalProperties: { types: ['integer'] } },
        },
      ],
    };
    const fields = getFormFields(schema);
    let body: unknown = {};
    body = applyFieldText(body, field(fields, 'count'), ' 42 ').body;
    body = applyFieldText(body, field(fields, 'on'), 'false').body;
    body = applyFieldText(body, field(fields, 'level'), '2').body;
    body = applyFieldText(body, field(fields, 'email'), 'a@b.c').body;
    body = applyMapRows(body, field(fields, 'limits'), [
      ['x', '3'],
      ['y', 'many'],
    ]);
    expect(body).toEqual({ count: 42, on: false, level: 2, owner: { email: 'a@b.c' }, limits: { x: 3, y: 'many' } });
    expect(fieldText(field(fields, 'on'), body)).toBe('false');
    expect(fieldText(field(fields, 'level'), body)).toBe('2');
    expect(applyFieldText(body, field(fields, 'count'), '4x').body).toMatchObject({ count: '4x' });
    // Clearing the last field of a nested object removes the object.
    expect(applyFieldText(body, field(fields, 'email'), '').body).not.toHaveProperty('owner');
  });

  it('starts from the example, else from the properties’ examples and defaults', () => {
    expect(initialBody(undefined)).toBeUndefined();
    expect(initialBody({ example: { a: 1 } })).toEqual({ a: 1 });
    const schema: SchemaView = {
      types: ['object'],
      properties: [
        { name: 'a', required: true, schema: { types: ['string'], examples: ['x'] } },
        { name: 'b', required: false, schema: { types: ['integer'], default: 3 } },
        { name: 'c', required: false, schema: { types: ['string'] } },
        { name: 'd', required: false, schema: { types: ['string'], readOnly: true, examples: ['no'] } },
      ],
    };
    expect(initialBody({ schema })).toEqual({ a: 'x', b: 3 });
    expect(initialBody({ schema: { types: ['object'], properties: [] } })).toEqual({});
  });
});

describe('json-path', () => {
  it('reads, sets and deletes without mutating', () => {
    const value = { a: { b: [1, 2] } };
    expect(getAt(value, ['a', 'b', 1])).toBe(2);
    expect(getAt(value, ['x', 'y'])).toBeUndefined();
    expect(setAt(value, ['a', 'c'], 3)).toEqual({ a: { b: [1, 2], c: 3 } });
    expect(setAt(undefined, ['n', 0], 'x')).toEqual({ n: ['x'] });
    expect(deleteAt(value, ['a', 'b', 0])).toEqual({ a: { b: [2] } });
    expect(deleteAt({ a: { b: 1 }, c: 2 }, ['a', 'b'])).toEqual({ c: 2 });
    expect(value).toEqual({ a: { b: [1, 2] } });
    expect([formatPath([]), formatPath(['a', 'b', 0, 'c'])]).toEqual(['body', 'a.b[0].c']);
  });

  it('parses numbers strictly', () => {
    expect(['1', '-2.5', '1e3', '.5', ' 7 '].map(parseNumber)).toEqual([1, -2.5, 1000, 0.5, 7]);
    expect(['', '1,5', '0x10', 'Infinity', '1e999', 'one'].map(parseNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
