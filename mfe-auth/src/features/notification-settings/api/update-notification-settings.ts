import { apiClient } from '@care/shared';
import type { NotificationSettings } from './get-notification-settings';

/** PUT /notifications/settings/ with the WHOLE object: fields this screen does not know go back unchanged. */
export async function updateNotificationSettings(settings: NotificationSettings): Promise<void> {
  await apiClient.put('/notifications/settings/', settings);
}
