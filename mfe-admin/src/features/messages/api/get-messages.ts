import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiQuery, ApiSchema } from '@care/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type MessagePage = ApiSchema<'AdminMessagePage'>;
export type MessageQuery = ApiQuery<'/admin/messages/', 'get'>;

export const messagesKey = (userId: number | null) => queryKeys.user(userId, 'admin-messages');

/** GET /admin/messages/: sent messages, newest first, with their acknowledged state. */
export function useMessages(query: MessageQuery) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: [...messagesKey(userId), query],
    queryFn: async () =>
      (await apiClient.get<MessagePage>('/admin/messages/', { params: query })).data,
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    // An acknowledgement on the kiosk shows here without a reload.
    refetchInterval: 30_000,
  });
}
