import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { ApiSchema } from '../api/contract';
import { queryKeys } from './query-keys';
import { retryUnlessRefused } from './retry';

/**
 * A person's profile (GET /users/profile/{id}/): their name and their IANA time zone. The care screens (mfe-care)
 * and the picture book (mfe-picturebook) both name the person they show; they share this one query, so whichever
 * loads first hands the other the same shape (they once read two endpoints under one key).
 */
export type Person = ApiSchema<'Profile'>;

async function getPerson(personId: number): Promise<Person> {
  const { data } = await apiClient.get<Person>(`/users/profile/${personId}/`);
  return data;
}

export function personQueryOptions(viewer: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.person(viewer, 'person', personId),
    queryFn: () => getPerson(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: viewer !== null && personId !== null,
    // A name and a zone change rarely; the screens refetch their own data, not this.
    staleTime: 10 * 60_000,
  });
}
