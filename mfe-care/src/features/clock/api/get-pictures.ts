import { apiClient, queryKeys, useLiveInterval, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../lib/query/retry';
import { CLOCK_SLOW_REFETCH_MS } from './refresh';

/** A picture of the person's picture book (GET /users/{id}/picturebook/). */
export type Picture = ApiSchema<'Picture'>;

export async function getPictures(personId: number): Promise<Picture[]> {
  const { data } = await apiClient.get<Picture[]>(`/users/${personId}/picturebook/`);
  return Array.isArray(data) ? data : [];
}

export function picturesQueryOptions(userId: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.user(userId, 'pictures', personId),
    queryFn: () => getPictures(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    refetchInterval: CLOCK_SLOW_REFETCH_MS,
  });
}

export function usePictures(personId: number | null) {
  const userId = useSessionStore((state) => state.userId);
  // The live channel announces changes: while it is up, polling is only a safety net.
  const refetchInterval = useLiveInterval(CLOCK_SLOW_REFETCH_MS);
  return useQuery({ ...picturesQueryOptions(userId, personId), refetchInterval });
}
