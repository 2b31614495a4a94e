import {
  apiClient,
  queryKeys,
  useLiveInterval,
  useSessionStore,
  retryUnlessRefused,
} from '@care/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * One of the person's lists as the clock reads it (GET `path(personId)`; a reply that is not a list reads as
 * empty), under the key every other screen of the person's `resource` uses, refetched every `refetchMs`.
 */
export function useClockList<T>(
  resource: Parameters<typeof queryKeys.person>[1],
  path: (personId: number) => string,
  personId: number | null,
  refetchMs: number,
) {
  const userId = useSessionStore((state) => state.userId);
  // The live channel announces changes: while it is up, polling is only a safety net.
  const refetchInterval = useLiveInterval(refetchMs);
  return useQuery({
    queryKey: queryKeys.person(userId, resource, personId),
    queryFn: async (): Promise<T[]> => {
      const { data } = await apiClient.get<T[]>(path(personId ?? 0));
      return Array.isArray(data) ? data : [];
    },
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    refetchInterval,
  });
}
