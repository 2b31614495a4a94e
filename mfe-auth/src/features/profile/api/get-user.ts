import { apiClient, queryKeys, useSessionStore } from '@care/shared';
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

async function getUser(userId: string): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile>(`/users/${encodeURIComponent(userId)}/`);
  return data;
}

function userQueryOptions(signedIn: number | null, userId: string) {
  return queryOptions({
    queryKey: queryKeys.user(signedIn, 'user', userId),
    queryFn: () => getUser(userId),
  });
}

/** Reads one user; no request while `userId` is null. */
export function useUser(userId: string | null) {
  const signedIn = useSessionStore((state) => state.userId);
  return useQuery({ ...userQueryOptions(signedIn, userId ?? ''), enabled: userId !== null });
}
