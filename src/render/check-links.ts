/** After every page is rendered: check that each `#fragment` link points at an id that exists on its target page. */
import type { Diagnostic } from '../diagnostics.js';
import type { InternalLink } from '../markdown/types.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { decodeUriSafe } from '../utils/url.js';

/** Find links whose fragment matches no id on the target page. `severity` lets `--allow-broken-links` downgrade them. */
export function checkFragments(
  linksByPage: Map<string, InternalLink[]>,
  idsByPage: Map<string, Set<string>>,
  severity: Diagnostic['severity'],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [file, links] of linksByPage) {
    for (const link of links) {
      if (!link.fragment) continue;
      const ids = idsByPage.get(link.targetPath);
      // A target that was not rendered (failed earlier) has already been reported.
      if (!ids || ids.has(link.fragment) || ids.has(decodeUriSafe(link.fragment))) continue;
      // Browsers scroll `#top` to the top of the page when no element has that id (HTML's "indicated part").
      if (link.fragment.toLowerCase() === 'top') continue;
      diagnostics.push({
        severity,
        rule: 'markdown/broken-anchor',
        file,
        position: link.position,
        message: `link "${link.href}" points to #${link.fragment}, which is not a heading or id on ${link.targetPath === file ? 'this page' : link.targetPath}`,
        hint: didYouMeanHint(link.fragment, ids) ?? `headings get ids from their text, e.g. "## Set up" → #set-up`,
      });
    }
  }
  return diagnostics;
}
