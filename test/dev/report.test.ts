import { describe, expect, it } from 'vitest';
import { createDiagnosticsReporter } from '../../src/dev/report.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const broken: Diagnostic = {
  severity: 'error',
  rule: 'content/frontmatter',
  file: 'a.md',
  position: { line: 2, column: 1 },
  message: 'invalid YAML',
};
const link: Diagnostic = {
  severity: 'warning',
  rule: 'markdown/broken-link',
  file: 'b.md',
  message: 'link to "x" does not match any page or file',
};

describe('dev diagnostics reporter', () => {
  it('prints each problem once, says when the errors are gone, and prints a problem again when it comes back', () => {
    const lines: string[] = [];
    const reporter = createDiagnosticsReporter((text) => lines.push(text));
    reporter.update([broken, link]);
    reporter.update([broken, link]);
    reporter.update([link]);
    reporter.update([link]);
    reporter.update([broken, link]);
    expect(lines).toMatchInlineSnapshot(`
      [
        "a.md:2:1 error invalid YAML [content/frontmatter]
      ",
        "b.md warning link to "x" does not match any page or file [markdown/broken-link]
      ",
        "✓ No errors left.
      ",
        "a.md:2:1 error invalid YAML [content/frontmatter]
      ",
      ]
    `);
  });
});
