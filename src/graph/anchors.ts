/** Anchors: the top anchor plus `config.anchors`, each claiming the pages under its folder prefix. */
import type { AnchorConfig, SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { AnchorNode } from './types.js';
import { createClaimMatcher, pointAtFirstPages, uniqueId } from './claims.js';
import { isExternalUrl, normalizePrefix, prefixUrl } from './urls.js';
import { configLocation } from './location.js';
import { checkVersion } from './versions.js';

/** Id of the top anchor, which holds every page no other anchor claims. */
export const TOP_ID = 'top';

/** Anchors with their claim lookup; `href` of folder anchors is filled by {@link finishAnchors}. */
export interface ResolvedAnchors {
  anchors: AnchorNode[];
  /** The id of the anchor a page slug belongs to. */
  claim: (slug: string) => string;
  diagnostics: Diagnostic[];
}

/** Build the anchor nodes (top anchor first, then `config.anchors` in order). */
export function resolveAnchors(config: SiteConfig, file: string): ResolvedAnchors {
  const diagnostics: Diagnostic[] = [];
  const taken = new Set<string>([TOP_ID]);
  const top: AnchorNode = {
    type: 'anchor',
    id: TOP_ID,
    name: config.topAnchor.name,
    prefix: '',
    href: '/',
    external: false,
    icon: config.topAnchor.icon,
    iconType: config.topAnchor.iconType,
    isDefaultHidden: false,
    isTop: true,
  };
  const anchors: AnchorNode[] = [top];
  const claimants: Array<{ id: string; prefix: string }> = [];
  const prefixOwner = new Map<string, AnchorConfig>();
  for (const anchor of config.anchors) {
    const external = isExternalUrl(anchor.url);
    const prefix = external ? '' : normalizePrefix(anchor.url);
    const node: AnchorNode = {
      type: 'anchor',
      id: uniqueId(external ? anchor.url.trim() : prefix || 'root', taken),
      name: anchor.name,
      prefix,
      href: external ? anchor.url.trim() : '',
      external,
      icon: anchor.icon ?? '',
      iconType: anchor.iconType,
      isDefaultHidden: anchor.isDefaultHidden,
      isTop: false,
    };
    if (anchor.color !== undefined) node.color = anchor.color;
    if (anchor.version !== undefined) {
      node.version = anchor.version;
      const owner = { label: `anchor "${anchor.name}"`, jsonPath: anchor.jsonPath, position: anchor.position };
      const problem = checkVersion(anchor.version, config.versions, owner, file);
      if (problem) diagnostics.push(problem);
    }
    anchors.push(node);
    if (external) continue;
    const owner = prefixOwner.get(prefix);
    if (owner) {
      diagnostics.push({
        severity: 'warning',
        rule: 'graph/duplicate-anchor',
        file,
        ...configLocation(anchor),
        message:
          `anchor "${anchor.name}" has url "${anchor.url}", ` +
          `already used by anchor "${owner.name}" (${owner.jsonPath})`,
        hint: 'each folder can belong to one anchor only; the first anchor with this url gets its pages',
      });
      node.href = prefixUrl(prefix);
    } else {
      prefixOwner.set(prefix, anchor);
      claimants.push({ id: node.id, prefix });
    }
  }
  const match = createClaimMatcher(claimants);
  return { anchors, claim: (slug) => match(slug) ?? TOP_ID, diagnostics };
}

/**
 * Point each folder anchor at its first listed page (`firstUrl` by anchor id). An anchor without listed pages gets
 * a `graph/empty-anchor` warning and links to its folder URL; the top anchor then links to `/`.
 */
export function finishAnchors(
  anchors: AnchorNode[],
  firstUrl: ReadonlyMap<string, string>,
  config: SiteConfig,
  file: string,
): Diagnostic[] {
  const diagnostics = pointAtFirstPages('anchor', config.anchors, anchors, firstUrl, file);
  anchors[0].href = firstUrl.get(TOP_ID) ?? '/';
  return diagnostics;
}
