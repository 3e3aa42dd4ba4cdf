/** Render an MDX page the way the build does, for the component tests. */
import { renderMarkdown } from '../../../src/markdown/index.js';

/** Render `lines` (joined with newlines) as `page.mdx` in a site with one other page. */
export function renderMdx(...lines: string[]) {
  return renderMarkdown(
    { path: 'page.mdx', raw: lines.join('\n') },
    { base: '/', urlByPath: { 'page.mdx': '/page/', 'other.mdx': '/other/' }, assets: {} },
  );
}

/** The problems of a rendering as `severity rule line:column`, for compact assertions. */
export function problems(result: ReturnType<typeof renderMdx>): string[] {
  return result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.position?.line}:${d.position?.column}`);
}
