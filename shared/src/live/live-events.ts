import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveKind } from './live-kinds';

/** One change as the API's live channel sends it (GET /api/events/, event `change`). */
export interface LiveChange {
  id: number;
  person: number;
  /** A `LiveKind`; an API newer than this page may send one it does not know, which changes nothing. */
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Which cached answers each kind of change makes stale, by the key part after the viewer's id
 * (`queryKeys.user(viewer, part, person, …)`). The admin dashboard's keys name no person.
 */
export const LIVE_KEY_PARTS: Record<LiveKind, readonly string[]> = {
  message: ['messages', 'admin-messages'],
  dose: ['doses', 'admin-dashboard', 'admin-doses'],
  appointment: ['appointments', 'care-schedule'],
  medication: ['medications', 'doses', 'care-schedule'],
  picture: ['pictures'],
  kiosk: ['kiosk', 'admin-dashboard', 'me'],
  call: ['calls'],
  // A person's clock settings and names: their clock (the person query) and a caregiver's list of them.
  person: ['person', 'people'],
};

function isLiveKind(kind: string): kind is LiveKind {
  return Object.prototype.hasOwnProperty.call(LIVE_KEY_PARTS, kind);
}

/** Whether `key` holds data that `change` made stale. */
export function staleAfter(change: LiveChange, key: QueryKey): boolean {
  if (!isLiveKind(change.kind)) return false;
  const parts = LIVE_KEY_PARTS[change.kind];
  if (key[0] !== 'user' || typeof key[2] !== 'string' || !parts.includes(key[2])) {
    return false;
  }
  const person = key[3];
  // A key naming another person is not this change's; one naming none (lists, dashboard) is.
  return (
    (typeof person !== 'string' && typeof person !== 'number') ||
    String(person) === String(change.person)
  );
}

/** Refetches (if shown) or marks stale what a change touched. */
export function applyChange(queryClient: QueryClient, change: LiveChange): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => staleAfter(change, q.queryKey) });
}
