import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../lib/query/retry';
import { CLOCK_REFETCH_MS } from './refresh';

/** A dose's state (the dose contract): 'due' from its time until the missed threshold. */
export type DoseStatus = 'upcoming' | 'due' | 'taken' | 'skipped' | 'missed';

/** One dose of a medication (GET /users/{id}/doses/, the dose contract). */
export interface Dose {
  medication_id: number;
  medication_name: string;
  dose: string;
  instructions: string;
  /** The instant, ISO 8601. */
  due_at: string;
  /** YYYY-MM-DD and HH:MM in the person's zone. */
  local_date: string;
  local_time: string;
  status: DoseStatus;
  marked_at: string | null;
  marked_by: { id: number; display_name: string } | null;
}

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
