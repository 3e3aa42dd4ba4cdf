/** Collects what each rendered page links to and which ids it has, then checks `#fragment` links across pages. */
import type { Diagnostic } from '../diagnostics.js';
import type { InternalLink } from '../markdown/types.js';
import { checkFragments } from '../render/check-links.js';
import type { RenderedPage } from '../render/page.js';

/**
 * Rules that `--allow-broken-links` downgrades to warnings: links, anchors and images that lead nowhere, a config
 * image that is not there, a navigation entry whose page does not exist, a snippet import of a missing file, and a
 * redirect whose destination does not exist.
 */
export const LINK_RULES = new Set([
  'markdown/broken-link',
  'mdx/missing-snippet',
  'graph/missing-page',
  'markdown/missing-image',
  'markdown/broken-anchor',
  'config/missing-file',
  'config/redirect-missing-target',
]);

/** Accumulates page ids and links; `check` reports broken fragments. */
export interface LinkChecker {
  add(page: Pick<RenderedPage, 'path' | 'ids' | 'links'>): void;
  remove(path: string): void;
  check(severity: Diagnostic['severity']): Diagnostic[];
}

/** Create an empty checker. */
export function createLinkChecker(): LinkChecker {
  const idsByPage = new Map<string, Set<string>>();
  const linksByPage = new Map<string, InternalLink[]>();
  return {
    add(page) {
      idsByPage.set(page.path, new Set(page.ids));
      if (page.links.length) linksByPage.set(page.path, page.links);
      else linksByPage.delete(page.path);
    },
    remove(path) {
      idsByPage.delete(path);
      linksByPage.delete(path);
    },
    check: (severity) => checkFragments(linksByPage, idsByPage, severity),
  };
}

/** Apply `--allow-broken-links` to a page's diagnostics. */
export function withLinkSeverity(diagnostics: Diagnostic[], severity: Diagnostic['severity']): Diagnostic[] {
  return diagnostics.map((d) => (LINK_RULES.has(d.rule) && d.severity !== severity ? { ...d, severity } : d));
}
