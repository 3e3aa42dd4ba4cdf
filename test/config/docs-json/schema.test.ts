/** The docs.json schema: valid draft-07, documented, strict about keys, and in sync with the shipped docs.schema.json. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ajvModule from 'ajv';
import { describe, expect, it } from 'vitest';
import { docsSchema } from '../../../src/config/docs-json/index.js';
import { resolveNode, type SchemaNode } from '../../../src/config/schema-node.js';
import { corpusPath, describeCorpus } from '../../helpers/shared-corpus.js';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const KEYWORDS = ['deprecationMessage', 'patternErrorMessage', 'x-expected', 'x-key-noun', 'x-quire-unsupported'];

function strictAjv() {
  return new ajvModule.default({ strict: true, strictRequired: false, allowUnionTypes: true, keywords: KEYWORDS });
}

/** Every property schema in the docs.json schema, with a readable path (each definition visited once). */
function allProperties(): Array<[string, SchemaNode]> {
  const out: Array<[string, SchemaNode]> = [];
  const seen = new Set<SchemaNode>();
  const visit = (node: SchemaNode, path: string) => {
    const resolved = resolveNode(node, docsSchema);
    for (const [key, child] of Object.entries(resolved.properties ?? {})) {
      out.push([`${path}${path ? '.' : ''}${key}`, child]);
      const target = resolveNode(child, docsSchema);
      if (!seen.has(target)) {
        seen.add(target);
        visit(child, `${path}${path ? '.' : ''}${key}`);
      }
    }
    if (resolved.items && !seen.has(resolveNode(resolved.items, docsSchema))) {
      seen.add(resolveNode(resolved.items, docsSchema));
      visit(resolved.items, `${path}[]`);
    }
  };
  visit(docsSchema, '');
  return out;
}

const shipped = (): SchemaNode => JSON.parse(readFileSync(`${projectRoot}docs.schema.json`, 'utf8'));

describe('docs.json schema', () => {
  it('is a valid draft-07 schema that compiles in strict mode', () => {
    const ajv = strictAjv();
    expect(ajv.validateSchema(docsSchema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => ajv.compile(docsSchema)).not.toThrow();
  });

  it('gives every setting a description, and a type unless it is a Mintlify setting Quire ignores', () => {
    const properties = allProperties();
    expect(properties.length).toBeGreaterThan(150);
    for (const [path, written] of properties) {
      const node = resolveNode(written, docsSchema);
      expect(written.description ?? node.description, path).toBeTruthy();
      if (!node['x-quire-unsupported']) expect(node.type, path).toBeDefined();
    }
  });

  it('rejects unknown keys everywhere, so editors flag typos', () => {
    const objects = allProperties()
      .map(([path, written]) => [path, resolveNode(written, docsSchema)] as const)
      .filter(([, node]) => node.properties && Object.keys(node.properties).length > 0);
    expect(objects.length).toBeGreaterThan(30);
    for (const [path, node] of objects) expect(node.additionalProperties, path).toBe(false);
    expect(docsSchema.additionalProperties).toBe(false);
  });

  it('has docs.schema.json up to date (run `npm run gen:docs-schema` if this fails)', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/generate-docs-schema.js', '--check'], {
        cwd: projectRoot,
        stdio: 'pipe',
      }),
    ).not.toThrow();
    expect(shipped().definitions?.navigation.description).toBe(docsSchema.definitions?.navigation.description);
  });

  it('ships a schema that lets editors check files with $refs unreplaced', () => {
    const validate = strictAjv().compile(shipped());
    const base = { name: 'Acme', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };
    expect(validate({ ...base, navigation: { $ref: './navigation.json' } })).toBe(true);
    expect(
      validate({
        ...base,
        navigation: { languages: [{ $ref: 'fr.json' }, { language: 'en', groups: { $ref: 'g.json' } }] },
      }),
    ).toBe(true);
    expect(validate({ ...base, appearance: { $ref: 'appearance.json', strict: true } })).toBe(true);
    expect(validate({ ...base, navigation: { groups: [{ group: 'Start', pags: [] }] } })).toBe(false);
    expect(validate({ ...base, navigation: { languages: [{ groups: [] }] } })).toBe(false);
  });
});

describeCorpus('docs.schema.json on the corpus', () => {
  it.each(['mintlify__docs', 'teamhanko__docs'])('accepts the docs.json of %s as it is', (project) => {
    const validate = strictAjv().compile(shipped());
    const docsJson: unknown = JSON.parse(readFileSync(corpusPath('mintlify-projects', project, 'docs.json'), 'utf8'));
    expect(validate(docsJson), JSON.stringify(validate.errors)).toBe(true);
  });
});
