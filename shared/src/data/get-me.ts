import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { normaliseUser } from '../lib/identity-storage';
import type { CurrentUser } from '../contracts/current-user';
import { queryKeys } from './query-keys';

const CURRENT_USER_PATH = '/users/me/';

/** Spec 3 / 4.1 step 4: the current user; a response without an id is an error. */
export async function getMe(): Promise<CurrentUser> {
  const { data } = await apiClient.get<unknown>(CURRENT_USER_PATH);
  const user = normaliseUser(data);
  if (!user) throw new Error('The current-user response has no id.');
  return user;
}

/**
 * The `me` query of user `userId`. The session store fills it at sign-in and boot and refreshes it in
 * `reloadUser()`, so it never goes stale on its own.
 */
export function meQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.me(userId),
    queryFn: getMe,
    staleTime: Infinity,
    enabled: userId !== null,
  });
}
