/**
 * Storage that never throws: private modes and sandboxed frames can make `localStorage` access throw,
 * and a kiosk must keep running when it does.
 */
export type StorageArea = 'session' | 'local';

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to ${which} storage`, error);
  }
}

export function removeStorage(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove from an unavailable storage.
  }
}
