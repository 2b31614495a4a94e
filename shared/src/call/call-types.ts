/**
 * The call contract (ARCHITECTURE "Voice across remotes"): care screens place calls through the
 * `useCallStore` in `call-store.ts`; mfe-voice registers the implementation when it is loaded.
 */
export type CallStatus =
  'idle' | 'connecting' | 'ringing' | 'open' | 'reconnecting' | 'closed' | 'error';

export interface CallImplementation {
  /** Places a browser voice call to `phoneNumber` (digits). Resolves once the call is placed. */
  placeCall: (phoneNumber: string) => Promise<void>;
  hangUp: () => void;
}
