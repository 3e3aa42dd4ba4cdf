/**
 * The HTML of schema renderings, reused across the pages one thread renders. A schema's rendering depends on its
 * page only through the page's {@link SchemaRenderState}: which named schemas the page already shows (they become
 * links) and which element ids are taken. So a rendering is kept with the state it looked at and the state it
 * added, and reused on a page where nothing it looked at is taken yet; reusing it adds the same ids. GitHub's
 * `repository` schema, for one, is drawn on hundreds of pages: after the first, each is a string copy.
 */
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { SchemaView } from './types.js';

/** What one page's schema renderings looked at and added, in order. Replaying a cached rendering appends its part. */
export type StateEvent =
  | { kind: 'lookup'; schema: SchemaView }
  | { kind: 'id-check'; id: string }
  | { kind: 'shown'; schema: SchemaView; id: string }
  /** A field's anchor id given out (`body-filter`). */
  | { kind: 'claimed'; id: string };

/** The parts of a page's render state the cache reads and replays into. */
export interface CacheableState {
  /** Element id of the first full rendering of each schema view on the page. */
  seen: Map<SchemaView, string>;
  /** Every id given out, in order. */
  ids: string[];
  /** The same ids, for quick lookups. */
  taken: Set<string>;
  /** Every lookup, id check and shown schema of the page so far, in order. */
  log: StateEvent[];
}

/** One cached rendering: its HTML, what it looked at, and what it added (in order). */
interface Entry {
  html: string;
  lookups: SchemaView[];
  idChecks: string[];
  /** Schemas shown and field ids claimed, in the order the rendering added them. */
  added: Array<Extract<StateEvent, { kind: 'shown' | 'claimed' }>>;
}

/** Which rendering of a view: `renderSchema`'s, or `renderSchemaDetails`'s with or without the description. */
export type RenderKind = 'schema' | 'details' | 'details-without-description';

// A view usually has one rendering; a few more cover pages where part of it was already shown.
const VARIANTS = 3;
// Cached HTML kept per thread, in characters; past it the cache starts over. GitHub's API (1,200 operations) needs about 30 M.
const BUDGET_CHARS = 48 * 1024 * 1024;

let entries = new Map<string, WeakMap<SchemaView, Entry[]>>();
let cachedChars = 0;

/**
 * Render `schema` as `kind` through the cache: the HTML of an earlier identical rendering when the page allows it,
 * else `render()`, kept when the page did not change its result. Either way the page's state ends up the same.
 */
export function renderCached(
  kind: RenderKind,
  schema: SchemaView,
  state: CacheableState,
  render: () => ElementContent[],
  /** The field anchor prefix of the rendering (`body`, `response-data`), which its ids depend on. */
  prefix = '',
): ElementContent[] {
  const key = `${kind}\u0000${prefix}`;
  const reusable = viewsOf(key)
    .get(schema)
    ?.find((entry) => fits(entry, state));
  if (reusable) return [replay(reusable, state)];
  const start = state.log.length;
  const nodes = render();
  const recorded = recordedState(state.log, start, state);
  if (!recorded) return nodes;
  const entry: Entry = { html: toHtml({ type: 'root', children: nodes }, { allowDangerousHtml: true }), ...recorded };
  remember(key, schema, entry);
  return [{ type: 'raw', value: entry.html }];
}

/** Forget every cached rendering (tests; the cache also starts over by itself when it grows past its budget). */
export function clearRenderCache(): void {
  entries = new Map();
  cachedChars = 0;
}

function viewsOf(kind: string): WeakMap<SchemaView, Entry[]> {
  let byView = entries.get(kind);
  if (!byView) {
    byView = new WeakMap();
    entries.set(kind, byView);
  }
  return byView;
}

function remember(kind: string, schema: SchemaView, entry: Entry): void {
  if (cachedChars + entry.html.length > BUDGET_CHARS) clearRenderCache();
  cachedChars += entry.html.length;
  const byView = viewsOf(kind);
  const variants = byView.get(schema) ?? [];
  if (variants.length >= VARIANTS) variants.shift();
  variants.push(entry);
  byView.set(schema, variants);
}

/** Whether `entry` renders the same on this page: nothing it looked up is shown yet and none of its ids are taken. */
function fits(entry: Entry, state: CacheableState): boolean {
  return entry.lookups.every((schema) => !state.seen.has(schema)) && entry.idChecks.every((id) => !state.taken.has(id));
}

/** Add what `entry` added to the page's state, and log its events for renderings that enclose this one. */
function replay(entry: Entry, state: CacheableState): ElementContent {
  for (const schema of entry.lookups) state.log.push({ kind: 'lookup', schema });
  for (const id of entry.idChecks) state.log.push({ kind: 'id-check', id });
  for (const event of entry.added) {
    if (event.kind === 'shown') state.seen.set(event.schema, event.id);
    state.ids.push(event.id);
    state.taken.add(event.id);
    state.log.push(event);
  }
  return { type: 'raw', value: entry.html };
}

/**
 * What the rendering that logged `log[start..]` looked at and added, or undefined when it depended on what the page
 * showed before it (a link to a schema shown above, an id suffix): then its HTML is only right for this page.
 */
function recordedState(
  log: readonly StateEvent[],
  start: number,
  state: CacheableState,
): Omit<Entry, 'html'> | undefined {
  const lookups = new Set<SchemaView>();
  const idChecks = new Set<string>();
  const added: Entry['added'] = [];
  for (let i = start; i < log.length; i++) {
    const event = log[i];
    if (event.kind === 'lookup') lookups.add(event.schema);
    else if (event.kind === 'id-check') idChecks.add(event.id);
    else added.push(event);
  }
  // Shown or taken now, but not by this rendering: it was already so when the rendering asked.
  const shownHere = new Set(added.flatMap((event) => (event.kind === 'shown' ? [event.schema] : [])));
  const idsHere = new Set(added.map((event) => event.id));
  for (const schema of lookups) if (state.seen.has(schema) && !shownHere.has(schema)) return undefined;
  for (const id of idChecks) if (state.taken.has(id) && !idsHere.has(id)) return undefined;
  return { lookups: [...lookups], idChecks: [...idChecks], added };
}
