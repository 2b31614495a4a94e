import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type AdminSettings = ApiSchema<'AdminSettings'>;

/** PUT /admin/settings/ (full admins); the dashboard reloads with the new threshold. */
export function useUpdateSettings() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AdminSettings) =>
      (await apiClient.put<AdminSettings>('/admin/settings/', settings)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard(userId) }),
  });
}
