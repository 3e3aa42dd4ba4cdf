/** Render MDX pages the way the build does, for the tests of the reference and content components. */
import { renderMarkdown } from '../../../src/markdown/index.js';

/** The site every test page belongs to: served under `/docs/`, with two more pages and one image. */
const context = {
  base: '/docs/',
  urlByPath: { 'page.mdx': '/page/', 'other.mdx': '/other/', 'api/keys.mdx': '/api/keys/' },
  assets: { 'images/shot.png': true as const },
};

/** Render `lines` (joined with newlines) as `page.mdx`. */
export function render(...lines: string[]) {
  return renderMarkdown({ path: 'page.mdx', raw: lines.join('\n') }, context);
}

/** The problems of a rendering as `severity rule line:column`, for compact assertions. */
export function problems(result: ReturnType<typeof render>): string[] {
  return result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.position?.line}:${d.position?.column}`);
}

/** How many times `part` occurs in `html`. */
export function count(html: string, part: string): number {
  return html.split(part).length - 1;
}
