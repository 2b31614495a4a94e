import { useSessionStore } from '@care/shared';

/**
 * How a Call button works here (spec 7, the call contract in shared/src/call): outside kiosk mode a `tel:`
 * link with digits only; in kiosk mode a browser voice call through the contract; 'unavailable' while no
 * voice implementation can place one (the button then says so).
 */
export type CallMode = 'tel' | 'browser' | 'unavailable';

/** What a Call button shows of the call it started (spec 2.10). */
export type CallProgress = 'connecting' | 'connected' | 'ended';

export interface CallableContact {
  name: string;
  phone_number: string;
}

/** The digits of a phone number (spec 7: tel: links and dialled numbers carry digits only). */
export function phoneDigitsOf(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '');
}

/** `tel:5551234567`, or null when there are no digits. */
export function telHref(raw: string | null | undefined): string | null {
  const digits = phoneDigitsOf(raw);
  return digits === '' ? null : `tel:${digits}`;
}

/**
 * The call contract's implementation (mfe-voice's CallService, issue 13) is not in this build yet: a kiosk
 * cannot place a browser call, so its Call buttons say calling is not available.
 */
export function useCallMode(): CallMode {
  const kioskMode = useSessionStore((state) => state.kioskMode);
  return kioskMode ? 'unavailable' : 'tel';
}

/** Places a browser call to `contact` (kiosk mode). Nothing to do while calls are unavailable. */
export const callContact: (contact: CallableContact) => Promise<void> = () => Promise.resolve();

/** The progress of the browser call to `phoneNumber`, if one is under way or just ended. */
export const useCallProgress: (phoneNumber: string) => CallProgress | null = () => null;
