import { apiClient } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Spec 3: an object of booleans (enable_notifications, security_alerts, …). Other fields may exist and
 * are sent back unchanged, so the whole object is kept as it came.
 */
export type NotificationSettings = Record<string, unknown>;

/** The body, or null when the server has no settings to show (empty body, not an object, no fields). */
export async function getNotificationSettings(): Promise<NotificationSettings | null> {
  const response = await apiClient.get<unknown>('/notifications/settings/');
  const data = response.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return Object.keys(data).length === 0 ? null : (data as NotificationSettings);
}

export const notificationSettingsQueryKey = ['mfe-auth', 'notification-settings'] as const;

export function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });
}

/** Disabled (no request) while `enabled` is false: the fetch needs an access token (spec 5). */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled });
}
