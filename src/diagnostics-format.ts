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
  const label = diagnostic.severity === 'error' ? s.red('error') : s.yellow('warning');
  const path = diagnostic.jsonPath ? `${s.cyan(diagnostic.jsonPath)}: ` : '';
  let text = `${s.bold(where)} ${label} ${path}${diagnostic.message} ${s.dim(`[${diagnostic.rule}]`)}`;
  if (diagnostic.hint) text += `\n  ${s.dim('hint:')} ${diagnostic.hint}`;
  return text;
}

/** Format a list of diagnostics followed by a one-line summary, e.g. `2 errors, 1 warning`. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: { color?: boolean } = {}): string {
  if (diagnostics.length === 0) return '';
  const { errors, warnings } = countDiagnostics(diagnostics);
  const body = diagnostics.map((d) => formatDiagnostic(d, options)).join('\n');
  return `${body}\n\n${summarize(errors, warnings)}`;
}

/** `2 errors, 1 warning`. */
export function summarize(errors: number, warnings: number): string {
  const parts: string[] = [];
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return parts.join(', ') || 'no problems';
}
