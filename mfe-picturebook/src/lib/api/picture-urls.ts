import { hashKey } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Object URLs of the pictures in the query cache: one per cached picture, shared by every <img> that
 * shows it, revoked when the cache lets the picture go (or replaces it), so the browser frees its bytes.
 */
const urls = new Map<string, string>();
const watched = new WeakSet<QueryClient>();

function revoke(queryHash: string): void {
  const url = urls.get(queryHash);
  if (url === undefined) return;
  urls.delete(queryHash);
  URL.revokeObjectURL(url);
}

function watch(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') revoke(event.query.queryHash);
  });
}

/** An object URL for a picture fetched for the query `queryKey` (replacing the one it had). */
export function objectUrlFor(client: QueryClient, queryKey: QueryKey, blob: Blob): string {
  watch(client);
  const queryHash = hashKey(queryKey);
  revoke(queryHash);
  const url = URL.createObjectURL(blob);
  urls.set(queryHash, url);
  return url;
}
