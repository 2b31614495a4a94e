import type { QueryClient } from '@tanstack/react-query';
import { readStorage, writeStorage } from '../lib/storage';

/**
 * Local storage key of the kiosk's last successful sync: the ISO time of the last successful answer to one
 * of its data queries. Kept in local storage so that it survives the quiet-hours reload and a power cut.
 */
export const LAST_SYNC_KEY = 'kiosk_last_sync_at';

type SyncListener = (at: string) => void;
const listeners = new Set<SyncListener>();

/** The last successful sync (ISO time), or null when this device never synced. */
export function readLastSync(): string | null {
  const value = readStorage('local', LAST_SYNC_KEY);
  return value !== null && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** Records a successful sync at `at` and tells the listeners. */
export function recordSync(at: Date = new Date()): void {
  const iso = at.toISOString();
  writeStorage('local', LAST_SYNC_KEY, iso);
  for (const listener of listeners) listener(iso);
}

/** Calls `listener` on every recorded sync; returns the unsubscribe function. */
export function onSync(listener: SyncListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The one recorder: every query of the page's cache that loads successfully from the API (not data
 * written by the page itself with `setQueryData`) is a sync. The host starts it in kiosk mode.
 */
export function startLastSyncRecorder(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      recordSync();
    }
  });
}
