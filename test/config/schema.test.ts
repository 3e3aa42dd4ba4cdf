/** The schema itself: valid draft-07, documented, in sync with the shipped site.schema.json and the README. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ajvModule from 'ajv';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../src/config/schema/index.js';
import { resolveNode, type SchemaNode } from '../../src/config/schema-node.js';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every property schema in the site schema, with a readable path. */
function allProperties(): Array<[string, SchemaNode]> {
  const out: Array<[string, SchemaNode]> = [];
  const seen = new Set<SchemaNode>();
  const visit = (node: SchemaNode, path: string) => {
    const resolved = resolveNode(node, siteSchema);
    for (const [key, child] of Object.entries(resolved.properties ?? {})) {
      out.push([`${path}${path ? '.' : ''}${key}`, child]);
      if (!seen.has(child)) {
        seen.add(child);
        visit(child, `${path}${path ? '.' : ''}${key}`);
      }
    }
    if (resolved.items && !seen.has(resolved.items)) {
      seen.add(resolved.items);
      visit(resolved.items, `${path}[]`);
    }
  };
  visit(siteSchema, '');
  return out;
}

describe('site schema', () => {
  it('is a valid draft-07 schema that compiles in strict mode', () => {
    const ajv = new ajvModule.default({
      strict: true,
      // `then: { required: ['name'] }` (name required for link buttons) names a property defined outside `then`.
      strictRequired: false,
      allowUnionTypes: true,
      keywords: ['deprecationMessage', 'patternErrorMessage', 'x-expected', 'x-key-noun', 'x-quire-unsupported'],
    });
    expect(ajv.validateSchema(siteSchema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => ajv.compile(siteSchema)).not.toThrow();
  });

  it('gives every setting a description, and a type unless it is an ignored Mintlify setting', () => {
    const properties = allProperties();
    expect(properties.length).toBeGreaterThan(80);
    for (const [path, written] of properties) {
      const node = resolveNode(written, siteSchema);
      expect(node.description, path).toBeTruthy();
      if (!node['x-quire-unsupported']) expect(node.type, path).toBeDefined();
    }
  });

  it('rejects unknown keys everywhere, so editors flag typos', () => {
    const objects = allProperties()
      .map(([path, written]) => [path, resolveNode(written, siteSchema)] as const)
      .filter(([, node]) => node.properties && Object.keys(node.properties).length > 0);
    for (const [path, node] of objects) expect(node.additionalProperties, path).toBe(false);
    expect(siteSchema.additionalProperties).toBe(false);
  });

  it('is the same schema as the shipped site.schema.json', () => {
    const shipped: unknown = JSON.parse(readFileSync(`${projectRoot}site.schema.json`, 'utf8'));
    expect(shipped).toEqual(siteSchema);
  });

  it('has site.schema.json and the README reference up to date (run `npm run gen:reference` if this fails)', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/generate-reference.js', '--check'], { cwd: projectRoot, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
