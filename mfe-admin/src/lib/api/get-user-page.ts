import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiQuery, ApiSchema } from '@care/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type UserSummary = ApiSchema<'AdminUserSummary'>;
type UserPage = ApiSchema<'AdminUserPage'>;
export type UserPageQuery = ApiQuery<'/admin/users/', 'get'>;
export type RoleName = UserSummary['main_role'];

export const ROLE_NAMES: readonly RoleName[] = [
  'user',
  'caregiver',
  'clinical_admin',
  'admin',
  'primary_admin',
  'staff',
  'superuser',
];

/** GET /admin/users/: a page of users, searched, filtered and sorted on the server. */
async function getUserPage(query: UserPageQuery): Promise<UserPage> {
  const { data } = await apiClient.get<UserPage>('/admin/users/', { params: query });
  return data;
}

function userPageQueryOptions(userId: number | null, query: UserPageQuery) {
  return queryOptions({
    queryKey: queryKeys.user(userId, 'admin-users', query),
    queryFn: () => getUserPage(query),
    enabled: userId !== null,
    // The previous page stays on screen while the next one loads: no flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useUserPage(query: UserPageQuery) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(userPageQueryOptions(userId, query));
}
