import type { ApiSchema } from '@care/shared';
import { useClockList } from './clock-list';
import { CLOCK_REFETCH_MS } from './refresh';

/**
 * A message from family or staff (GET /messages/{id}/all/, newest first). The server answers the
 * clock's window: every unacknowledged message (the newest 100) and this week's acknowledged ones,
 * so a poll stays small however long the person's history.
 */
export type Message = ApiSchema<'Message'>;

export const useMessages = (personId: number | null) =>
  useClockList<Message>('messages', (id) => `/messages/${id}/all/`, personId, CLOCK_REFETCH_MS);
