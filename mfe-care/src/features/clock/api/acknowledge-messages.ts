import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from './get-messages';

/**
 * Acknowledging one message (POST /messages/{messageId}/acknowledge/) or all of a person's
 * (POST /messages/{personId}/acknowledge_all/). Acknowledging twice changes nothing: safe to retry.
 */
export interface AcknowledgeMessages {
  personId: number;
  /** A message id, or 'all'. */
  messageId: number | 'all';
}

export const MESSAGE_ACK_MUTATION_KEY = ['message-ack'] as const;

export async function acknowledgeMessages(ack: AcknowledgeMessages): Promise<void> {
  if (ack.messageId === 'all') await apiClient.post(`/messages/${ack.personId}/acknowledge_all/`);
  else await apiClient.post(`/messages/${ack.messageId}/acknowledge/`);
}

/** The message leaves the list at once; it comes back if the server refuses. */
export function useAcknowledgeMessages() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  const key = (personId: number) => queryKeys.person(userId, 'messages', personId);
  return useMutation({
    mutationKey: MESSAGE_ACK_MUTATION_KEY,
    mutationFn: acknowledgeMessages,
    onMutate: async (ack) => {
      await queryClient.cancelQueries({ queryKey: key(ack.personId) });
      const before = queryClient.getQueryData<Message[]>(key(ack.personId));
      queryClient.setQueryData<Message[]>(key(ack.personId), (messages) =>
        messages?.map((message) =>
          ack.messageId === 'all' || message.id === ack.messageId
            ? { ...message, acknowledged: true, acknowledged_at: new Date().toISOString() }
            : message,
        ),
      );
      return { before };
    },
    onError: (_error, ack, context) => {
      queryClient.setQueryData(key(ack.personId), context?.before);
    },
    onSettled: (_data, _error, ack) =>
      queryClient.invalidateQueries({ queryKey: key(ack.personId) }),
  });
}
