/**
 * Where the reader's credentials are kept between pages: in sessionStorage (this tab only, gone when it closes) by
 * default, in localStorage only when the reader ticks "remember". One entry per auth scheme, so sites whose pages
 * use different schemes keep each credential apart. Storage can be unavailable (private windows, policies): then
 * credentials live in memory, for this page only.
 */
import type { AuthSpec, Credentials } from './auth.js';

/** The part of Web Storage used here (so tests can pass a Map-backed store). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The tab's store and the browser's. */
export interface CredentialStores {
  session?: KeyValueStore;
  local?: KeyValueStore;
}

const PREFIX = 'quire-playground-auth:';

/** The storage key of a scheme's credentials, e.g. `quire-playground-auth:key:header:Authorization`. */
export function credentialKey(spec: AuthSpec): string {
  if (spec.kind === 'key') return `${PREFIX}key:${spec.in}:${spec.name}`;
  return `${PREFIX}${spec.kind}`;
}

/** Load saved credentials; `remember` is true when they came from localStorage. */
export function loadCredentials(
  spec: AuthSpec,
  stores: CredentialStores,
): { credentials: Credentials; remember: boolean } {
  const key = credentialKey(spec);
  const local = read(stores.local, key);
  if (local) return { credentials: local, remember: true };
  return { credentials: read(stores.session, key) ?? {}, remember: false };
}

/** Save credentials in the tab, or in the browser when `remember` is set; the other copy is removed. */
export function saveCredentials(
  spec: AuthSpec,
  credentials: Credentials,
  remember: boolean,
  stores: CredentialStores,
): void {
  const key = credentialKey(spec);
  const empty = !credentials.value && !credentials.user && !credentials.password;
  const keep = remember ? stores.local : stores.session;
  const drop = remember ? stores.session : stores.local;
  attempt(() => drop?.removeItem(key));
  attempt(() => (empty ? keep?.removeItem(key) : keep?.setItem(key, JSON.stringify(credentials))));
}

function read(store: KeyValueStore | undefined, key: string): Credentials | undefined {
  try {
    const text = store?.getItem(key);
    if (!text) return undefined;
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== 'object') return undefined;
    const { value: v, user, password } = value as Record<string, unknown>;
    return {
      ...(typeof v === 'string' && { value: v }),
      ...(typeof user === 'string' && { user }),
      ...(typeof password === 'string' && { password }),
    };
  } catch {
    return undefined;
  }
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Storage disabled or full: the credentials stay in memory for this page.
  }
}
