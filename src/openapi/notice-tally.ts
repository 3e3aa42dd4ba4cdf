/** Warnings about found operations, counted once per rule (see {@link NoticeTally}). */
import type { Diagnostic } from '../diagnostics.js';
import type { Notice } from './pages.js';

/**
 * Notices counted once per rule: the first page's, saying on how many other pages the same happened. A project that
 * copies its specs into five language folders would otherwise get hundreds of lines that say one thing.
 */
export class NoticeTally {
  private readonly byRule = new Map<string, { notice: Notice; file: string; line?: number; pages: string[] }>();

  add(notice: Notice, file: string, line: number | undefined): void {
    const seen = this.byRule.get(notice.rule);
    if (seen) seen.pages.push(file);
    else this.byRule.set(notice.rule, { notice, file, ...(line && { line }), pages: [] });
  }

  diagnostics(): Diagnostic[] {
    return [...this.byRule.values()].map(({ notice, file, line, pages }) => ({
      severity: 'warning',
      rule: notice.rule,
      file,
      ...(line && { position: { line, column: 1 } }),
      message:
        pages.length === 0
          ? notice.message
          : `${notice.message}; likewise on ${pages.length} more page${pages.length === 1 ? '' : 's'} (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ' …' : ''})`,
      ...(notice.hint && { hint: notice.hint }),
    }));
  }
}
