import { describe, expect, it } from 'vitest';
import { createOverlayPayload, escapeHtml, renderOverlay } from '../../src/dev/overlay.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const frontmatter: Diagnostic = {
  severity: 'error',
  rule: 'content/frontmatter',
  file: 'guide/<setup>.md',
  position: { line: 2, column: 8 },
  message: 'invalid YAML in front matter: <script>alert("x")</script>',
  hint: 'quote values that contain `:` & friends',
};

describe('error overlay', () => {
  it('shows each diagnostic like the CLI: file:line:col, severity, message, rule and hint, all escaped', () => {
    const html = renderOverlay([frontmatter]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<setup>');
    expect(html.slice(html.indexOf('<ol>'))).toMatchInlineSnapshot(
      `"<ol><li class="error"><div class="line"><span class="where">guide/&#60;setup&#62;.md:2:8</span> <span class="severity">error</span> <span class="message">invalid YAML in front matter: &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;</span> <span class="rule">[content/frontmatter]</span></div><div class="hint"><span class="label">hint:</span> quote values that contain \`:\` &#38; friends</div></li></ol></section></div>"`,
    );
  });

  it('names the JSON path of site.json problems and counts them in the title', () => {
    const html = renderOverlay([
      {
        severity: 'error',
        rule: 'config/unknown-key',
        file: 'site.json',
        position: { line: 4, column: 5 },
        jsonPath: 'colors.primray',
        message: 'unknown setting "primray"',
      },
      { ...frontmatter, file: 'a.md' },
    ]);
    expect(html).toContain('Quire: 2 errors');
    expect(html).toContain('<span class="path">colors.primray</span>: ');
  });

  it('builds an empty payload, which clears the overlay, when there are no errors', () => {
    expect(createOverlayPayload([])).toEqual({ diagnostics: [], html: '' });
    expect(createOverlayPayload([frontmatter]).diagnostics).toEqual([frontmatter]);
  });

  it('escapes quotes for attributes too', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&#34;&#39;&#60;&#62;&#38;');
  });
});
