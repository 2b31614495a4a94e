import { apiClient } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: GET /users/{id}/ yields username, email, display_name (also full_name, is_admin). */
export interface UserProfile {
  id?: number;
  username: string;
  email: string;
  display_name: string;
  full_name?: string | null;
  is_admin?: boolean;
}

export async function getUser(userId: string): Promise<UserProfile> {
  const response = await apiClient.get<UserProfile>(`/users/${encodeURIComponent(userId)}/`);
  return response.data;
}

/** Namespaced key: the query cache is shared by every remote (ARCHITECTURE "Shared singletons"). */
export const userQueryKey = (userId: string) => ['mfe-auth', 'user', userId] as const;

export function userQueryOptions(userId: string) {
  return queryOptions({ queryKey: userQueryKey(userId), queryFn: () => getUser(userId) });
}

/** Reads one user; disabled (no request) while `userId` is null. */
export function useUser(userId: string | null) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });
}
