import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../query/retry';

/** A person's profile (GET /users/profile/{id}/): their name and their IANA time zone. */
export type Person = ApiSchema<'Profile'>;

export async function getPerson(personId: number): Promise<Person> {
  const { data } = await apiClient.get<Person>(`/users/profile/${personId}/`);
  return data;
}

export function personQueryOptions(userId: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.user(userId, 'person', personId),
    queryFn: () => getPerson(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    // A name and a zone change rarely; the clock refetches its own data, not this.
    staleTime: 10 * 60_000,
  });
}

/** A person id from a route parameter or a record: a positive whole number, else null. */
export function personIdOf(value: number | string | null | undefined): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The person whose pages these are (no usable id: nothing fetched). */
export function usePerson(personId: number | string | null) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(personQueryOptions(userId, personIdOf(personId)));
}
