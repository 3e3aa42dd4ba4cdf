/**
 * The property every fuzz target must hold: the result is a success or diagnostics, and each diagnostic names a
 * known file and a real position in it (line and column inside the text), except where no position can exist.
 * Lines end as the format says: CommonMark and YAML also end a line at a lone `\r`; site.json's locator at `\n` only.
 */
import type { Diagnostic } from '../../../src/diagnostics.js';
import { formatDiagnostic } from '../../../src/diagnostics-format.js';
import type { TargetResult } from './fuzz-worker.js';

/** A diagnostic that may lack a position, and why; anything else without one fails. */
export interface PositionlessRule {
  rule: string;
  why: string;
  /** Further condition on the diagnostic. */
  when?: (diagnostic: Diagnostic) => boolean;
}

/** Check `result` against the texts of the files its diagnostics may name. Throws with the first problem. */
export function checkResult(
  result: TargetResult,
  texts: Readonly<Record<string, string>>,
  positionless: readonly PositionlessRule[] = [],
  lineBreak: RegExp = /\r\n|\r|\n/,
): void {
  if (typeof result.ok !== 'boolean' || !Array.isArray(result.diagnostics))
    throw new Error(`not a result: ${JSON.stringify(result)}`);
  if (!result.ok && !result.diagnostics.some((d) => d.severity === 'error'))
    throw new Error('failed without an error diagnostic');
  for (const d of result.diagnostics) {
    const where = JSON.stringify(d);
    if (d.severity !== 'error' && d.severity !== 'warning') throw new Error(`bad severity: ${where}`);
    if (!/^[a-z-]+\/[a-z-]+$/.test(d.rule)) throw new Error(`bad rule id: ${where}`);
    if (typeof d.message !== 'string' || d.message.trim() === '') throw new Error(`empty message: ${where}`);
    // Printed, a diagnostic is one line (two with a hint) without control characters, whatever the file quoted.
    const printed = formatDiagnostic(d);
    if (
      printed.split('\n').length !== (d.hint ? 2 : 1) ||
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/.test(printed)
    ) {
      throw new Error(`printed diagnostic adds lines or control characters: ${JSON.stringify(printed)}`);
    }
    if (/\n\s+at .+:\d+:\d+\)?/.test(`${d.message}\n${d.hint ?? ''}`))
      throw new Error(`a stack trace in a diagnostic: ${where}`);
    if (!Object.hasOwn(texts, d.file)) throw new Error(`diagnostic names an unknown file: ${where}`);
    if (!d.position) {
      if (!positionless.some((p) => p.rule === d.rule && (p.when?.(d) ?? true)))
        throw new Error(`diagnostic without a position: ${where}`);
      continue;
    }
    const { line, column } = d.position;
    if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1)
      throw new Error(`position is not 1-based integers: ${where}`);
    const lines = texts[d.file].replace(/^\uFEFF/, '').split(lineBreak);
    if (line > lines.length)
      throw new Error(`line ${line} is past the end of ${d.file} (${lines.length} lines): ${where}`);
    if (column > lines[line - 1].length + 1)
      throw new Error(
        `column ${column} is past the end of line ${line} (${lines[line - 1].length} characters): ${where}`,
      );
  }
}
