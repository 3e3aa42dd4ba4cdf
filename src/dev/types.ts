/** Plain data exchanged between the dev session, the reload hub and the HTTP handlers. */

/**
 * What a request path shows. `key` names the resource for live reload (`page:<source path>`, `file:<output path>`,
 * `asset:<path>`, `markdown:<source path>`, `redirect`, `unavailable`): a tab reloads when the resource under its
 * URL changes or is another one.
 */
export type DevResource =
  | { kind: 'html'; key: string; status: number; html: string; hash: string }
  | { kind: 'file'; key: string; path: string; content: string | Uint8Array }
  | { kind: 'asset'; key: string; path: string }
  | { kind: 'redirect'; key: string; location: string; status?: 301 | 302 };

/** An HTML resource (page, generated page, 404). */
export type DevHtmlResource = Extract<DevResource, { kind: 'html' }>;

/** What one batch of file changes did. */
export interface DevUpdate {
  /** Files of the batch, relative to the docs folder. */
  files: string[];
  /** Keys of resources whose content changed: tabs showing them reload. */
  changed: Set<string>;
  /** Every tab reloads: settings, templates, stylesheets or static files changed. */
  reloadAll: boolean;
  /** Source paths of pages that are new or whose HTML may have changed (all pages when `reloadAll`). */
  pages: string[];
  /** Source paths of pages that no longer exist. */
  removed: string[];
}

/** An update that changed nothing (e.g. a file saved without changes). */
export function emptyUpdate(files: string[]): DevUpdate {
  return { files, changed: new Set(), reloadAll: false, pages: [], removed: [] };
}

/**
 * Where a search index plugs into the dev server. The session calls it after every batch with the pages whose
 * content changed; it can render them with `session.renderPage(path)` and serve its files from a route added in
 * `src/dev/routes.ts`.
 */
export interface SearchIndexHook {
  pagesChanged(change: { pages: string[]; removed: string[]; all: boolean }): void | Promise<void>;
}
