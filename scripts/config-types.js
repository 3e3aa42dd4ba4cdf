/**
 * Emit `src/config/user-config.ts`, the TypeScript type of `site.json` as written, from the merged site schema, so
 * the type and the schema cannot drift. scripts/generate-reference.js writes it and checks it with `--check`.
 *
 * Written by hand for exactly the JSON Schema subset src/config/schema uses: json-schema-to-typescript would add
 * prettier, lodash and a $ref parser for the same result. Any other keyword throws, so a new construct in the
 * schema gets a decision here instead of a silently wrong type.
 */

const HEADER =
  '// Generated from src/config/schema by scripts/generate-reference.js (npm run gen:reference); do not edit.';

// Keywords that shape the type, and keywords that do not (annotations, editor hints, string constraints).
const TYPED = ['type', 'enum', 'const', '$ref', 'items', 'required', 'properties', 'additionalProperties', 'allOf'];
const NO_EFFECT = ['$schema', '$comment', 'title', 'description', 'default', 'examples', 'definitions', 'pattern'];
const NO_EFFECT_TOO = [
  'minLength',
  'maxLength',
  'x-expected',
  'x-key-noun',
  'patternErrorMessage',
  'deprecationMessage',
];
// `if`/`then`/`else` can only narrow what the rest of the node allows (here: `name` is required for link buttons),
// so the un-narrowed type is the union of what is allowed.
const NARROWING = ['if', 'then', 'else', 'x-quire-unsupported'];
const KNOWN = new Set([...TYPED, ...NO_EFFECT, ...NO_EFFECT_TOO, ...NARROWING]);

const LINE_WIDTH = 120;
const PRIMITIVES = { string: 'string', boolean: 'boolean', number: 'number', integer: 'number', null: 'null' };

