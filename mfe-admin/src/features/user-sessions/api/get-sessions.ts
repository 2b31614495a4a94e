import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiQuery, ApiSchema } from '@care/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type Session = ApiSchema<'AdminSession'>;
export type SessionPage = ApiSchema<'AdminSessionPage'>;
export type SessionQuery = ApiQuery<'/admin/sessions/', 'get'>;

export const sessionsKey = (userId: number | null) => queryKeys.user(userId, 'admin-sessions');

/** GET /admin/sessions/: active sessions, most recently used first. */
export function useSessions(query: SessionQuery) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: [...sessionsKey(userId), query],
    queryFn: async () =>
      (await apiClient.get<SessionPage>('/admin/sessions/', { params: query })).data,
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
