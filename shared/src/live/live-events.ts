import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { KeyPart } from '../data/query-keys';
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
 * (`queryKeys.person(viewer, part, person, …)`, `queryKeys.user(viewer, part)`): only parts that keys hold
 * (`KeyPart`, query-keys.ts). The admin dashboard's and a caregiver's `people` list name no person, so every change
 * of a kind refreshes them. live-channel.test.ts checks that every kind refreshes a key and every per-person key is
 * refreshed by a kind.
 */
export const LIVE_KEY_PARTS: Record<LiveKind, readonly KeyPart[]> = {
  // A caregiver's list shows each person's unread count.
  message: ['messages', 'admin-messages', 'people'],
  dose: ['doses', 'admin-dashboard'],
  appointment: ['appointments'],
  // A medication, or the missed-dose threshold (dose settings), changes which doses are due and when one is missed.
  medication: ['medications', 'doses', 'dose-settings'],
  picture: ['pictures', 'picture-image'],
  // The kiosk's binding and whether it is online: the dashboard, the signed-in account, a caregiver's list, and the
  // person's Kiosk Configuration (its state follows the device's pairing: waiting for the device, then paired).
  kiosk: ['admin-dashboard', 'me', 'people', 'admin-user'],
  call: ['calls'],
  // A person's clock settings, names and language: their clock (the person query), a caregiver's list of them, and
  // the person's own account, whose language the page is shown in (docs/languages.md).
  person: ['person', 'people', 'me'],
  meal: ['meals'],
  contact: ['emergency-contacts'],
  health: ['health-profile'],
};

function isLiveKind(kind: string): kind is LiveKind {
  return Object.prototype.hasOwnProperty.call(LIVE_KEY_PARTS, kind);
}

/** Whether `key` holds data that `change` made stale. */
export function staleAfter(change: LiveChange, key: QueryKey): boolean {
  if (!isLiveKind(change.kind)) return false;
  const parts: readonly string[] = LIVE_KEY_PARTS[change.kind];
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
