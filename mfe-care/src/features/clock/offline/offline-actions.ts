import { queryClient, queryKeys, registerOfflineActions, useSessionStore } from '@care/shared';
import { personDosesKey } from '../../../lib/doses/get-doses';
// The files themselves, not the doses barrel: the clock's first load must not carry the medications screens' rows.
import { DOSE_STATUS_MUTATION_KEY, markDose, type MarkDose } from '../../../lib/doses/mark-dose';
import {
  acknowledgeMessages,
  MESSAGE_ACK_MUTATION_KEY,
  type AcknowledgeMessages,
} from '../api/acknowledge-messages';

let registered = false;

/**
 * A mark as the queue holds it. Marks queued by a release before the person's id was called `personId` wait in
 * the kiosk's local storage across a deploy (docs/kiosk-resilience.md: a queued action survives a reload), so
 * their old field is still read.
 */
type QueuedMark = MarkDose | (Omit<MarkDose, 'personId'> & { patientId: string });
const markOf = (queued: QueuedMark): MarkDose =>
  'personId' in queued ? queued : { ...queued, personId: queued.patientId };

/**
 * Kiosk devices: the clock's two actions, "Taken" and a message's "OK", may be taken with the API away. They
 * show at once, wait in one queue (kept in local storage) and are sent once each, in order, when the API is
 * back; both are idempotent on the server (a dose's (due_at, status) is one mark; acknowledging twice changes
 * nothing), so a request whose answer was lost may be sent again safely. A replay reads the list again.
 */
export function registerClockOfflineActions(): void {
  if (registered || !useSessionStore.getState().kioskDevice) return;
  registered = true;
  const viewer = (): number | null => useSessionStore.getState().userId;
  registerOfflineActions([
    {
      mutationKey: DOSE_STATUS_MUTATION_KEY,
      mutationFn: (queued: QueuedMark) => markDose(markOf(queued)),
      onSettled: (_data: unknown, _error: unknown, queued: QueuedMark) =>
        queryClient.invalidateQueries({
          queryKey: personDosesKey(viewer(), markOf(queued).personId),
        }),
    },
    {
      mutationKey: MESSAGE_ACK_MUTATION_KEY,
      mutationFn: acknowledgeMessages,
      onSettled: (_data: unknown, _error: unknown, ack: AcknowledgeMessages) =>
        queryClient.invalidateQueries({
          queryKey: queryKeys.person(viewer(), 'messages', ack.personId),
        }),
    },
  ]);
}

/** Test support: undeclared again (the page's one query client keeps its defaults between tests). */
export function resetClockOfflineActions(): void {
  registered = false;
  for (const key of [DOSE_STATUS_MUTATION_KEY, MESSAGE_ACK_MUTATION_KEY])
    queryClient.setMutationDefaults(key, {});
}
