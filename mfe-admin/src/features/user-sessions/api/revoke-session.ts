import { apiClient, useSessionStore } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsKey } from './get-sessions';

/** DELETE /admin/sessions/{id}/ (one) or /admin/users/{id}/sessions/ (all of a person's). */
export function useRevokeSessions() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { session: string } | { user: number }): Promise<number> => {
      if ('session' in target) {
        await apiClient.delete(`/admin/sessions/${encodeURIComponent(target.session)}/`);
        return 1;
      }
      const { data } = await apiClient.delete<ApiResponse<'/admin/users/{id}/sessions/', 'delete'>>(
        `/admin/users/${target.user}/sessions/`,
      );
      return data.revoked;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(userId) }),
  });
}
