/**
 * docs.json `variables`: `{{name}}` in a page or snippet source is replaced by the variable's value before anything
 * reads the source (front matter included), as Mintlify does at build time; so the HTML, the page's `.md`, `llms.txt`
 * and search all see the value. One pass, left to right: a value that holds `{{other}}` is not expanded again, so
 * the output grows at most by the values' sizes times the placeholders written. It is still bounded: a source that
 * would grow past the page size limit keeps its text, with an error naming the variable. A `{{name}}` with no value
 * stays as written (Mintlify leaves it too), and the load reports it once per name.
 */
import type { Diagnostic, Position } from '../diagnostics.js';

/** A placeholder: `{{name}}`, the name in letters, digits, `-` and `_` (config/docs-json/extras.ts warns about others). */
const PLACEHOLDER = /\{\{([\w-]+)\}\}/g;

/** The variables of a site and the largest source they may produce (the renderer's page size limit). */
export interface VariableOptions {
  values: Readonly<Record<string, string>>;
  maxBytes: number;
}

/** What substituting gave one source. */
export interface VariableResult {
  /** The source with every known placeholder replaced; the source as it was when `tooLarge` is set. */
  text: string;
  /** Placeholders with no value: how often each was written, and where first. */
  unknown?: Map<string, { count: number; position: Position }>;
  /** The substitution stopped: replacing `name` at `position` made the source larger than `maxBytes` (and `unknown` is not counted). */
  tooLarge?: { name: string; position: Position; maxBytes: number };
}

/** Replace the `{{name}}` placeholders of `raw` by the values of `options.values`. Pure. */
export function applyVariables(raw: string, options: VariableOptions): VariableResult {
  if (!raw.includes('{{')) return { text: raw };
  const { values, maxBytes } = options;
  let bytes = Buffer.byteLength(raw, 'utf8');
  const valueBytes = new Map<string, number>();
  let unknown: VariableResult['unknown'];
  let out = '';
  let last = 0;
  for (const match of raw.matchAll(PLACEHOLDER)) {
    const name = match[1];
    const index = match.index;
    if (!Object.hasOwn(values, name)) {
      unknown ??= new Map();
      const seen = unknown.get(name);
      if (seen) seen.count++;
      else unknown.set(name, { count: 1, position: positionAt(raw, index) });
      continue;
    }
    const value = values[name];
    let size = valueBytes.get(name);
    if (size === undefined) {
      size = Buffer.byteLength(value, 'utf8');
      valueBytes.set(name, size);
    }
    // The placeholder is ASCII: its length is its size.
    bytes += size - match[0].length;
    if (bytes > maxBytes) return { text: raw, tooLarge: { name, position: positionAt(raw, index), maxBytes } };
    out += raw.slice(last, index) + value;
    last = index + match[0].length;
  }
  return { text: last === 0 ? raw : out + raw.slice(last), ...(unknown && { unknown }) };
}

/** Collects the results of a load's sources into its diagnostics: one error per source too large, one warning per unknown name. */
export class VariableReport {
  private readonly unknown = new Map<string, { count: number; files: number; file: string; position: Position }>();
  private readonly errors: Diagnostic[] = [];

  /** Note what substituting gave the source `file`. */
  add(file: string, result: VariableResult): void {
    if (result.tooLarge) {
      const { name, position, maxBytes } = result.tooLarge;
      this.errors.push({
        severity: 'error',
        rule: 'content/variables-too-large',
        file,
        position,
        message: `replacing {{${name}}} makes the page larger than ${(maxBytes / 1024 / 1024).toFixed(1)} MB, the most Quire renders`,
        hint: `shorten the value of \`variables.${name}\` in docs.json, or write {{${name}}} less often in this page`,
      });
    }
    for (const [name, found] of result.unknown ?? []) {
      const seen = this.unknown.get(name);
      if (seen) {
        seen.count += found.count;
        seen.files++;
      } else this.unknown.set(name, { ...found, files: 1, file });
    }
  }

  /** The diagnostics of every source noted. */
  diagnostics(): Diagnostic[] {
    const warnings: Diagnostic[] = [...this.unknown].map(([name, { count, files, file, position }]) => ({
      severity: 'warning',
      rule: 'content/unknown-variable',
      file,
      position,
      message: `{{${name}}} is not one of docs.json's \`variables\`; Quire leaves the placeholder as written (${count} ${count === 1 ? 'time' : 'times'} in ${files} ${files === 1 ? 'file' : 'files'})`,
      hint: `add "${name}" to \`variables\` in docs.json; a placeholder meant as text (a template example) can stay`,
    }));
    return [...this.errors, ...warnings];
  }
}

/** The 1-based line and column of `index` in `text`. */
function positionAt(text: string, index: number): Position {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: index - start + 1 };
}
