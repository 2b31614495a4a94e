import { phoneDigits, startCall, useCallStore, useSessionStore } from '@care/shared';
import type { CallStatus } from '@care/shared';

/**
 * How a Call button works here (spec 7, the call contract in shared/src/call): outside kiosk mode a `tel:`
 * link with digits only; in kiosk mode a browser voice call through the contract (mfe-voice places it and
 * shows the call screen).
 */
export type CallMode = 'tel' | 'browser';

/** What a Call button shows of the call it started (spec 2.10). */
export type CallProgress = 'connecting' | 'connected' | 'ended';

export interface CallableContact {
  name: string;
  phone_number: string;
}

/** `tel:5551234567`, or null when there are no digits. */
export function telHref(raw: string | null | undefined): string | null {
  const digits = phoneDigits(raw);
  return digits === '' ? null : `tel:${digits}`;
}

export function useCallMode(): CallMode {
  const kioskMode = useSessionStore((state) => state.kioskMode);
  return kioskMode ? 'browser' : 'tel';
}

/** Calls `contact` through the contract (kiosk: a browser call; elsewhere its tel: link). */
export function callContact(contact: CallableContact): Promise<void> {
  return startCall({ phoneNumber: contact.phone_number, name: contact.name });
}

const PROGRESS: Record<CallStatus, CallProgress | null> = {
  pending: null,
  connecting: 'connecting',
  ringing: 'connecting',
  reconnecting: 'connecting',
  open: 'connected',
  closed: 'ended',
};

/** The progress of the outgoing call to `phoneNumber`, while it is under way or just ended; otherwise null. */
export function useCallProgress(phoneNumber: string): CallProgress | null {
  return useCallStore((state) => {
    const call = state.call;
    const digits = phoneDigits(phoneNumber);
    if (call?.kind !== 'call' || call.direction !== 'outgoing' || digits === '') return null;
    return call.party.number === digits ? PROGRESS[call.status] : null;
  });
}
