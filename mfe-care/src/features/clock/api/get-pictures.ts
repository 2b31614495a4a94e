import { picturesQueryOptions, useLiveInterval, useSessionStore } from '@care/shared';
import { useQuery } from '@tanstack/react-query';
import { CLOCK_SLOW_REFETCH_MS } from './refresh';

/** A picture of the person's picture book: the suite's one pictures query (`@care/shared`). */
export type { Picture } from '@care/shared';

/** The picture tile's pictures: the picture book's own query, polled slowly as the clock's safety net. */
export function usePictures(personId: number | null) {
  const userId = useSessionStore((state) => state.userId);
  // The live channel announces changes: while it is up, polling is only a safety net.
  const refetchInterval = useLiveInterval(CLOCK_SLOW_REFETCH_MS);
  return useQuery({ ...picturesQueryOptions(userId, personId), refetchInterval });
}
