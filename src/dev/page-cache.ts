/**
 * Rendered pages of the dev session, keyed by source path. An entry is either valid (served as is) or invalidated
 * (rendered from inputs that changed since). Invalidated entries keep what the last render found (links, diagnostics)
 * because the open tab still shows that version: it is what the next change is compared against.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { RenderedPage } from '../render/page.js';
import { contentHash } from '../utils/hash.js';

/** A rendered page with the hash of its HTML (what a tab reports when it reconnects). */
export interface CachedPage {
  rendered: RenderedPage;
  hash: string;
}

/** Link rules whose result changes when a page or file appears. */
const BROKEN_TARGET_RULES = new Set(['markdown/broken-link', 'markdown/missing-image']);

/** The cache; see the module comment. */
export interface PageCache {
  /** The valid entry for `path`, if any. */
  get(path: string): CachedPage | undefined;
  /** The last render of `path`, valid or not. */
  last(path: string): CachedPage | undefined;
  /** Store a fresh render (valid). */
  set(rendered: RenderedPage): CachedPage;
  /** Mark entries as needing a new render. */
  invalidate(paths: Iterable<string>): void;
  invalidateAll(): void;
  /** Forget a page that no longer exists. */
  delete(path: string): void;
  /** Pages whose last render links to one of `targets` (source paths). */
  linkingTo(targets: ReadonlySet<string>): Set<string>;
  /** Pages whose last render has a link or image that pointed at nothing. */
  withBrokenTargets(): Set<string>;
  /** Diagnostics of every last render. */
  diagnostics(): Diagnostic[];
  /** Number of valid entries. */
  readonly size: number;
}

/** Create an empty cache. */
export function createPageCache(): PageCache {
  const entries = new Map<string, CachedPage>();
  const valid = new Set<string>();
  // Reverse link index: target source path → pages whose last render links to it.
  const linkedFrom = new Map<string, Set<string>>();
  const unindex = (path: string) => {
    for (const link of entries.get(path)?.rendered.links ?? []) linkedFrom.get(link.targetPath)?.delete(path);
  };
  return {
    get: (path) => (valid.has(path) ? entries.get(path) : undefined),
    last: (path) => entries.get(path),
    set(rendered) {
      const entry = { rendered, hash: contentHash(rendered.html, 12) };
      unindex(rendered.path);
      entries.set(rendered.path, entry);
      for (const link of rendered.links) {
        const sources = linkedFrom.get(link.targetPath);
        if (sources) sources.add(rendered.path);
        else linkedFrom.set(link.targetPath, new Set([rendered.path]));
      }
      valid.add(rendered.path);
      return entry;
    },
    invalidate(paths) {
      for (const path of paths) valid.delete(path);
    },
    invalidateAll: () => valid.clear(),
    delete(path) {
      unindex(path);
      entries.delete(path);
      valid.delete(path);
    },
    linkingTo(targets) {
      const found = new Set<string>();
      for (const target of targets) for (const path of linkedFrom.get(target) ?? []) found.add(path);
      return found;
    },
    withBrokenTargets() {
      const found = new Set<string>();
      for (const [path, { rendered }] of entries) {
        if (rendered.diagnostics.some((d) => BROKEN_TARGET_RULES.has(d.rule))) found.add(path);
      }
      return found;
    },
    diagnostics: () => [...entries.values()].flatMap((entry) => entry.rendered.diagnostics),
    get size() {
      return valid.size;
    },
  };
}
