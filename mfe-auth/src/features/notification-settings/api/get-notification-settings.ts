import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Spec 3: an object of booleans (enable_notifications, security_alerts, …). Other fields may exist and
 * are sent back unchanged, so the whole object is kept as it came.
 */
export type NotificationSettings = Record<string, unknown>;

/** The body, or null when the server has no settings to show (empty body, not an object, no fields). */
async function getNotificationSettings(): Promise<NotificationSettings | null> {
  const { data } = await apiClient.get<unknown>('/notifications/settings/');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return Object.keys(data).length === 0 ? null : (data as NotificationSettings);
}

export function notificationSettingsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.user(userId, 'notification-settings'),
    queryFn: getNotificationSettings,
  });
}

/** The signed-in user's settings; no request while `enabled` is false (spec 5: needs an access token). */
export function useNotificationSettings(enabled: boolean) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({ ...notificationSettingsQueryOptions(userId), enabled });
}
