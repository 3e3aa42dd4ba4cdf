/** Split a page's YAML front matter from its markdown body, reporting YAML mistakes with their line. */
import { parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics.js';
import { findCollectionKey } from '../utils/yaml-keys.js';
import { parseFlatFrontmatter } from './flat-frontmatter.js';
import { repairUnindentedQuotes, type RepairedValue } from './frontmatter-repair.js';
import type { Frontmatter } from './types.js';

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/m;

/** Parse the front matter of `raw` (the page at `file`). Never throws: YAML errors become diagnostics. */
export function parseFrontmatter(raw: string, file: string): { frontmatter: Frontmatter; diagnostics: Diagnostic[] } {
  const open = OPEN.exec(raw);
  if (!open) return { frontmatter: { data: {}, body: raw.replace(/^\uFEFF/, ''), bodyLineOffset: 0 }, diagnostics: [] };

  const rest = raw.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) {
    return {
      frontmatter: { data: {}, body: raw, bodyLineOffset: 0 },
      diagnostics: [
        {
          severity: 'error',
          rule: 'content/frontmatter',
          file,
          position: { line: 1, column: 1 },
          message: 'front matter starts with `---` but is never closed',
          hint: 'end the front matter with a line containing only `---`',
        },
      ],
    };
  }

  const yamlText = rest.slice(0, close.index);
  const afterClose = rest.slice(close.index + close[0].length).replace(/^\r?\n/, '');
  const bodyLineOffset =
    raw.length - afterClose.length === 0 ? 0 : countLines(raw.slice(0, raw.length - afterClose.length));
  const flat = parseFlatFrontmatter(yamlText);
  if (flat) return { frontmatter: { data: flat, body: afterClose, bodyLineOffset }, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  // logLevel: a key that is itself a mapping would otherwise print a Node warning in the middle of the build output.
  const options = { prettyErrors: false, uniqueKeys: true, logLevel: 'error' } as const;
  let doc = parseDocument(yamlText, options);
  if (doc.errors.length > 0) {
    const repair = repairUnindentedQuotes(yamlText);
    const repairedDoc = repair && parseDocument(repair.text, options);
    if (repair && repairedDoc && repairedDoc.errors.length === 0) {
      doc = repairedDoc;
      for (const value of repair.repaired) diagnostics.push(repairedWarning(file, value));
    }
  }
  for (const error of doc.errors) {
    const linePos = error.linePos?.[0];
    diagnostics.push({
      severity: 'error',
      rule: 'content/frontmatter',
      file,
      // +1: the opening `---` line comes before the YAML text.
      position: linePos ? { line: linePos.line + 1, column: linePos.col } : { line: 2, column: 1 },
      message: `invalid YAML in front matter: ${firstLine(error.message)}`,
      hint: 'front matter is YAML: `key: value` pairs; quote values that contain `:` or start with a special character',
    });
  }
  const complexKey = doc.errors.length === 0 ? findCollectionKey(doc) : undefined;
  if (complexKey !== undefined) {
    diagnostics.push({
      severity: 'error',
      rule: 'content/frontmatter',
      file,
      // +1: the opening `---` line comes before the YAML text.
      position: {
        line: countLines(yamlText.slice(0, complexKey)) + 2,
        column: complexKey - yamlText.lastIndexOf('\n', complexKey - 1),
      },
      message: 'a front matter key is a list or a mapping (`? …` or `[a, b]: …`); keys must be plain text',
      hint: 'write `key: value` lines; quote a key that starts with `?`, `[` or `{`',
    });
  }
  let data: Record<string, unknown> = {};
  if (!diagnostics.some((d) => d.severity === 'error')) {
    let value: unknown;
    try {
      // Aliases are capped, so a "billion laughs" block cannot take the build's memory.
      value = doc.toJS({ maxAliasCount: 100 }) as unknown;
    } catch (error) {
      // An alias to an anchor defined later (or never), or too many aliases.
      diagnostics.push({
        severity: 'error',
        rule: 'content/frontmatter',
        file,
        position: { line: 2, column: 1 },
        message: `invalid YAML in front matter: ${firstLine(error instanceof Error ? error.message : String(error))}`,
        hint: 'define each `&anchor` before its `*alias`, and use few aliases; or quote values that start with `*` or `&`',
      });
    }
    if (value !== null && value !== undefined) {
      if (typeof value === 'object' && !Array.isArray(value)) data = value as Record<string, unknown>;
      else
        diagnostics.push({
          severity: 'error',
          rule: 'content/frontmatter',
          file,
          position: { line: 2, column: 1 },
          message: `front matter must be a mapping of keys to values, found ${Array.isArray(value) ? 'a list' : typeof value}`,
          hint: 'write `title: My page` style lines between the `---` markers',
        });
    }
  }
  return { frontmatter: { data, body: afterClose, bodyLineOffset }, diagnostics };
}

/** The warning for a quoted value read across lines that YAML would refuse (see `frontmatter-repair.ts`). */
function repairedWarning(file: string, { key, line }: RepairedValue): Diagnostic {
  return {
    severity: 'warning',
    rule: 'content/frontmatter-unindented',
    file,
    // +1: the opening `---` line comes before the YAML text.
    position: { line: line + 1, column: 1 },
    message: `the quoted \`${key}\` continues on a line that starts at column 0; YAML requires those lines to be indented, so it was read up to its closing quote, as Mintlify reads it`,
    hint: `indent the lines after \`${key}:\` by two spaces, or keep the value on one line`,
  };
}

/** Read a string-valued front matter field, ignoring other types. */
export function frontmatterString(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function countLines(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return lines;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
