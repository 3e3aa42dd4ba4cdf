#!/usr/bin/env node
/**
 * Generate the shipped `site.schema.json`, the README's site.json reference and the `UserConfig` type
 * (`src/config/user-config.ts`, see scripts/config-types.js) from the per-area schema files in `src/config/schema/`.
 * Run `npm run gen:reference` after editing a schema file; `--check` only reports staleness (exit 1) and is what the
 * test suite runs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderUserConfig } from './config-types.js';
import { writeGenerated } from './generated-files.js';

const projectRoot = new URL('../', import.meta.url);
const schemaDir = new URL('src/config/schema/', projectRoot);
const schemaFile = new URL('site.schema.json', projectRoot);
const readmeFile = new URL('README.md', projectRoot);
const userConfigFile = new URL('src/config/user-config.ts', projectRoot);

// Same order as `areas` in src/config/schema/index.ts; the title heads the area's table in the README.
const AREA_FILES = [
  ['navigation', 'Navigation'],
  ['logo', 'Logo'],
  ['colors', 'Colours'],
  ['topbar', 'Topbar'],
  ['anchors', 'Anchors'],
  ['tabs', 'Tabs'],
  ['api', 'API'],
  ['footer', 'Footer and feedback'],
  ['mode-toggle', 'Dark mode toggle'],
  ['analytics', 'Analytics and widgets'],
  ['appearance', 'Background and fonts'],
];
const START = '<!-- site-json-reference:start -->';
const END = '<!-- site-json-reference:end -->';

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

/** Merge root.json and the area files into one self-contained schema; also say which area defines what. */
export function buildSiteSchema() {
  const root = readJson(new URL('root.json', schemaDir));
  const areaOf = new Map();
  const definitions = {};
  for (const [name, title] of AREA_FILES) {
    const area = readJson(new URL(`${name}.json`, schemaDir));
    for (const [key, value] of Object.entries(area.definitions)) {
      definitions[key] = value;
      areaOf.set(key, title);
    }
  }
  return { schema: { ...root, definitions }, areaOf };
}

/** Resolve `$ref`s and fold `allOf` members, as src/config/schema-node.ts does; records the refs it followed. */
function resolve(node, root, refs = []) {
  let current = node;
  while (current.$ref) {
    const name = current.$ref.replace('#/definitions/', '');
    refs.push(name);
    current = root.definitions[name];
  }
  if (!current.allOf) return current;
  const merged = {};
  for (const member of current.allOf) {
    const resolved = resolve(member, root, refs);
    Object.assign(merged, resolved, { properties: { ...merged.properties, ...resolved.properties } });
  }
  const { allOf, ...own } = current;
  return { ...merged, ...own, properties: { ...merged.properties, ...own.properties } };
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n+/g, ' ');
const code = (value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function typeOf(node, root) {
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  return types
    .map((type) => {
      if (type !== 'array' || !node.items) return type;
      const items = resolve(node.items, root);
      const itemTypes = Array.isArray(items.type) ? items.type : [items.type];
      return itemTypes.length === 1 ? `${itemTypes[0]}[]` : `(${itemTypes.join(' or ')})[]`;
    })
    .join(' or ');
}

const value = (v) => code(JSON.stringify(v));

function requiredText(parent, key) {
  if (parent.required?.includes(key)) return 'yes';
  const condition = parent.if?.properties;
  if (parent.then?.required?.includes(key) && condition) {
    const [[field, test]] = Object.entries(condition);
    const isDefault = parent.properties?.[field]?.default === test.const;
    return `when \`${field}\` is ${value(test.const)}${isDefault ? ' (the default)' : ''}`;
  }
  return '';
}

/** Rows for the setting at `path` and everything under it; stops where a definition repeats (nested groups). */
function rows(path, written, parent, key, root, stack, out, ignored) {
  const refs = [];
  const node = {
    ...resolve(written, root, refs),
    ...(written.description ? { description: written.description } : {}),
  };
  if (node['x-quire-unsupported']) {
    ignored.push(path);
    return;
  }
  const allowed = node.enum ? node.enum.map(value).join(', ') : node.pattern ? cell(node['x-expected']) : '';
  const def = node.default !== undefined ? value(node.default) : '';
  out.push(
    `| ${code(path)} | ${typeOf(node, root)} | ${requiredText(parent, key)} | ${def} | ${allowed} | ${cell(node.description)} |`,
  );
  if (refs.some((ref) => stack.includes(ref))) return;
  const next = [...stack, ...refs];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('object')) {
    for (const [child, schema] of Object.entries(node.properties ?? {})) {
      rows(`${path}.${child}`, schema, node, child, root, next, out, ignored);
    }
  }
  if (types.includes('array') && node.items) {
    const itemRefs = [];
    const items = resolve(node.items, root, itemRefs);
    if (itemRefs.some((ref) => next.includes(ref))) return;
    for (const [child, schema] of Object.entries(items.properties ?? {})) {
      rows(`${path}[].${child}`, schema, items, child, root, [...next, ...itemRefs], out, ignored);
    }
  }
}

/** Render the markdown reference: one table per area, then the Mintlify settings Quire ignores. */
export function renderReference(schema, areaOf) {
  const tables = new Map([['General', []], ...AREA_FILES.map(([, title]) => [title, []])]);
  const ignored = [];
  for (const [key, written] of Object.entries(schema.properties)) {
    const area = written.$ref ? areaOf.get(written.$ref.replace('#/definitions/', '')) : 'General';
    rows(key, written, schema, key, schema, [], tables.get(area), ignored);
  }
  const lines = [
    '## site.json reference',
    '',
    '_Generated from `src/config/schema/` by `npm run gen:reference`; edit the schema files, not this section._',
    'Point `"$schema"` at `./node_modules/quire/site.schema.json` to get completion and checks in your editor.',
  ];
  for (const [title, body] of tables) {
    if (body.length === 0) continue;
    lines.push(
      '',
      `### ${title}`,
      '',
      '| Setting | Type | Required | Default | Allowed values | Description |',
      '|---|---|---|---|---|---|',
      ...body,
    );
  }
  lines.push(
    '',
    '### Mintlify settings Quire ignores',
    '',
    'These `mint.json` settings are accepted so Mintlify projects load unchanged, but each one gets a warning',
    '(`config/unsupported-setting`) and has no effect yet:',
    '',
    `${ignored.map(code).join(', ')}.`,
  );
  return lines.join('\n');
}

/** Put `reference` between the README markers, leaving the rest of the README untouched. */
export function replaceReadmeSection(readme, reference) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n${reference}\n${readme.slice(end)}`;
}

function main(check) {
  const { schema, areaOf } = buildSiteSchema();
  const readme = readFileSync(readmeFile, 'utf8');
  const outputs = [
    ['site.schema.json', schemaFile, `${JSON.stringify(schema, null, 2)}\n`],
    ['README.md', readmeFile, replaceReadmeSection(readme, renderReference(schema, areaOf))],
    ['src/config/user-config.ts', userConfigFile, renderUserConfig(schema)],
  ];
  writeGenerated(outputs, { check, command: 'npm run gen:reference' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.includes('--check'));
