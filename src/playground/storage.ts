/** Web Storage that never throws: storage can be disabled, full, or blocked in private windows. */
import type { CredentialStores } from './credentials.js';

/** The tab's and the browser's storage, where the page may use them. */
export function getStores(): CredentialStores {
  const stores: CredentialStores = {};
  try {
    stores.session = window.sessionStorage;
    stores.local = window.localStorage;
  } catch {
    // Storage is blocked: credentials stay in memory.
  }
  return stores;
}

/** A sessionStorage value, or null. */
export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Set a sessionStorage value; kept for this page only when storage is unavailable. */
export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Kept for this page only.
  }
}
