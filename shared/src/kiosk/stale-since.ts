import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';

/** How often the answer is looked at again while nothing else changes. */
const TICK_MS = 10_000;

/**
 * When the data on screen is "not updated since" a time: only while refreshes are failing (the API cannot be
 * reached, or a read failed) AND the oldest of the answers is older than `maxAgeMs` (one refresh interval).
 * Returns that oldest answer's time, or null when all is current.
 */
export function staleSince(
  updatedAt: readonly number[],
  failing: boolean,
  now: number,
  maxAgeMs: number,
): number | null {
  const times = updatedAt.filter((at) => at > 0);
  if (!failing || times.length === 0) return null;
  const oldest = Math.min(...times);
  return now - oldest > maxAgeMs ? oldest : null;
}

/** What the rule depends on, as a stable string: "failing;time,time". */
function snapshotOf(queries: Query[], online: boolean): string {
  const shown = queries.filter(
    (query) => query.getObserversCount() > 0 && query.state.data !== undefined,
  );
  const failing = !online || shown.some((query) => query.state.status === 'error');
  return `${failing ? 1 : 0};${shown.map((query) => query.state.dataUpdatedAt).join(',')}`;
}

/**
 * `staleSince` for the shown queries under `prefixes` ("Not updated since", docs/kiosk-resilience.md), following the query
 * cache, React Query's online state (on a kiosk: "the API answers") and the minutes passing.
 */
export function useStaleSince(prefixes: readonly QueryKey[], maxAgeMs: number): number | null {
  const cache = useQueryClient().getQueryCache();
  const key = JSON.stringify(prefixes);
  const snapshot = useCallback(
    (): string =>
      snapshotOf(
        (JSON.parse(key) as QueryKey[]).flatMap((queryKey) => cache.findAll({ queryKey })),
        onlineManager.isOnline(),
      ),
    [cache, key],
  );
  const subscribe = useCallback(
    (onChange: () => void): (() => void) => {
      const fromCache = cache.subscribe(onChange);
      const fromNetwork = onlineManager.subscribe(onChange);
      return () => {
        fromCache();
        fromNetwork();
      };
    },
    [cache],
  );
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const [failing, times = ''] = state.split(';');
  return staleSince(times.split(',').filter(Boolean).map(Number), failing === '1', now, maxAgeMs);
}
