/**
 * Print the dev session's diagnostics to the terminal once each: after every rebuild only the problems that are new
 * are printed, and a line says when the last error is fixed. A problem that is fixed and comes back is printed again.
 */
import { countDiagnostics, type Diagnostic } from '../diagnostics.js';
import { formatDiagnostic } from '../diagnostics-format.js';
import { createStyles } from '../utils/terminal.js';

/** Prints what changed in the list of problems. */
export interface DiagnosticsReporter {
  /** Report the current list of problems. */
  update(diagnostics: readonly Diagnostic[]): void;
}

/** Create a reporter writing to `write` (one call per message). */
export function createDiagnosticsReporter(write: (text: string) => void, color = false): DiagnosticsReporter {
  const s = createStyles(color);
  let shown = new Set<string>();
  let hadErrors = false;
  return {
    update(diagnostics) {
      const current = new Set<string>();
      for (const diagnostic of diagnostics) {
        const key = formatDiagnostic(diagnostic);
        if (current.has(key)) continue;
        current.add(key);
        if (!shown.has(key)) write(`${formatDiagnostic(diagnostic, { color })}\n`);
      }
      const { errors } = countDiagnostics(diagnostics);
      if (hadErrors && errors === 0) write(`${s.green('✓')} No errors left.\n`);
      hadErrors = errors > 0;
      shown = current;
    },
  };
}
