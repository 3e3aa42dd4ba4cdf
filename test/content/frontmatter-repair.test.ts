/** Quoted front matter values continued at column 0: refused by YAML, published by real Mintlify projects. */
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import { repairUnindentedQuotes } from '../../src/content/frontmatter-repair.js';

describe('a quoted value continued at column 0', () => {
  it('is read up to its closing quote, with a warning at the key', () => {
    // As in Portkey's docs: the closing quote of `description` sits alone on the next line.
    const raw = '---\ntitle: "Voyage AI"\ndescription: "Integrate Voyage models\ninto your app.\n"\n---\n\nBody\n';
    const { frontmatter, diagnostics } = parseFrontmatter(raw, 'voyage.mdx');
    expect(frontmatter.data).toEqual({ title: 'Voyage AI', description: 'Integrate Voyage models into your app. ' });
    expect(frontmatter.body).toBe('\nBody\n');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'content/frontmatter-unindented',
        file: 'voyage.mdx',
        position: { line: 3, column: 1 },
        hint: 'indent the lines after `description:` by two spaces, or keep the value on one line',
      }),
    ]);
  });

  it('also works when the value starts on the next line, and for single quotes', () => {
    const raw = "---\ndescription: \"\nConsider a list of articles.\"\nsidebarTitle: 'It''s\nhere'\n---\n";
    const { frontmatter, diagnostics } = parseFrontmatter(raw, 'a.mdx');
    expect(frontmatter.data).toEqual({ description: ' Consider a list of articles.', sidebarTitle: "It's here" });
    expect(diagnostics.map((d) => [d.rule, d.position?.line])).toEqual([
      ['content/frontmatter-unindented', 2],
      ['content/frontmatter-unindented', 4],
    ]);
  });

  it('leaves other YAML mistakes as errors', () => {
    const { diagnostics } = parseFrontmatter('---\ntitle: "never closed\n---\n', 'a.mdx');
    expect(diagnostics.map((d) => [d.severity, d.rule])).toEqual([['error', 'content/frontmatter']]);
  });

  it('changes nothing when the continuation is indented, or the quote closes on its line', () => {
    expect(repairUnindentedQuotes('description: "one\n  two"\n')).toBeUndefined();
    expect(repairUnindentedQuotes('title: "a \\" b"\nnext: x\n')).toBeUndefined();
    expect(repairUnindentedQuotes("title: 'it''s'\nnext: x\n")).toBeUndefined();
  });
});
