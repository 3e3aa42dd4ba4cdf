/**
 * The Markdown files the build writes beside pages, made on request from the dev session's snapshot with the build's
 * own stages: each page's `.md` (`render/page-markdown.ts`, as `produce/render-page.ts` makes it) and `llms.txt` /
 * `llms-full.txt` (`render/llms-files.ts`). A page's Markdown is kept while its plan and its text are the ones it
 * was made from, so after a save only the edited page is exported again.
 */
import { createLlmsFiles } from '../render/llms-files.js';
import { createPageMarkdown } from '../render/page-markdown.js';
import { textOf } from '../render/styles.js';
import type { SitePlan } from '../site/plan-site.js';
import { type DevState, pageSource } from './state.js';

/** The two site-wide files for AI assistants, by output path. */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;
export type LlmsFile = (typeof LLMS_FILES)[number];

/** Markdown made on request; see the module comment. */
export interface DevMarkdown {
  /** The `.md` of the page at source path `pagePath`. */
  page(state: DevState, pagePath: string): string;
  /** `llms.txt` or `llms-full.txt`. */
  llms(state: DevState, file: LlmsFile): string;
}

/** Create the Markdown maker of a dev session. */
export function createDevMarkdown(): DevMarkdown {
  const exporters = new WeakMap<SitePlan, ReturnType<typeof createPageMarkdown>>();
  const made = new Map<string, { plan: SitePlan; raw: string; markdown: string }>();
  const page = (state: DevState, pagePath: string): string => {
    const node = state.pagesByPath.get(pagePath);
    if (!node) throw new Error(`Internal error: no page ${pagePath} to export as Markdown`);
    const raw = pageSource(state, pagePath);
    const last = made.get(pagePath);
    if (last && last.plan === state.plan && last.raw === raw) return last.markdown;
    let exporter = exporters.get(state.plan);
    if (!exporter) {
      exporter = createPageMarkdown(state.plan.init);
      exporters.set(state.plan, exporter);
    }
    const markdown = exporter(node, raw);
    made.set(pagePath, { plan: state.plan, raw, markdown });
    return markdown;
  };
  return {
    page,
    llms(state, file) {
      const { graph } = state.plan;
      // Pages that are gone keep no Markdown.
      for (const pagePath of made.keys()) if (!state.pagesByPath.has(pagePath)) made.delete(pagePath);
      const files = createLlmsFiles(
        graph,
        state.plan.init.urls,
        (index) => page(state, graph.pages[index].path),
        state.plan.openapiSpecs,
      );
      const found = files.find((candidate) => candidate.path === file);
      if (!found) throw new Error(`Internal error: the build writes no ${file}`);
      return textOf(found);
    },
  };
}
