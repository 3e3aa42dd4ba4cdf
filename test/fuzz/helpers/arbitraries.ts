/**
 * Inputs for the fuzz targets: random text, and mutations of real inputs (the example docs and real Mintlify
 * configs). Text mutations insert syntax tokens, delete, duplicate and truncate; structural mutations replace,
 * delete or add values inside a parsed JSON/YAML document, so the result often still parses and reaches the
 * later checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { corpusPath, hasSharedCorpus } from '../../helpers/shared-corpus.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `example-docs/` and the Mintlify corpus, by path relative to the project root. */
export const EXAMPLE = path.join(ROOT, 'example-docs');
export const CORPUS = corpusPath('mint-json');

/**
 * Seeds from the shared corpus of real configs. CI always has it (a missing corpus fails there); on a clone
 * without it, fuzzing runs from the example's seeds only, saying so.
 */
export function readCorpusSeeds(extensions: readonly string[]): Record<string, string> {
  if (hasSharedCorpus() || process.env.CI) return readSeeds(CORPUS, extensions);
  process.stderr.write(`note: fuzzing without the shared corpus of real configs (not found at ${CORPUS})\n`);
  return {};
}

/** Text files under `dir` whose names end with one of `extensions`, by path relative to `dir`. */
export function readSeeds(dir: string, extensions: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    if (extensions.some((ext) => entry.endsWith(ext)))
      out[entry.split(path.sep).join('/')] = readFileSync(path.join(dir, entry), 'utf8');
  }
  return out;
}

/** One edit of a text. Positions are fractions of the length, so one edit fits any seed. */
type TextEdit =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number; times: number }
  | { kind: 'truncate'; at: number };

const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** A token from `tokens` (syntax of the format), a random string, or a hostile classic. */
export function tokenArb(tokens: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...tokens) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...tokens), fc.integer({ min: 2, max: 300 })).map(([t, n]) => t.repeat(n)),
    },
  );
}

/** Strings that broke parsers before: control characters, lone surrogates, BOMs, huge numbers, prototype keys. */
export const HOSTILE = [
  '\u0000',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '\r',
  '\r\n',
  '\t',
  '\u2028',
  '\u00A0',
  '\\',
  '\\u0000',
  '%00',
  '%2e%2e/',
  '__proto__',
  'constructor',
  'prototype',
  '1e309',
  '-0',
  '9007199254740993',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '/dev/zero',
  '${x}',
  '{{x}}',
  '<%= it %>',
];

const editArb = (tokens: readonly string[]): fc.Arbitrary<TextEdit> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fraction, text: tokenArb(tokens) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('delete' as const),
        at: fraction,
        length: fc.integer({ min: 1, max: 80 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('duplicate' as const),
        at: fraction,
        length: fc.integer({ min: 1, max: 200 }),
        times: fc.integer({ min: 1, max: 20 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fraction }) },
  );

/** Apply `edits` to `text`. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of edits) {
    const at = Math.floor(edit.at * (out.length + 1));
    if (edit.kind === 'insert') out = out.slice(0, at) + edit.text + out.slice(at);
    else if (edit.kind === 'delete') out = out.slice(0, at) + out.slice(at + edit.length);
    else if (edit.kind === 'duplicate')
      out = out.slice(0, at) + out.slice(at, at + edit.length).repeat(edit.times + 1) + out.slice(at + edit.length);
    else out = out.slice(0, at);
  }
  return out;
}

/** A seed text with up to 6 text edits. */
export function mutatedText(seeds: readonly string[], tokens: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(editArb(tokens), { minLength: 1, maxLength: 6 }))
    .map(([seed, edits]) => applyEdits(seed, edits));
}

/** A change at some path of a parsed document. Path steps pick a child by index (modulo the number of children). */
interface ValueEdit {
  path: number[];
  action: 'replace' | 'delete' | 'add';
  key: string;
  value: unknown;
}

/** Values worth putting into a config or OpenAPI document. */
export function valueArb(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(...HOSTILE),
    fc.constantFrom<unknown>(null, true, 0, -1, 1.5, '', [], {}, ' '),
    fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  );
}

const valueEditArb = (keys: readonly string[], values: fc.Arbitrary<unknown>): fc.Arbitrary<ValueEdit> =>
  fc.record({
    path: fc.array(fc.nat(), { maxLength: 7 }),
    action: fc.constantFrom('replace' as const, 'delete' as const, 'add' as const),
    key: fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })),
    value: values,
  });

/** Apply one structural edit to a deep copy of `doc`. */
export function applyValueEdit(doc: unknown, edit: ValueEdit): unknown {
  const root = { value: structuredClone(doc) } as Record<string, unknown>;
  let parent: Record<string, unknown> | unknown[] = root;
  let key: string | number = 'value';
  for (const step of edit.path) {
    const node: unknown = (parent as Record<string | number, unknown>)[key];
    if (node === null || typeof node !== 'object') break;
    const children: Array<string | number> = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    if (children.length === 0) break;
    parent = node as Record<string, unknown> | unknown[];
    key = children[step % children.length];
  }
  const target = (parent as Record<string | number, unknown>)[key];
  if (edit.action === 'replace') (parent as Record<string | number, unknown>)[key] = edit.value;
  else if (edit.action === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<string, unknown>)[key as string];
  } else if (Array.isArray(target)) target.push(edit.value);
  else if (target !== null && typeof target === 'object')
    Object.defineProperty(target, edit.key, {
      value: edit.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else (parent as Record<string | number, unknown>)[key] = edit.value;
  return root.value;
}

/** A parsed seed with up to 4 structural edits. */
export function mutatedValue(
  seeds: readonly unknown[],
  keys: readonly string[],
  values: fc.Arbitrary<unknown> = valueArb(keys),
): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(valueEditArb(keys, values), { minLength: 1, maxLength: 4 }))
    .map(([seed, edits]) => edits.reduce((doc, edit) => applyValueEdit(doc, edit), seed));
}

/** JSON text of `value` in one of a few layouts. */
export function jsonTextArb(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.tuple(value, fc.constantFrom(0, 2, '\t')).map(([v, indent]) => JSON.stringify(v, null, indent) ?? 'null');
}
