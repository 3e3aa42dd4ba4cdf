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

/** Format a list of diagnostics followed by a one-line summary, e.g. `2 errors, 1 warning`. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: { color?: boolean } = {}): string {
  if (diagnostics.length === 0) return '';
  const { errors, warnings } = countDiagnostics(diagnostics);
  const body = diagnostics.map((d) => formatDiagnostic(d, options)).join('\n');
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
