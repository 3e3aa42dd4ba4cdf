/**
 * Folder-prefix claims shared by anchors and tabs: a prefix `api` claims `api.md`, `api/index.md` and everything
 * under `api/`, but not `api-ref/x.md`; the longest matching prefix wins.
 */
import type { Diagnostic, Position } from '../diagnostics.js';
import { configLocation } from './location.js';
import { prefixUrl } from './urls.js';

/** Something that claims the pages under a folder prefix. */
export interface Claimant {
  id: string;
  prefix: string;
}

/** Create a lookup from a page slug (path without extension) to the id of the claimant with the longest prefix. */
export function createClaimMatcher(claimants: readonly Claimant[]): (slug: string) => string | undefined {
  const byPrefix = new Map<string, string>();
  // The first claimant of a prefix wins; later duplicates are reported by the caller.
  for (const claimant of claimants) if (!byPrefix.has(claimant.prefix)) byPrefix.set(claimant.prefix, claimant.id);
  return (slug) => {
    // Walk up the slug's folders, longest first: `a/b/c`, `a/b`, `a`, then ''.
    let candidate = slug;
    for (;;) {
      const id = byPrefix.get(candidate);
      if (id !== undefined) return id;
      if (candidate === '') return undefined;
      const slash = candidate.lastIndexOf('/');
      candidate = slash === -1 ? '' : candidate.slice(0, slash);
    }
  };
}

/** Return `base`, or `base-2`, `base-3` … when taken, and mark the result as taken. */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** A configured anchor or tab as the link-target step sees it. */
interface ClaimingConfig {
  name: string;
  url: string;
  jsonPath: string;
  position?: Position;
}

/**
 * Point each folder anchor/tab (`nodes[i + 1]` for `configs[i]`; index 0 is the implicit top one) at its first
 * listed page. One without listed pages links to its folder URL and gets a `graph/empty-<kind>` warning.
 */
export function pointAtFirstPages(
  kind: 'anchor' | 'tab',
  configs: readonly ClaimingConfig[],
  nodes: Array<{ id: string; prefix: string; href: string; external: boolean }>,
  firstUrl: ReadonlyMap<string, string>,
  file: string,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  configs.forEach((config, index) => {
    const node = nodes[index + 1];
    if (node.external || node.href !== '') return;
    const url = firstUrl.get(node.id);
    if (url !== undefined) {
      node.href = url;
      return;
    }
    node.href = prefixUrl(node.prefix);
    diagnostics.push({
      severity: 'warning',
      rule: `graph/empty-${kind}`,
      file,
      ...configLocation(config),
      message: `${kind} "${config.name}" has url "${config.url}", but navigation lists no page under ${node.prefix}/`,
      hint: `list pages whose path starts with \`${node.prefix}/\` in navigation, or point the url at their folder`,
    });
  });
  return diagnostics;
}
