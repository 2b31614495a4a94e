import { apiClient, queryKeys, useSessionStore, retryUnlessRefused } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One person the signed-in caregiver cares for (GET /users/me/people/). */
export type CaredPerson = ApiSchema<'CaredPerson'>;

async function getPeople(): Promise<CaredPerson[]> {
  const { data } = await apiClient.get<CaredPerson[]>('/users/me/people/');
  return Array.isArray(data) ? data : [];
}

/** Unread messages and the kiosk's state change through the day: read again each minute. */
const PEOPLE_REFETCH_MS = 60_000;

function peopleQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: queryKeys.user(viewerId, 'people'),
    queryFn: getPeople,
    retry: retryUnlessRefused,
    enabled: viewerId !== null,
    refetchInterval: PEOPLE_REFETCH_MS,
  });
}

export function usePeople() {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(peopleQueryOptions(viewerId));
}
