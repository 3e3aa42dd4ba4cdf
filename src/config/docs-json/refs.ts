/**
 * docs.json `$ref`: an object `{ "$ref": "./nav.json" }` anywhere in the file is replaced by the JSON of that file
 * (relative to the file it is written in, confined to the docs folder); other keys written beside `$ref` are laid
 * over an object it names, and ignored otherwise (Mintlify's rules). Referenced files may hold `$ref`s of their own.
 *
 * The result is one merged value plus a {@link Locator} over all the files: a JSON path of the merged value leads to
 * the file and the line and column where that part is written, so every later diagnostic points into the file the
 * user has to edit.
 */
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import { parseConfigText, type ParsedConfigText } from '../json-syntax.js';
import { createLocator, type Locator } from '../locate.js';

/** Reads a file of the docs folder named by a `$ref` (relative to the docs folder); undefined when there is none. */
export type ReadRef = (relativePath: string) => string | undefined;

/** docs.json with every `$ref` replaced, and where each part of it is written. */
export interface ResolvedRefs {
  /** The merged value; undefined when the config file itself is not valid JSON. */
  value?: unknown;
  locate: Locator;
  /** Syntax problems of every file read, and `$ref`s that could not be followed. */
  diagnostics: Diagnostic[];
  /** Paths (in the merged value) of `$ref`s that could not be followed: what is below them is incomplete. */
  failed: JsonPathSegment[][];
}

/** A file laid in at one path of the merged value. */
interface Mount {
  file: string;
  parsed: ParsedConfigText;
  /** Keys written beside the `$ref`: they stay in the file that holds the `$ref`. */
  siblings: Set<string>;
}

/**
 * How deep docs.json and its `$ref` files may nest objects and arrays. Real navigation trees are under 20 deep; the
 * limit keeps every later stage (all of them walk the tree recursively) far from the stack's end.
 */
export const MAX_NESTING = 200;

/**
 * How many JSON values docs.json may hold once its `$ref`s are laid in (the largest real one holds under 2,000). A
 * file named ten times by a file that is itself named ten times is laid in a hundred times: without a limit, a few
 * files expand to millions of values and take minutes and gigabytes before any later stage sees them.
 */
export const MAX_MERGED_VALUES = 100_000;

const EMPTY_DOCS_JSON_HINT =
  'a minimal docs.json is { "name": "My Docs", "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] } }';
const EMPTY_REF_HINT = 'a file named by `$ref` holds the JSON that replaces the `$ref` object, e.g. { "groups": [] }';

