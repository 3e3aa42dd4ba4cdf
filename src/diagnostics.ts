/**
 * Diagnostics: the one shape every stage uses to report a user mistake.
 * Stages collect diagnostics and keep going; the build fails once, at the end, with all of them.
 */

/**
 * How bad a diagnostic is. Warnings never stop a build unless `--strict` is given; `info` is a note that never stops
 * one, not even with `--strict` (e.g. the files of the docs folder that were left out of the site, and why).
 */
export type Severity = 'error' | 'warning' | 'info';

/** A 1-based line and column in a source file. */
export interface Position {
  line: number;
  column: number;
}

/** One problem found in the user's input, with where it is and how to fix it. */
export interface Diagnostic {
  severity: Severity;
  /** Stable rule id, e.g. `config/unknown-key`, `graph/missing-page`, `markdown/broken-link`. */
  rule: string;
  /** File the problem is in, relative to the docs folder with `/` separators (e.g. `site.json`, `guide/setup.md`). */
  file: string;
  /** Where in `file`, when known. */
  position?: Position;
  /** JSON path inside `site.json` (e.g. `navigation[0].pages[3]`), for config problems. */
  jsonPath?: string;
  /** What is wrong: what was expected and what was found. One line. */
  message: string;
  /** How to fix it, e.g. "did you mean `primary`?". */
  hint?: string;
}

/**
 * A failure caused by the user's input (never by a Quire bug). The CLI prints its diagnostics and exits 1,
 * without a stack trace. Bugs stay plain `Error`s.
 */
export class SiteError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(message: string, diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteError';
    this.diagnostics = diagnostics;
  }
}

/** Whether `value` is a {@link SiteError} (also across module copies, e.g. from worker threads). */
export function isSiteError(value: unknown): value is SiteError {
  return value instanceof SiteError || (value instanceof Error && value.name === 'SiteError' && 'diagnostics' in value);
}

/** Count errors and warnings in a list of diagnostics (`info` notes count as neither). */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
  }
  return { errors, warnings };
}

/** Sort diagnostics by file, then position, so output is stable whatever order workers finish in. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareFiles(a.file, b.file) ||
      (a.position?.line ?? 0) - (b.position?.line ?? 0) ||
      (a.position?.column ?? 0) - (b.position?.column ?? 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

/** The config file names (`config/load-fs.ts` reads the first that exists), sorted before every other file. */
const CONFIG_FILE_NAMES = new Set(['site.json', 'docs.json', 'mint.json']);

function compareFiles(a: string, b: string): number {
  // The config file first: its problems usually explain the others.
  if (a === b) return 0;
  if (CONFIG_FILE_NAMES.has(a)) return -1;
  if (CONFIG_FILE_NAMES.has(b)) return 1;
  return a < b ? -1 : 1;
}
