import { describe, expect, it } from 'vitest';
import { createSchemaContext, schemaToView } from '../../src/openapi/schema.js';
import { loadFixture, schemaAt } from './helpers.js';

describe('schemaToView', () => {
  it('marks a schema that contains itself as recursive, by name, and the view is plain JSON', async () => {
    const doc = await loadFixture('cycles/tree.yaml');
    const context = createSchemaContext(doc.schemaNames, true);
    const node = schemaToView(schemaAt(doc, '/components/schemas/Node'), context);
    expect(node.name).toBe('Node');
    const children = node.properties!.find((p) => p.name === 'children')!.schema;
    expect(children.types).toEqual(['array']);
    expect(children.items).toEqual({ name: 'Node', types: ['object'], recursive: true });
    const person = schemaToView(schemaAt(doc, '/components/schemas/Person'), context);
    const pet = person.properties!.find((p) => p.name === 'pet')!.schema;
    expect(pet.name).toBe('Pet');
    expect(pet.properties![0]).toEqual({
      name: 'owner',
      required: false,
      schema: { name: 'Person', types: ['object'], recursive: true },
    });
    expect(JSON.parse(JSON.stringify(person))).toEqual(person);
    expect(structuredClone(node)).toEqual(node);
  });

  it('reuses the view of a self-contained schema, so shared schemas are converted once', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const context = createSchemaContext(doc.schemaNames, true);
    const error = schemaAt(doc, '/components/schemas/Error');
    expect(schemaToView(error, context)).toBe(schemaToView(error, context));
  });

  it('merges object allOf parts, with required flags from any part', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const pet = schemaToView(schemaAt(doc, '/components/schemas/Pet'), createSchemaContext(doc.schemaNames, true));
    expect(pet.types).toEqual(['object']);
    expect(pet.allOf).toBeUndefined();
    expect(pet.properties!.map((p) => [p.name, p.required])).toEqual([
      ['tag', false],
      ['name', true],
      ['id', true],
      ['status', false],
    ]);
    const status = pet.properties!.find((p) => p.name === 'status')!.schema;
    expect(status).toEqual({ types: ['string'], enum: ['available', 'pending', 'sold'], default: 'available' });
    expect(pet.properties!.find((p) => p.name === 'id')!.schema).toEqual({
      types: ['integer'],
      format: 'int64',
      readOnly: true,
    });
  });

  it('puts required properties first unless the file order is kept (api.maintainOrder)', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const pet = schemaToView(schemaAt(doc, '/components/schemas/Pet'), createSchemaContext(doc.schemaNames, false));
    expect(pet.properties!.map((p) => p.name)).toEqual(['name', 'id', 'tag', 'status']);
  });

  it('reads OpenAPI 3.0 nullable and boolean exclusive bounds', async () => {
    const doc = await loadFixture('v3.0/petstore.yaml');
    const context = createSchemaContext(doc.schemaNames, true);
    const tag = schemaToView(schemaAt(doc, '/components/schemas/NewPet/properties/tag'), context);
    expect(tag).toEqual({ types: ['string', 'null'], description: 'A free-form tag.' });
    const limit = schemaToView(schemaAt(doc, '/paths/~1pets/get/parameters/0/schema'), context);
    expect(limit).toEqual({ types: ['integer'], default: 20, constraints: { minimum: 1, exclusiveMaximum: 100 } });
    const name = schemaToView(schemaAt(doc, '/components/schemas/NewPet/properties/name'), context);
    expect(name).toEqual({ types: ['string'], examples: ['Rex'], constraints: { minLength: 1 } });
  });

  it('reads OpenAPI 3.1 type lists, examples, const, oneOf and additionalProperties', async () => {
    const doc = await loadFixture('v3.1/users.yaml');
    const context = createSchemaContext(doc.schemaNames, true);
    const body = schemaToView(
      schemaAt(doc, '/paths/~1users~1{id}/patch/requestBody/content/application~1json/schema'),
      context,
    );
    const field = (name: string) => body.properties!.find((p) => p.name === name)!;
    expect(field('name').schema).toEqual({ types: ['string', 'null'], examples: ['Ada'] });
    expect(field('contact').required).toBe(true);
    expect(field('contact').schema.oneOf!.map((v) => v.title)).toEqual(['Email', 'Phone']);
    expect(field('contact').schema.oneOf![1].properties![0].schema.constraints).toEqual({ pattern: '^\\+[0-9]+$' });
    expect(field('labels').schema).toEqual({ types: ['object'], additionalProperties: { types: ['string'] } });
    const user = schemaToView(schemaAt(doc, '/components/schemas/User'), context);
    expect(user.properties!.find((p) => p.name === 'kind')!.schema).toEqual({ types: [], const: 'person' });
    expect(user.properties!.find((p) => p.name === 'tags')!.schema).toEqual({
      types: ['array'],
      items: { types: ['string'], enum: ['admin', 'staff'] },
      constraints: { uniqueItems: true },
    });
  });

  it('accepts boolean schemas', () => {
    const context = createSchemaContext(new Map(), true);
    expect(schemaToView(true, context)).toEqual({ types: [] });
    expect(schemaToView(false, context)).toEqual({ types: [], not: { types: [] } });
  });
});
