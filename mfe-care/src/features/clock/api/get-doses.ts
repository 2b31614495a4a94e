import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../lib/query/retry';
import { CLOCK_REFETCH_MS } from './refresh';

/** One dose of a medication (GET /users/{id}/doses/, the dose contract), as the API declares it. */
export type Dose = ApiSchema<'Dose'>;
/** A dose's state: 'due' from its time until the person's missed threshold. */
export type DoseStatus = Dose['status'];

/** The doses of one local day (`from` = `to` = that date in the person's zone). */
export async function getDoses(personId: number, date: string): Promise<Dose[]> {
  const { data } = await apiClient.get<Dose[]>(`/users/${personId}/doses/`, {
    params: { from: date, to: date },
  });
  return Array.isArray(data) ? data : [];
}

export function dosesQueryOptions(userId: number | null, personId: number | null, date: string) {
  return queryOptions({
    // The date is part of the key: at midnight the clock asks for the new day.
    queryKey: queryKeys.user(userId, 'doses', personId, date, date),
    queryFn: () => getDoses(personId ?? 0, date),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    refetchInterval: CLOCK_REFETCH_MS,
  });
}

export function useDoses(personId: number | null, date: string) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(dosesQueryOptions(userId, personId, date));
}
