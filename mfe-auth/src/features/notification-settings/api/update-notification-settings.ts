import { apiClient, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsQueryOptions,
  type NotificationSettings,
} from './get-notification-settings';

async function updateNotificationSettings(settings: NotificationSettings): Promise<void> {
  await apiClient.put('/notifications/settings/', settings);
}

/** PUT /notifications/settings/ with the WHOLE object; the cached settings become what was saved. */
export function useUpdateNotificationSettings() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (_data, saved) => {
      queryClient.setQueryData(notificationSettingsQueryOptions(userId).queryKey, saved);
    },
  });
}
