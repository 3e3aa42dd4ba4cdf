/** Parse `site.json` as strict JSON, reporting every syntax error (and duplicate keys) with its line and column. */
import {
  createScanner,
  getNodePath,
  parseTree,
  ParseErrorCode,
  SyntaxKind,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics.js';
import { formatJsonPath } from '../utils/json-path.js';
import { createLocator, type Locator } from './locate.js';

/** The parsed text: the value and tree when the JSON is well-formed, and the problems found. */
export interface ParsedConfigText {
  value?: unknown;
  tree?: Node;
  locate: Locator;
  diagnostics: Diagnostic[];
}

/** The default hint for an empty file: a minimal `site.json`. */
const MINIMAL_SITE_JSON =
  'a minimal site.json is { "name": "My Docs", "navigation": [{ "group": "Start", "pages": ["index"] }] }';

/**
 * Parse `text` (the contents of `file`); `value` is absent when there are syntax errors. `emptyHint` is the hint for
 * an empty file (by default, a minimal `site.json`).
 */
export function parseConfigText(text: string, file: string, emptyHint = MINIMAL_SITE_JSON): ParsedConfigText {
  // A UTF-8 byte order mark is invisible in editors, so drop it rather than report it.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const errors: ParseError[] = [];
  const tree = parseTree(source, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const locate = createLocator(source, tree);
  if (source.trim() === '') {
    const hint = emptyHint;
    return {
      locate,
      diagnostics: [
        {
          severity: 'error',
          rule: 'config/json-syntax',
          file,
          position: { line: 1, column: 1 },
          message: `${file} is empty`,
          hint,
        },
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const seenLines = new Set<number>();
  const seenOffsets = new Set<number>();
  for (const error of errors) {
    const { offset, message, hint, standalone } = describeSyntaxError(source, error, file);
    const position = locate.at(offset);
    // jsonc-parser follows a real error with echoes of it on the same line; comments and trailing commas
    // are self-contained, so each of them is reported.
    if (seenOffsets.has(offset) || (!standalone && seenLines.has(position.line))) continue;
    seenOffsets.add(offset);
    seenLines.add(position.line);
    diagnostics.push({
      severity: 'error',
      rule: 'config/json-syntax',
      file,
      position,
      message,
      ...(hint ? { hint } : {}),
    });
  }
  if (diagnostics.length > 0 || !tree) return { locate, diagnostics };
  diagnostics.push(...findDuplicateKeys(tree, locate, file));
  // JSON.parse rather than jsonc-parser's getNodeValue: it keeps a `__proto__` key as an ordinary property
  // (so the schema reports it) instead of assigning the object's prototype.
  return { value: JSON.parse(source), tree, locate, diagnostics };
}

interface SyntaxProblem {
  offset: number;
  message: string;
  hint?: string;
  /** Not an echo of an earlier error, even when on the same line. */
  standalone?: boolean;
}

function describeSyntaxError(text: string, error: ParseError, file: string): SyntaxProblem {
  const token = text.slice(error.offset, error.offset + Math.max(error.length, 1));
  const found = error.offset >= text.length ? 'the end of the file' : `\`${token.trim() || token}\``;
  const trailingComma = findTrailingComma(text, error);
  if (trailingComma !== undefined) {
    return {
      offset: trailingComma,
      message: `trailing commas are not allowed in ${file}`,
      hint: 'remove the comma after the last item',
      standalone: true,
    };
  }
  switch (error.error) {
    case ParseErrorCode.InvalidCommentToken:
    case ParseErrorCode.UnexpectedEndOfComment:
      return {
        offset: error.offset,
        message: `comments are not allowed in ${file}`,
        hint: `${file} is strict JSON; remove the comment`,
        standalone: true,
      };
    case ParseErrorCode.PropertyNameExpected:
      return {
        offset: error.offset,
        message: `expected a property name in double quotes, found ${found}`,
        hint: 'JSON keys need double quotes, e.g. "name"',
      };
    case ParseErrorCode.ValueExpected:
      return {
        offset: error.offset,
        message: `expected a value, found ${found}`,
        hint: token.startsWith("'") ? 'JSON strings need double quotes' : undefined,
      };
    case ParseErrorCode.ColonExpected:
      return { offset: error.offset, message: `expected \`:\` after the property name, found ${found}` };
    case ParseErrorCode.CommaExpected:
      return {
        offset: error.offset,
        message: `expected \`,\` between items, found ${found}`,
        hint: 'is a comma missing at the end of the previous item?',
      };
    case ParseErrorCode.CloseBraceExpected:
      return { offset: error.offset, message: `expected \`}\` to close the object, found ${found}` };
    case ParseErrorCode.CloseBracketExpected:
      return { offset: error.offset, message: `expected \`]\` to close the array, found ${found}` };
    case ParseErrorCode.EndOfFileExpected:
      return {
        offset: error.offset,
        message: `expected the end of the file after the top-level object, found ${found}`,
      };
    case ParseErrorCode.InvalidSymbol:
      if (token.startsWith("'")) {
        return {
          offset: error.offset,
          message: `expected double quotes, found ${found}`,
          hint: 'JSON strings and keys use double quotes, e.g. "name"',
        };
      }
      return {
        offset: error.offset,
        message: `unexpected ${found}`,
        hint: 'strings need double quotes; the only bare words in JSON are true, false and null',
      };
    case ParseErrorCode.UnexpectedEndOfString:
      return { offset: error.offset, message: 'string is not closed', hint: 'strings end with `"` on the same line' };
    case ParseErrorCode.InvalidEscapeCharacter:
    case ParseErrorCode.InvalidUnicode:
      return { offset: error.offset, message: `invalid escape sequence ${found}`, hint: 'write a backslash as `\\\\`' };
    case ParseErrorCode.InvalidCharacter:
      return {
        offset: error.offset,
        message: 'invalid character in string',
        hint: 'write a tab as `\\t` and a line break as `\\n`',
      };
    default:
      return { offset: error.offset, message: `invalid JSON: unexpected ${found}` };
  }
}

/** The offset of the comma when `error` is jsonc-parser's complaint about a trailing comma (comments may follow it). */
function findTrailingComma(text: string, error: ParseError): number | undefined {
  if (error.error !== ParseErrorCode.PropertyNameExpected && error.error !== ParseErrorCode.ValueExpected)
    return undefined;
  if (text[error.offset] !== '}' && text[error.offset] !== ']') return undefined;
  const scanner = createScanner(text, true);
  let last: { kind: SyntaxKind; offset: number } | undefined;
  while (scanner.scan() !== SyntaxKind.EOF && scanner.getTokenOffset() < error.offset) {
    const kind = scanner.getToken();
    if (kind !== SyntaxKind.LineCommentTrivia && kind !== SyntaxKind.BlockCommentTrivia)
      last = { kind, offset: scanner.getTokenOffset() };
  }
  return last?.kind === SyntaxKind.CommaToken ? last.offset : undefined;
}

function findDuplicateKeys(node: Node, locate: Locator, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (node.type === 'object') {
    const seen = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode || !valueNode) continue;
      const key = String(keyNode.value);
      const first = seen.get(key);
      if (first) {
        const line = locate.at(first.offset).line;
        diagnostics.push({
          severity: 'warning',
          rule: 'config/duplicate-key',
          file,
          position: locate.at(keyNode.offset),
          jsonPath: formatJsonPath(getNodePath(valueNode)),
          message: `\`${key}\` is set twice; this later value wins`,
          hint: `remove one of them (the first is on line ${line})`,
        });
      } else seen.set(key, keyNode);
    }
  }
  for (const child of node.children ?? []) diagnostics.push(...findDuplicateKeys(child, locate, file));
  return diagnostics;
}
