import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The person whose care data a screen shows (GET /users/{id}/): their name and IANA time zone. */
export type Person = Pick<ApiSchema<'AdminUser'>, 'id' | 'display_name' | 'time_zone'>;

export async function getPerson(patientId: string): Promise<Person> {
  const { data } = await apiClient.get<ApiSchema<'AdminUser'>>(
    `/users/${encodeURIComponent(patientId)}/`,
  );
  return { id: data.id, display_name: data.display_name, time_zone: data.time_zone };
}

export function personQueryOptions(viewerId: number | null, patientId: string) {
  return queryOptions({
    queryKey: queryKeys.user(viewerId, 'person', patientId),
    queryFn: () => getPerson(patientId),
    enabled: viewerId !== null && patientId !== '',
    staleTime: 5 * 60_000,
  });
}

export function usePerson(patientId: string) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(personQueryOptions(viewerId, patientId));
}
