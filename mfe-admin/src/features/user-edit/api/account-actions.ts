import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from './get-user';

type WithDetail = ApiSchema<'AdminUserWithDetail'>;
export type AccountAction = 'approve' | 'reject' | 'activate' | 'deactivate';

/**
 * POST /users/{id}/approve/ {is_staff: true} (spec 7), PUT /users/{id}/reject/ (empty body), and
 * POST /users/{id}/activate/ or /deactivate/ (spec 7's endpoint table).
 */
async function accountAction(id: string, action: AccountAction): Promise<WithDetail> {
  const url = `/users/${encodeURIComponent(id)}/${action}/`;
  if (action === 'approve') return (await apiClient.post<WithDetail>(url, { is_staff: true })).data;
  if (action === 'reject') return (await apiClient.put<WithDetail>(url, {})).data;
  return (await apiClient.post<WithDetail>(url, {})).data;
}

export function useAccountAction(id: string) {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccountAction) => accountAction(id, action),
    // The answer is the user after the action (and a message, which the screen words itself).
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(userId, id), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard(userId) });
    },
  });
}
