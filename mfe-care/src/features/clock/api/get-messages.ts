import {
  apiClient,
  queryKeys,
  useLiveInterval,
  useSessionStore,
  retryUnlessRefused,
} from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLOCK_REFETCH_MS } from './refresh';

/**
 * A message from family or staff (GET /messages/{id}/all/, newest first). The server answers the
 * clock's window: every unacknowledged message (the newest 100) and this week's acknowledged ones,
 * so a poll stays small however long the person's history.
 */
export type Message = ApiSchema<'Message'>;

async function getMessages(personId: number): Promise<Message[]> {
  const { data } = await apiClient.get<Message[]>(`/messages/${personId}/all/`);
  return Array.isArray(data) ? data : [];
}

function messagesQueryOptions(userId: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.person(userId, 'messages', personId),
    queryFn: () => getMessages(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    refetchInterval: CLOCK_REFETCH_MS,
  });
}

export function useMessages(personId: number | null) {
  const userId = useSessionStore((state) => state.userId);
  // The live channel announces changes: while it is up, polling is only a safety net.
  const refetchInterval = useLiveInterval(CLOCK_REFETCH_MS);
  return useQuery({ ...messagesQueryOptions(userId, personId), refetchInterval });
}
