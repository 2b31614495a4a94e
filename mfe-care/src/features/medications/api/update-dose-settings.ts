import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doseSettingsQueryOptions } from './get-dose-settings';
import type { DoseSettings } from './get-dose-settings';

/** PUT /users/{id}/dose-settings/ (clinicians and admins); doses change status with it. */
export function useUpdateDoseSettings(personId: string) {
  const viewerId = useSessionStore((s) => s.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (minutes: number | null) =>
      (
        await apiClient.put<DoseSettings>(`/users/${encodeURIComponent(personId)}/dose-settings/`, {
          missed_after_minutes: minutes,
        })
      ).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(doseSettingsQueryOptions(viewerId, personId).queryKey, saved);
      await queryClient.invalidateQueries({
        queryKey: queryKeys.person(viewerId, 'doses', personId),
      });
    },
  });
}