/** Parse `text` (the config file `file`) and follow its `$ref`s through `readRef`. */
export function resolveRefs(text: string, file: string, readRef: ReadRef): ResolvedRefs {
  const main = parseNested(text, file, EMPTY_DOCS_JSON_HINT);
  const mounts = new Map<string, Mount[]>();
  const locate = createMultiFileLocator(file, main, mounts);
  const diagnostics: Diagnostic[] = [...main.diagnostics];
  const failed: JsonPathSegment[][] = [];
  if (main.value === undefined) return { locate, diagnostics, failed };

  const parsedFiles = new Map<string, ParsedConfigText>([[file, main]]);
  let values = 0;
  const parseFile = (name: string, source: string): ParsedConfigText => {
    let parsed = parsedFiles.get(name);
    if (!parsed) {
      parsed = parseNested(source, name, EMPTY_REF_HINT);
      parsedFiles.set(name, parsed);
      diagnostics.push(...parsed.diagnostics);
    }
    return parsed;
  };

  /** Replace the `$ref`s in `value`, which sits at `merged` in the result and at `local` in `current`. */
  const walk = (
    value: unknown,
    merged: JsonPathSegment[],
    current: { file: string; parsed: ParsedConfigText },
    local: JsonPathSegment[],
    open: readonly string[],
  ): unknown => {
    // Counted before the value is copied: past the limit, nothing more is laid in.
    if (++values > MAX_MERGED_VALUES) {
      if (values === MAX_MERGED_VALUES + 1) {
        diagnostics.push({
          severity: 'error',
          rule: 'config/too-large',
          file: current.file,
          position: current.parsed.locate.value(local),
          jsonPath: formatJsonPath(merged),
          message: `the navigation holds more than ${MAX_MERGED_VALUES.toLocaleString('en-US')} values once its \`$ref\` files are laid in; Quire stops here`,
          hint: 'a file named by `$ref` is laid in once per `$ref` to it, and so are the files it names; look for a file named many times by files that are themselves named many times',
        });
        failed.push([]);
      }
      return null;
    }
    if (value === null || typeof value !== 'object') return value;
    // Each file is within the limit (see `parseNested`), but a `$ref` deep in one file adds the depth of another.
    if (merged.length > MAX_NESTING) {
      if (!failed.some((path) => path.length > MAX_NESTING)) {
        diagnostics.push({
          severity: 'error',
          rule: 'config/too-deep',
          file: current.file,
          position: current.parsed.locate.value(local),
          jsonPath: formatJsonPath(merged),
          message: `the navigation nests more than ${MAX_NESTING} deep through \`$ref\` files`,
          hint: 'a navigation is rarely more than 10 levels deep; look for a `$ref` that lays in a file inside itself',
        });
      }
      failed.push(merged);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...merged, i], current, [...local, i], open));
    const object = value as Record<string, unknown>;
    const siblings = (): Array<[string, unknown]> =>
      Object.entries(object)
        .filter(([key]) => key !== '$ref')
        .map(([key, child]) => [key, walk(child, [...merged, key], current, [...local, key], open)]);
    if (!Object.hasOwn(object, '$ref')) return Object.fromEntries(siblings());

    const problem = (rule: string, message: string, hint: string): unknown => {
      diagnostics.push({
        severity: 'error',
        rule,
        file: current.file,
        position: current.parsed.locate.value([...local, '$ref']),
        jsonPath: formatJsonPath([...merged, '$ref']),
        message,
        hint,
      });
      failed.push(merged);
      return Object.fromEntries(siblings());
    };
    const target = refTarget(object.$ref, current.file);
    if ('error' in target) return problem('config/invalid-ref', target.error, target.hint);
    if (open.includes(target.file)) {
      const cycle = [...open.slice(open.indexOf(target.file)), target.file].join(' → ');
      return problem('config/circular-ref', `\`$ref\` goes round in a circle: ${cycle}`, 'remove one of the `$ref`s');
    }
    const source = readRef(target.file);
    if (source === undefined) {
      return problem(
        'config/missing-ref',
        `\`$ref\` names ${target.file}, which is not in the docs folder`,
        `create ${target.file}, or fix the path (it is relative to ${current.file === path.posix.basename(current.file) ? 'the docs folder' : `the folder of ${current.file}`})`,
      );
    }
    const parsed = parseFile(target.file, source);
    if (parsed.value === undefined) {
      failed.push(merged);
      return Object.fromEntries(siblings());
    }
    // The mount goes in before the file's own `$ref`s are followed, so an outer file comes before an inner one.
    const mount: Mount = { file: target.file, parsed, siblings: new Set() };
    const key = pathKey(merged);
    mounts.set(key, [...(mounts.get(key) ?? []), mount]);
    const content = walk(parsed.value, merged, { file: target.file, parsed }, [], [...open, target.file]);
    const beside = siblings();
    if (content === null || typeof content !== 'object' || Array.isArray(content)) {
      if (beside.length > 0) {
        diagnostics.push({
          severity: 'warning',
          rule: 'config/ignored-ref-siblings',
          file: current.file,
          position: current.parsed.locate.key([...local, beside[0][0]]),
          jsonPath: formatJsonPath([...merged, beside[0][0]]),
          message: `${listNames(beside.map(([name]) => name))} beside \`$ref\` ${beside.length === 1 ? 'is' : 'are'} ignored: ${target.file} holds ${Array.isArray(content) ? 'an array' : 'a single value'}, not an object`,
          hint: `keys beside \`$ref\` are laid over an object only; move ${beside.length === 1 ? 'it' : 'them'} into ${target.file} or remove ${beside.length === 1 ? 'it' : 'them'}`,
        });
      }
      return content;
    }
    for (const [name] of beside) mount.siblings.add(name);
    return { ...(content as Record<string, unknown>), ...Object.fromEntries(beside) };
  };

  const value = walk(main.value, [], { file, parsed: main }, [], [file]);
  return { value, locate, diagnostics, failed };
}

