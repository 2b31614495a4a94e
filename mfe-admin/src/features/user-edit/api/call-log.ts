import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

export type CallLogEntry = ApiResponse<'/users/{id}/calls/', 'get'>[number];

/** GET /users/{id}/calls/: the person's last calls, newest first (admins and their clinician). */
export function useCallLog(id: number) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: queryKeys.person(userId, 'calls', id),
    queryFn: async () =>
      (await apiClient.get<CallLogEntry[]>(`/users/${encodeURIComponent(id)}/calls/`)).data,
    enabled: userId !== null,
  });
}
