/** Turn diagnostics into the text the CLI prints (and the dev overlay shows). */
import { countDiagnostics, type Diagnostic } from './diagnostics.js';
import { createStyles } from './utils/terminal.js';

/**
 * Format one diagnostic as
 * `site.json:12:5 error navigation[0].pages[3]: expected …, found …` followed by an indented `hint:` line.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: { color?: boolean } = {}): string {
  const s = createStyles(options.color ?? false);
  const where = diagnostic.position
    ? `${diagnostic.file}:${diagnostic.position.line}:${diagnostic.position.column}`
    : diagnostic.file;
  const label =
    diagnostic.severity === 'error'
      ? s.red('error')
      : diagnostic.severity === 'warning'
        ? s.yellow('warning')
        : s.cyan('info');
  const path = diagnostic.jsonPath ? `${s.cyan(printable(diagnostic.jsonPath))}: ` : '';
  let text = `${s.bold(printable(where))} ${label} ${path}${printable(diagnostic.message)} ${s.dim(`[${diagnostic.rule}]`)}`;
  if (diagnostic.hint) text += `\n  ${s.dim('hint:')} ${printable(diagnostic.hint)}`;
  return text;
}

/**
 * `text` with control characters shown as escapes (`\u001b`, `\n`): messages quote what files contain, and a file
 * from elsewhere (an OpenAPI URL) must not add lines to the report or send escape sequences to the terminal.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const named = ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' } as Record<string, string>)[c];
    const code = c.charCodeAt(0);
    return named ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`);
  });
}

/** From this many uses on, the same problem (rule, message and hint) is printed once, with its count. */
const REPEATS_SHOWN_ONCE = 3;

/**
 * The same problem found in many places (a Pro icon used on 179 pages) as one diagnostic: the first place, with the
 * count and the next few places in the message. Fewer repeats than {@link REPEATS_SHOWN_ONCE}, and `info` notes, are
 * left as they are.
 */
export function collapseRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = `${d.severity}\u0000${d.rule}\u0000${d.jsonPath ?? ''}\u0000${d.message}\u0000${d.hint ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const group = groups.get(
      `${d.severity}\u0000${d.rule}\u0000${d.jsonPath ?? ''}\u0000${d.message}\u0000${d.hint ?? ''}`,
    );
    // Notes stay one per file: they list what was left out, and the file is what they say.
    if (!group || group.length < REPEATS_SHOWN_ONCE || d.severity === 'info') out.push(d);
    else if (group[0] === d) {
      const more = group.slice(1, 4).map(placeOf).join(', ');
      const rest = group.length - 4 > 0 ? `, and ${group.length - 4} more` : '';
      out.push({ ...d, message: `${d.message} (${group.length} times; also at ${more}${rest})` });
    }
  }
  return out;
}

function placeOf(d: Diagnostic): string {
  return d.position ? `${d.file}:${d.position.line}:${d.position.column}` : d.file;
}

/**
 * Format a list of diagnostics followed by a one-line summary, e.g. `2 errors, 1 warning` (counted before repeats are
 * printed once: the summary says how many problems there are).
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: { color?: boolean } = {}): string {
  if (diagnostics.length === 0) return '';
  const { errors, warnings } = countDiagnostics(diagnostics);
  const body = collapseRepeats(diagnostics)
    .map((d) => formatDiagnostic(d, options))
    .join('\n');
  const notes = diagnostics.filter((d) => d.severity === 'info').length;
  return `${body}\n\n${summarize(errors, warnings)}${notes ? `, ${notes} note${notes === 1 ? '' : 's'}` : ''}`;
}

/** `2 errors, 1 warning`. */
export function summarize(errors: number, warnings: number): string {
  const parts: string[] = [];
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return parts.join(', ') || 'no problems';
}
