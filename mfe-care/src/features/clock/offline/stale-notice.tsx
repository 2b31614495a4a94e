import { useCallback, useSyncExternalStore } from 'react';
import { queryKeys, useSessionStore } from '@care/shared';
import { onlineManager, useQueryClient, type Query } from '@tanstack/react-query';
import styled from 'styled-components';
import { personDosesKey } from '../../../lib/doses';
import { formatTimeOfDay, useNow } from '../../../lib/time';
import { TEXTS } from '../../../texts';
import { CLOCK_REFETCH_MS } from '../api/refresh';

/**
 * When the day on screen is "not updated since" a time: only when a refresh is failing (the API cannot be
 * reached, or a read of the day failed) AND the oldest of the day's often-refreshed answers (doses,
 * messages) is older than one refresh interval. Returns that answer's time, or null when all is current.
 */
export function staleSince(
  updatedAt: readonly number[],
  failing: boolean,
  now: number,
): number | null {
  const times = updatedAt.filter((at) => at > 0);
  if (!failing || times.length === 0) return null;
  const oldest = Math.min(...times);
  return now - oldest > CLOCK_REFETCH_MS ? oldest : null;
}

/** The page's own text size and colour: kiosk-sized, and as legible as the rest of the kiosk (7:1). */
const Notice = styled.p`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
`;

/** What the notice depends on, as a string (a stable snapshot): "failing;time,time". */
function daySnapshot(queries: Query[], online: boolean): string {
  const shown = queries.filter(
    (query) => query.getObserversCount() > 0 && query.state.data !== undefined,
  );
  const failing = !online || shown.some((query) => query.state.status === 'error');
  return `${failing ? 1 : 0};${shown.map((query) => query.state.dataUpdatedAt).join(',')}`;
}

/** "Not updated since 10:05 am", in calm words, under the day sentence; gone once a refresh succeeds. */
export function StaleNotice({ personId, zone }: { personId: number; zone: string }) {
  const userId = useSessionStore((state) => state.userId);
  const cache = useQueryClient().getQueryCache();
  const snapshot = useCallback(
    (): string =>
      daySnapshot(
        [
          ...cache.findAll({ queryKey: personDosesKey(userId, String(personId)) }),
          ...cache.findAll({ queryKey: queryKeys.user(userId, 'messages', personId) }),
        ],
        onlineManager.isOnline(),
      ),
    [cache, userId, personId],
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
  const now = useNow(60_000);
  const [failing, times] = state.split(';');
  const since = staleSince(
    (times ?? '').split(',').filter(Boolean).map(Number),
    failing === '1',
    now,
  );
  return (
    <div role="status">
      {since !== null && (
        <Notice>{TEXTS.clock.notUpdatedSince(formatTimeOfDay(since, zone))}</Notice>
      )}
    </div>
  );
}
