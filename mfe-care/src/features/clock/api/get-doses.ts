import { useLiveInterval, useSessionStore, retryUnlessRefused } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDoses, personDosesKey } from '../../../lib/doses/get-doses';
import { CLOCK_REFETCH_MS } from './refresh';

export type { Dose } from '../../../lib/doses/get-doses';

/**
 * The doses of one local day (`from` = `to` = that date in the person's zone), under the same key as every
 * other list of the person's doses: a mark made anywhere shows here.
 */
function dosesQueryOptions(userId: number | null, personId: number | null, date: string) {
  const range = { from: date, to: date };
  const person = String(personId);
  return queryOptions({
    // The date is part of the key: at midnight the clock asks for the new day.
    queryKey: [...personDosesKey(userId, person), range] as const,
    queryFn: () => getDoses(person, range),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    refetchInterval: CLOCK_REFETCH_MS,
  });
}

/**
 * The clock's doses: one day, retried unless refused, and refreshed on the clock's cadence (the live channel's
 * while it is up). The care screens' lists read a range with `useDosesInRange` (lib/doses), under the same key.
 */
export function useClockDayDoses(personId: number | null, date: string) {
  const userId = useSessionStore((state) => state.userId);
  // The live channel announces changes: while it is up, polling is only a safety net.
  const refetchInterval = useLiveInterval(CLOCK_REFETCH_MS);
  return useQuery({ ...dosesQueryOptions(userId, personId, date), refetchInterval });
}
