import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type SentMessage = ApiSchema<'Message'>;

/** POST /messages/send/: a message to a person the sender cares for (the API's 'correspond' rule). */
async function sendMessage(recipientId: number, body: string): Promise<SentMessage> {
  const { data } = await apiClient.post<SentMessage>('/messages/send/', {
    recipient_id: recipientId,
    body,
  });
  return data;
}

/** Sends, then reads the people list again (its unread count includes the new message). */
export function useSendMessage(recipientId: number) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(recipientId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.user(viewerId, 'people') }),
  });
}
