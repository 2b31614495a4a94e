import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiRequestBody } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKey } from './get-messages';

export type NewMessage = ApiRequestBody<'/messages/send/', 'post'>;

/** POST /messages/send/ (spec 7's endpoint table). */
export function useSendMessage() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: NewMessage) => apiClient.post('/messages/send/', message),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKey(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard(userId) });
    },
  });
}
