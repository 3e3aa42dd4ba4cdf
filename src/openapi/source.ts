/**
 * Parse the text of an OpenAPI file (JSON or YAML) into a value, reporting syntax errors with their line and
 * column, and find where a JSON pointer sits in the text (only computed when a problem needs a position).
 */
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type Pair } from 'yaml';
import { findCollectionKey } from '../utils/yaml-keys.js';
import { createLocator } from '../config/locate.js';
import type { Diagnostic, Position } from '../diagnostics.js';
import type { JsonPathSegment } from '../utils/json-path.js';
import { parseWithRawControlCharacters, type RawControlCharacters } from './raw-json.js';

/** An OpenAPI source file as read: where from, its text and its parsed value. */
export interface SourceFile {
  /** Absolute path or URL, as the `$ref` resolver sees it. */
  location: string;
  /** Docs-relative path or URL, as diagnostics name it. */
  file: string;
  text: string;
  /** Parsed value; undefined when the text has syntax errors. */
  value?: unknown;
  /** Whether `text` is JSON (else YAML). */
  json: boolean;
}

/** Whether a file should be parsed as JSON: by its extension, else by its first character. */
export function looksLikeJson(location: string, text: string): boolean {
  const pathname = location.split(/[?#]/)[0].toLowerCase();
  if (pathname.endsWith('.json')) return true;
  if (pathname.endsWith('.yaml') || pathname.endsWith('.yml')) return false;
  return /^\uFEFF?\s*[{[]/.test(text);
}

/**
 * Parse `text` of `file`; diagnostics say where the syntax is broken. Never throws. `yaml` is set when JSON with raw
 * line breaks in its strings was read as YAML (see raw-json.ts): its value is no longer its text read as JSON.
 */
export function parseSourceText(
  text: string,
  file: string,
  json: boolean,
): { value?: unknown; diagnostics: Diagnostic[]; yaml?: true } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') {
    return {
      diagnostics: [
        syntaxError(file, { line: 1, column: 1 }, 'the file is empty', 'an OpenAPI file starts with `openapi: 3.1.0`'),
      ],
    };
  }
  if (json) {
    try {
      return { value: JSON.parse(source), diagnostics: [] };
    } catch {
      const lenient = parseWithRawControlCharacters(source);
      if (!lenient) return { diagnostics: [jsonSyntaxError(source, file)] };
      // Read as YAML, as Mintlify reads it; the escaped JSON's value in case the YAML reader refuses it after all.
      const yaml = parseYaml(source, file);
      return {
        value: yaml.value !== undefined ? yaml.value : lenient.value,
        yaml: true,
        diagnostics: [rawControlWarning(source, file, lenient.found)],
      };
    }
  }
  return parseYaml(source, file);
}

function parseYaml(source: string, file: string): { value?: unknown; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true, logLevel: 'error' });
  if (doc.errors.length > 0) {
    // Positions from the offset: the library's own `linePos` can land past the end of a line on broken input.
    const locator = createLocator(source, undefined);
    const diagnostics = doc.errors.slice(0, 5).map((error) => {
      const message = `invalid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
      return syntaxError(
        file,
        locator.at(Math.min(error.pos[0], source.length)),
        message,
        'check the indentation and quoting around this line',
      );
    });
    return { diagnostics };
  }
  const complexKey = findCollectionKey(doc);
  if (complexKey !== undefined) {
    const message =
      'invalid OpenAPI YAML: a key is a list or a mapping (`? …` or `[a, b]: …`); keys must be plain text';
    return {
      diagnostics: [
        syntaxError(
          file,
          createLocator(source, undefined).at(complexKey),
          message,
          'quote a key that starts with `?`, `[` or `{`',
        ),
      ],
    };
  }
  try {
    return { value: doc.toJS({ maxAliasCount: 1_000 }), diagnostics: [] };
  } catch (error) {
    // Aliases expanding past the limit (a "billion laughs" file), or an alias to an anchor that is not defined.
    return {
      diagnostics: [
        syntaxError(
          file,
          { line: 1, column: 1 },
          `invalid YAML: ${(error as Error).message}`,
          'use fewer YAML aliases (`*name`)',
        ),
      ],
    };
  }
}

/** Where the value at `segments` is written in `source` (its key when it has one), or undefined. */
export function findPosition(source: SourceFile, segments: readonly JsonPathSegment[]): Position | undefined {
  let locate = locators.get(source);
  if (!locate) {
    locate = createPathLocator(source);
    locators.set(source, locate);
  }
  return locate(segments) ?? nearest(segments, locate);
}

type PathLocator = (segments: readonly JsonPathSegment[]) => Position | undefined;

// Parsing with positions is slow on big files, so it happens once per file and only when a problem needs it.
const locators = new WeakMap<SourceFile, PathLocator>();

function createPathLocator(source: SourceFile): PathLocator {
  const text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
  if (source.json) {
    const locator = createLocator(text, parseTree(text));
    return (segments) => locator.key(segments);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, keepSourceTokens: false });
  return (segments) => {
    const offset = yamlOffset(doc.contents, segments);
    if (offset === undefined) return undefined;
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
}

/** The position of the longest existing prefix of `segments`. */
function nearest(segments: readonly JsonPathSegment[], locate: PathLocator): Position | undefined {
  for (let length = segments.length - 1; length >= 0; length--) {
    const position = locate(segments.slice(0, length));
    if (position) return position;
  }
  return undefined;
}

function yamlOffset(root: YamlNode | null, segments: readonly JsonPathSegment[]): number | undefined {
  let node: unknown = root;
  let pair: Pair | undefined;
  for (const segment of segments) {
    pair = undefined;
    if (isMap(node)) {
      pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return undefined;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
      if (node === undefined) return undefined;
    } else return undefined;
  }
  const keyNode = pair?.key as YamlNode | undefined;
  return (keyNode ?? (node as YamlNode | null))?.range?.[0];
}

function jsonSyntaxError(text: string, file: string): Diagnostic {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  const locator = createLocator(text, undefined);
  const position = first ? locator.at(first.offset) : { line: 1, column: 1 };
  const what = first
    ? printParseErrorCode(first.error)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
    : 'syntax error';
  return syntaxError(
    file,
    position,
    `invalid JSON: ${what}`,
    'check for a missing comma, quote or bracket near this position',
  );
}

function rawControlWarning(text: string, file: string, found: RawControlCharacters): Diagnostic {
  const code = text.charCodeAt(found.first);
  const what =
    code === 0x0a || code === 0x0d
      ? 'a raw line break'
      : code === 0x09
        ? 'a raw tab'
        : `the raw control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const others = found.count - 1;
  const more = others === 0 ? '' : ` (and ${others} more raw control character${others === 1 ? '' : 's'} in strings)`;
  return {
    severity: 'warning',
    rule: 'openapi/json-control-character',
    file,
    position: createLocator(text, undefined).at(found.first),
    message: `invalid JSON: a string holds ${what}${more}; Quire reads the file as YAML, as Mintlify does, so a line break in a string is read as a space and a blank line as a line break`,
    hint: 'write line breaks in JSON strings as `\\n` (and tabs as `\\t`)',
  };
}

function syntaxError(file: string, position: Position, message: string, hint: string): Diagnostic {
  return { severity: 'error', rule: 'openapi/syntax', file, position, message, hint };
}
