import { phoneDigits, startCall, useCallStore, useSessionStore } from '@care/shared';
import type { CallState } from '@care/shared';

/**
 * How a Call button works here (spec 7, the call contract in shared/src/call): outside kiosk mode a `tel:`
 * link with digits only; in kiosk mode a browser voice call through the contract (the host loads mfe-voice's
 * CallService on first use, which says in a toast when a call cannot be placed). 'unavailable' is kept for a
 * build with no voice remote at all: the button then says calling is not available.
 */
export type CallMode = 'tel' | 'browser' | 'unavailable';

/** What a Call button shows of the call it started (spec 2.10). */
export type CallProgress = 'connecting' | 'connected' | 'ended';

export interface CallableContact {
  name: string;
  phone_number: string;
}

/** The digits of a phone number (spec 7: tel: links and dialled numbers carry digits only). */
export const phoneDigitsOf = phoneDigits;

/** `tel:5551234567`, or null when there are no digits. */
export function telHref(raw: string | null | undefined): string | null {
  const digits = phoneDigits(raw);
  return digits === '' ? null : `tel:${digits}`;
}

export function useCallMode(): CallMode {
  const kioskMode = useSessionStore((state) => state.kioskMode);
  return kioskMode ? 'browser' : 'tel';
}

/** Places a browser call to `contact` (kiosk mode) through the call contract. */
export function callContact(contact: CallableContact): Promise<void> {
  return startCall({ phoneNumber: contact.phone_number, name: contact.name });
}

/** The call's progress as spec 2.10 words it, for the call to `digits` (null: not that call). */
export function progressOf(call: CallState['call'], digits: string): CallProgress | null {
  if (call === null || digits === '' || call.party.number !== digits) return null;
  if (call.status === 'open') return 'connected';
  if (call.status === 'closed') return 'ended';
  return 'connecting';
}

/** The progress of the browser call to `phoneNumber`, if one is under way or just ended. */
export function useCallProgress(phoneNumber: string): CallProgress | null {
  const digits = phoneDigits(phoneNumber);
  return useCallStore((state) => progressOf(state.call, digits));
}