/** Parse `text` unless it nests deeper than {@link MAX_NESTING}, which is reported instead. */
function parseNested(text: string, file: string, emptyHint: string): ParsedConfigText {
  const offset = tooDeepAt(text);
  if (offset === undefined) return parseConfigText(text, file, emptyHint);
  const locate = createLocator(text, undefined);
  return {
    locate,
    diagnostics: [
      {
        severity: 'error',
        rule: 'config/too-deep',
        file,
        position: locate.at(offset),
        message: `${file} nests objects and arrays more than ${MAX_NESTING} deep`,
        hint: 'a navigation is rarely more than 10 levels deep; look for a runaway nesting here',
      },
    ],
  };
}

/** The offset of the bracket that nests deeper than {@link MAX_NESTING}, skipping strings; undefined if none does. */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_NESTING) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return undefined;
}

/** The docs-folder path a `$ref` value names, seen from the file it is written in; or why it cannot be followed. */
function refTarget(ref: unknown, from: string): { file: string } | { error: string; hint: string } {
  const hint = 'give the path of a JSON file in the docs folder, relative to this file, e.g. "./navigation.json"';
  if (typeof ref !== 'string') return { error: `expected \`$ref\` to be a file path, found ${kindOf(ref)}`, hint };
  const trimmed = ref.trim();
  if (trimmed === '') return { error: '`$ref` is empty', hint };
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//'))
    return { error: `\`$ref\` must name a file of the docs folder, found the URL "${trimmed}"`, hint };
  // A leading `/` means the docs folder, as in page paths.
  const joined = trimmed.startsWith('/')
    ? path.posix.normalize(trimmed.replace(/^\/+/, ''))
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), trimmed.replace(/\\/g, '/')));
  if (joined === '..' || joined.startsWith('../') || joined === '.' || joined === '')
    return { error: `\`$ref\` "${trimmed}" points outside the docs folder`, hint };
  return { file: joined };
}

/**
 * A locator over the merged value: it follows the mounts along a path, switching to the referenced file where a
 * `$ref` was (unless the next key was written beside the `$ref`), and answers in that file's lines and columns.
 */
function createMultiFileLocator(file: string, main: ParsedConfigText, mounts: Map<string, Mount[]>): Locator {
  const find = (segments: readonly JsonPathSegment[], part: 'key' | 'value') => {
    let where = { file, parsed: main };
    let local: JsonPathSegment[] = [];
    let prefix = '';
    for (let i = 0; i <= segments.length; i++) {
      const atEnd = i === segments.length;
      // The key of a property whose value is a `$ref` is written in the file that holds the `$ref`.
      if (mounts.size > 0 && !(atEnd && part === 'key')) {
        for (const mount of mounts.get(prefix) ?? []) {
          if (!atEnd && mount.siblings.has(String(segments[i]))) break;
          where = mount;
          local = [];
        }
      }
      if (!atEnd) {
        local.push(segments[i]);
        prefix += segmentKey(segments[i]);
      }
    }
    return { ...where, local };
  };
  return {
    at: (offset) => main.locate.at(offset),
    value(segments) {
      const { parsed, local } = find(segments, 'value');
      return parsed.locate.value(local);
    },
    key(segments) {
      const { parsed, local } = find(segments, 'key');
      return parsed.locate.key(local);
    },
    file(segments, part = 'value') {
      const found = find(segments, part).file;
      return found === file ? undefined : found;
    },
  };
}

/** A map key for a path, built one segment at a time (an index and a key that looks like one stay apart). */
function pathKey(segments: readonly JsonPathSegment[]): string {
  return segments.map(segmentKey).join('');
}

function segmentKey(segment: JsonPathSegment): string {
  return `\u0000${typeof segment === 'number' ? '#' : '.'}${segment}`;
}

function listNames(names: string[]): string {
  return names.map((n) => `\`${n}\``).join(', ');
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
