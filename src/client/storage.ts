/** localStorage that never throws: storage can be disabled, full, or blocked in private windows. */

/** Read `key`; null when absent or when storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Write `key`; silently does nothing when storage is unavailable. */
export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The choice then lasts for this page only.
  }
}
