/**
 * Tabs: `config.tabs`, each claiming the pages under its folder prefix, plus an implicit first tab (`primaryTab.name`,
 * else the top anchor's name) for every page no tab claims. With no `tabs` configured there are no tabs at all.
 */
import type { SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { TabNode } from './types.js';
import { createClaimMatcher, pointAtFirstPages, uniqueId } from './claims.js';
import { configLocation } from './location.js';
import { isExternalUrl, normalizePrefix, prefixUrl } from './urls.js';

/** Id of the implicit first tab. */
export const TOP_TAB_ID = 'top';

/** Tabs with their claim lookup; `href` of folder tabs is filled by {@link finishTabs}. */
export interface ResolvedTabs {
  /** The implicit first tab followed by `config.tabs` in order; empty when no tabs are configured. */
  tabs: TabNode[];
  /** The id of the tab a page slug belongs to; undefined when no tabs are configured. */
  claim: (slug: string) => string | undefined;
  diagnostics: Diagnostic[];
}

/** Build the tab nodes. */
export function resolveTabs(config: SiteConfig, file: string): ResolvedTabs {
  if (config.tabs.length === 0) return { tabs: [], claim: () => undefined, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const taken = new Set<string>([TOP_TAB_ID]);
  const tabs: TabNode[] = [
    { type: 'tab', id: TOP_TAB_ID, name: config.primaryTab.name, prefix: '', href: '/', external: false },
  ];
  const claimants: Array<{ id: string; prefix: string }> = [];
  const prefixOwner = new Map<string, { name: string; jsonPath: string }>();
  for (const tab of config.tabs) {
    const external = isExternalUrl(tab.url);
    const prefix = external ? '' : normalizePrefix(tab.url);
    const id = uniqueId(external ? tab.url.trim() : prefix || 'root', taken);
    const node: TabNode = { type: 'tab', id, name: tab.name, prefix, href: external ? tab.url.trim() : '', external };
    tabs.push(node);
    if (external) continue;
    const owner = prefixOwner.get(prefix);
    if (owner) {
      diagnostics.push({
        severity: 'warning',
        rule: 'graph/duplicate-tab',
        file,
        ...configLocation(tab),
        message: `tab "${tab.name}" has url "${tab.url}", already used by tab "${owner.name}" (${owner.jsonPath})`,
        hint: 'each folder can belong to one tab only; the first tab with this url gets its pages',
      });
      node.href = prefixUrl(prefix);
    } else {
      prefixOwner.set(prefix, tab);
      claimants.push({ id, prefix });
    }
  }
  const match = createClaimMatcher(claimants);
  return { tabs, claim: (slug) => match(slug) ?? TOP_TAB_ID, diagnostics };
}

/**
 * Point each folder tab at its first listed page (`firstUrl` by tab id); a tab without listed pages gets a
 * `graph/empty-tab` warning and links to its folder URL. The implicit first tab is dropped when it has no listed
 * page (every page sits in a configured tab). Returns the tabs to keep.
 */
export function finishTabs(
  resolved: ResolvedTabs,
  firstUrl: ReadonlyMap<string, string>,
  config: SiteConfig,
  file: string,
): { tabs: TabNode[]; diagnostics: Diagnostic[] } {
  if (resolved.tabs.length === 0) return { tabs: [], diagnostics: [] };
  const diagnostics = pointAtFirstPages('tab', config.tabs, resolved.tabs, firstUrl, file);
  const top = resolved.tabs[0];
  const topUrl = firstUrl.get(TOP_TAB_ID);
  if (topUrl === undefined) return { tabs: resolved.tabs.slice(1), diagnostics };
  top.href = topUrl;
  return { tabs: resolved.tabs, diagnostics };
}
