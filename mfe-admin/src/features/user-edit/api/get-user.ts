import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 3 "User (admin view)", with the person's language (docs/languages.md). */
export type AdminUser = ApiSchema<'AdminUser'>;

async function getUser(id: string): Promise<AdminUser> {
  const { data } = await apiClient.get<AdminUser>(`/users/${encodeURIComponent(id)}/`);
  return data;
}

export const userQueryKey = (userId: number | null, id: string) =>
  queryKeys.user(userId, 'admin-user', id);

function userQueryOptions(userId: number | null, id: string) {
  return queryOptions({
    queryKey: userQueryKey(userId, id),
    queryFn: () => getUser(id),
    enabled: userId !== null && /^\d+$/.test(id),
    retry: false,
  });
}

/** GET /users/{id}/ (spec 7 "GET user details by id"). */
export function useUser(id: string) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(userQueryOptions(userId, id));
}
