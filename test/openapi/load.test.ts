import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { loadOpenApi } from '../../src/openapi/load.js';
import { schemaAt } from './helpers.js';

const FIXTURES = path.resolve('test/fixtures/openapi');

async function load(...entries: string[]) {
  return loadOpenApi(entries, FIXTURES, { cacheDir: false });
}

describe('loadOpenApi', () => {
  it('loads OpenAPI 3.0 and 3.1 files and lists their operations in file order', async () => {
    const result = await load('v3.0/petstore.yaml', 'v3.1/users.yaml');
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect(result.failed).toBe(0);
    expect(result.documents.map((d) => [d.file, d.version])).toEqual([
      ['v3.0/petstore.yaml', '3.0'],
      ['v3.1/users.yaml', '3.1'],
    ]);
    expect(result.documents[0].operations.map((o) => o.key)).toEqual([
      'GET /pets',
      'POST /pets',
      'GET /pets/{petId}',
      'DELETE /pets/{petId}',
    ]);
  });

  it('follows $refs into other files, relative to the file that holds them', async () => {
    const result = await load('multi-file/main.yaml');
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    const get = '/paths/~1orders~1{orderId}/get';
    expect(schemaAt(result.documents[0], `${get}/parameters/0/name`)).toBe('orderId');
    expect(
      schemaAt(
        result.documents[0],
        `${get}/responses/200/content/application~1json/schema/properties/customer/properties/name/type`,
      ),
    ).toBe('string');
    expect(result.files.map((f) => path.relative(FIXTURES, f)).sort()).toEqual([
      'multi-file/main.yaml',
      'multi-file/parameters.json',
      'multi-file/schemas/customer.yaml',
      'multi-file/schemas/order.yaml',
    ]);
  });

  it('keeps circular references as cycles instead of hanging', async () => {
    const result = await load('cycles/tree.yaml');
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    const node = schemaAt(result.documents[0], '/components/schemas/Node') as object;
    expect(schemaAt(result.documents[0], '/components/schemas/Node/properties/children/items')).toBe(node);
    expect(result.documents[0].schemaNames.get(node)).toBe('Node');
  });
});

describe('loadOpenApi problems', () => {
  it('refuses Swagger 2.0 with a way to convert', async () => {
    const result = await load('swagger2/petstore.json');
    expect(result.documents).toEqual([]);
    expect(result.failed).toBe(1);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "swagger2/petstore.json:2:3 error Swagger 2.0 is not supported; convert to OpenAPI 3 with \`npx swagger2openapi petstore.json -o openapi.yaml\` [openapi/version]
        hint: Quire reads OpenAPI 3.0 and 3.1; swagger2openapi (or https://converter.swagger.io) converts Swagger 2.0 files

      1 error"
    `);
  });

  it('reports schema problems at their line, with did-you-mean', async () => {
    const result = await load('invalid/schema-errors.yaml');
    expect(result.documents).toEqual([]);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "invalid/schema-errors.yaml:2:1 error info: missing the required field \`version\` in \`info\` [openapi/invalid]
      invalid/schema-errors.yaml:9:11 error paths["/x"].get.parameters[0].in: expected one of \`query\`, \`header\`, \`path\`, \`cookie\`, found "quer" [openapi/invalid]
        hint: did you mean \`query\`?
      invalid/schema-errors.yaml:15:11 error paths["/x"].get.responses["200"].summry: unknown field \`summry\` [openapi/invalid]
        hint: OpenAPI allows only its own fields here; extensions must start with \`x-\`

      3 errors"
    `);
  });

  it('reports YAML and JSON syntax errors with line and column', async () => {
    const result = await load('invalid/bad-yaml.yaml', 'invalid/bad-json.json');
    expect(result.failed).toBe(2);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "invalid/bad-yaml.yaml:10:1 error invalid YAML: Missing closing "quote [openapi/syntax]
        hint: check the indentation and quoting around this line
      invalid/bad-json.json:4:3 error invalid JSON: comma expected [openapi/syntax]
        hint: check for a missing comma, quote or bracket near this position

      2 errors"
    `);
  });

  it('reports a $ref to nothing where it is written', async () => {
    const result = await load('invalid/missing-ref.yaml');
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "invalid/missing-ref.yaml:14:17 warning \`$ref: #/components/schemas/Petz\` points at nothing: \`components.schemas\` has no \`Petz\`; a page that uses it shows it as an unresolved reference [openapi/missing-ref]
        hint: did you mean \`Pets\`?

      1 warning"
    `);
  });

  it('reports files that are not OpenAPI documents, and missing files with a did-you-mean', async () => {
    const result = await load('invalid/not-a-document.yaml', 'v3.0/petstor.yaml');
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "invalid/not-a-document.yaml:1:1 error expected an OpenAPI document (a mapping that starts with \`openapi: 3.1.0\`), found a list [openapi/version]
        hint: check that the \`openapi\` setting points at the right file
      site.json error openapi[1]: cannot load the OpenAPI file v3.0/petstor.yaml: there is no such file [openapi/missing-file]
        hint: did you mean \`petstore.yaml\`?

      2 errors"
    `);
  });
});