/** `navigationGroup` → `UserNavigationGroup`, the names the code uses. */
export const typeName = (definition) => `User${definition[0].toUpperCase()}${definition.slice(1)}`;
const refName = (ref) => ref.replace(/^#\/definitions\//, '');
const typesOf = (node) => (node.type === undefined ? [] : [node.type].flat());

/**
 * A definition that narrows another by `type` only (`navigationGroup`: `type: "object"` plus `allOf` of
 * `navigationEntry`, which is a string or an object) names that branch of the other one: its target, else undefined.
 */
function narrowedRef(node, definitions) {
  const [member, ...rest] = node.allOf ?? [];
  if (!member?.$ref || rest.length > 0 || typeof node.type !== 'string' || node.properties) return undefined;
  const target = refName(member.$ref);
  const targetTypes = typesOf(definitions[target]);
  return targetTypes.length > 1 && targetTypes.includes(node.type) ? target : undefined;
}

/** Every `$ref` under `node`, except the one a narrowing definition consumes. */
function collectRefs(node, definitions, out) {
  if (!node || typeof node !== 'object') return out;
  if (node.$ref) out.push(refName(node.$ref));
  const members = narrowedRef(node, definitions) ? [] : (node.allOf ?? []);
  const children = [...Object.values(node.properties ?? {}), node.items, node.additionalProperties, ...members];
  for (const child of children) collectRefs(child, definitions, out);
  return out;
}

class Cycle extends Error {
  constructor(definition) {
    super(`$ref cycle through ${definition}`);
    this.definition = definition;
  }
}

/** Render the whole file. Named: definitions referenced more than once, narrowing ones, and those that recur. */
export function renderUserConfig(schema) {
  const definitions = schema.definitions ?? {};
  const refs = [schema, ...Object.values(definitions)].flatMap((node) => collectRefs(node, definitions, []));
  const named = new Set(Object.keys(definitions).filter((name) => refs.filter((ref) => ref === name).length > 1));
  const branches = new Map(); // target definition → type → name of the definition that narrows it to that type
  for (const [name, node] of Object.entries(definitions)) {
    const target = narrowedRef(node, definitions);
    if (!target) continue;
    named.add(name);
    branches.set(target, { ...branches.get(target), [node.type]: typeName(name) });
  }
  for (;;) {
    try {
      return emitFile(schema, definitions, named, branches);
    } catch (error) {
      if (!(error instanceof Cycle) || named.has(error.definition)) throw error;
      named.add(error.definition); // recursive: give it a name and start again
    }
  }
}

function emitFile(schema, definitions, named, branches) {
  const inlining = [];

  /** The type of `node` with `room` characters left on its line; `definition` names it when it is one. */
  const typeOf = (node, indent, definition, room = Infinity) => {
    const unknown = Object.keys(node).find((key) => !KNOWN.has(key));
    if (unknown)
      throw new Error(`config-types: unsupported schema keyword "${unknown}" in ${JSON.stringify(node).slice(0, 100)}`);
    if (node['x-quire-unsupported']) return 'unknown';
    if (node.$ref) return refType(refName(node.$ref), indent, room);
    if (node.allOf) {
      const target = narrowedRef(node, definitions);
      if (target) return branchType(definitions[target], node.type, indent);
      // `allOf` of one `$ref` that only adds a description or default to it.
      if (node.allOf.length === 1 && node.type === undefined && !node.properties) {
        return typeOf(node.allOf[0], indent, undefined, room);
      }
      throw new Error(`config-types: unsupported allOf in ${JSON.stringify(node).slice(0, 100)}`);
    }
    if (node.const !== undefined) return literal(node.const);
    if (node.enum)
      return union(
        node.enum.map((value) => () => literal(value)),
        indent,
        room,
      );
    const types = typesOf(node);
    if (types.length === 0) return 'unknown';
    const branchNames = types.map((type) => branches.get(definition)?.[type]);
    return union(
      types.map((type, i) => (at) => branchNames[i] ?? branchType(node, type, at)),
      indent,
      room,
    );
  };

  /**
   * Union members on one line, or one a line (starting with a line break) when one spans lines or they do not fit
   * in `room`: the layout Biome gives them, so the generated file passes `biome format` as it is.
   */
  const union = (members, indent, room) => {
    if (members.length === 1) return members[0](indent);
    const rendered = members.map((member) => member(`${indent}    `));
    const line = rendered.join(' | ');
    if (!line.includes('\n') && line.length <= room) return line;
    return rendered.map((member) => `\n${indent}  | ${member}`).join('');
  };

  const refType = (name, indent, room) => {
    if (named.has(name)) return typeName(name);
    if (inlining.includes(name)) throw new Cycle(name);
    inlining.push(name);
    try {
      return typeOf(definitions[name], indent, name, room);
    } finally {
      inlining.pop();
    }
  };

  const branchType = (node, type, indent) => {
    if (type === 'object') return objectType(node, indent);
    if (type !== 'array') return PRIMITIVES[type] ?? fail(`unsupported type "${type}"`);
    if (!node.items) return 'unknown[]';
    const items = typeOf(node.items, indent);
    return /^[\w$]+$/.test(items) ? `${items}[]` : `Array<${items}>`;
  };

  const members = (node, indent) => {
    const lines = [];
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      const optional = node.required?.includes(key) ? '' : '?';
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
      const label = `${indent}${name}${optional}:`;
      const type = typeOf(property, indent, undefined, LINE_WIDTH - label.length - 2);
      lines.push(...doc(property, indent), `${label}${type.startsWith('\n') ? '' : ' '}${type};`);
    }
    const extra = node.additionalProperties;
    if (extra !== false)
      lines.push(`${indent}[key: string]: ${extra && extra !== true ? typeOf(extra, indent) : 'unknown'};`);
    return lines;
  };

  const objectType = (node, indent) => `{\n${members(node, `${indent}  `).join('\n')}\n${indent}}`;

  /** JSDoc from the description (the written one, else the referenced definition's) and the default. */
  const doc = (node, indent) => {
    let target = node;
    while (target.$ref || target.allOf?.length === 1)
      target = target.$ref ? definitions[refName(target.$ref)] : target.allOf[0];
    const description = node.description ?? target.description;
    const tags = node['x-quire-unsupported']
      ? [`@deprecated ${node.deprecationMessage}`]
      : [node.default ?? target.default]
          .filter((value) => value !== undefined)
          .map((value) => `@default ${JSON.stringify(value)}`);
    const text = [description, ...tags].filter(Boolean).map((line) => line.replaceAll('*/', '*\\/'));
    if (text.length === 0) return [];
    const single = `${indent}/** ${text[0]} */`;
    if (text.length === 1 && single.length <= LINE_WIDTH) return [single];
    return [`${indent}/**`, ...text.map((line) => `${indent} * ${line}`), `${indent} */`];
  };

  const declaration = (name, node, definition) => {
    const start = `export type ${name} =`;
    const target = definition && narrowedRef(node, definitions);
    const body = target
      ? branchType(definitions[target], node.type, '')
      : typeOf(node, '', definition, LINE_WIDTH - start.length - 2);
    if (body.startsWith('{')) return [...doc(node, ''), `export interface ${name} ${body}`];
    return [...doc(node, ''), `${start}${body.startsWith('\n') ? '' : ' '}${body};`];
  };

  const blocks = [[HEADER], declaration('UserConfig', schema)];
  for (const [name, node] of Object.entries(definitions)) {
    if (named.has(name)) blocks.push(declaration(typeName(name), node, name));
  }
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

const literal = (value) => (typeof value === 'string' ? `'${value.replace(/['\\]/g, '\\$&')}'` : JSON.stringify(value));

function fail(message) {
  throw new Error(`config-types: ${message}`);
}
