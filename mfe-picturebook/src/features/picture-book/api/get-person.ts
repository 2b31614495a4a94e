import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The person whose picture book it is (GET /users/{id}/, spec 7): only the name is shown. */
export type Person = Pick<ApiResponse<'/users/{id}/', 'get'>, 'display_name'> &
  Partial<Pick<ApiResponse<'/users/{id}/', 'get'>, 'first_name' | 'username'>>;

export async function getPerson(userId: number): Promise<Person> {
  const { data } = await apiClient.get<Person>(`/users/${userId}/`);
  return data;
}

export function personQueryOptions(viewerId: number | null, userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.user(viewerId, 'person', userId ?? 0),
    queryFn: () => getPerson(userId ?? 0),
    enabled: viewerId !== null && userId !== null,
    retry: false,
  });
}

export function usePerson(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(personQueryOptions(viewerId, userId));
}
