/**
 * The call contract (ARCHITECTURE "Voice across remotes"). Screens place and control calls through the functions
 * of `call-store.ts` and read `useCallStore`; mfe-voice registers the implementation (the Voice SDK) when the
 * host mounts its CallService. README.md beside this file shows how to use it.
 */

/** Spec 4.6: a call's states (`pending` is an incoming call not answered yet). */
export type CallStatus = 'pending' | 'connecting' | 'ringing' | 'open' | 'reconnecting' | 'closed';

/**
 * Spec 4.6: the voice device's states, plus `off` (no device: not loaded, or not wanted here) and `loading`
 * (the Voice SDK is being fetched and the device set up).
 */
export type VoiceDeviceState =
  'off' | 'loading' | 'unregistered' | 'registering' | 'registered' | 'destroyed';

type CallDirection = 'outgoing' | 'incoming';

/** `test`: the echo test of the caller's own microphone and speaker (spec 9: 20 s). */
export type CallKind = 'call' | 'test';

/** Who is at the other end, as far as it is known. */
export interface CallParty {
  name: string | null;
  /** Digits, for a phone number. */
  number: string | null;
  /** The voice identity (`user-<id>`) of a product user. */
  identity: string | null;
}

export interface CurrentCall {
  /** Local, increasing: tells two calls apart in effects and tests. */
  id: number;
  direction: CallDirection;
  kind: CallKind;
  party: CallParty;
  status: CallStatus;
  muted: boolean;
  /** `Date.now()` when the call opened (audio connected), for the duration shown. */
  connectedAt: number | null;
}

/** A failure the person should be told about (mfe-voice words every SDK code in a sentence). */
export interface CallFailure {
  /** The Voice SDK's error code, when there is one. */
  code: number | null;
  message: string;
}

/** What care screens pass to `startCall`: an emergency contact or a face on the clock. */
export interface CallContact {
  /** As stored; only its digits are dialled. */
  phoneNumber: string | null | undefined;
  name?: string | null;
}

/** One outgoing call, as the contract hands it to the implementation. */
export interface PlaceCallRequest {
  /** The `To` parameter: digits, `client:<identity>`, or a service of the gateway (`service:echo`). */
  to: string;
  kind: CallKind;
  party: CallParty;
}

/** What mfe-voice registers. Each method reports progress and failures through `reportCallState`. */
export interface CallImplementation {
  placeCall: (request: PlaceCallRequest) => Promise<void>;
  hangUp: () => void;
  setMuted: (muted: boolean) => void;
  /** Keypad digits: 0-9, *, # (and w, a pause). */
  sendDigits: (digits: string) => void;
  /** Answers the pending incoming call (kiosks answer by themselves). */
  answer: () => void;
  /** Declines the pending incoming call. */
  decline: () => void;
  /** Registers (true) or unregisters (false) this browser for incoming calls. */
  setAvailable: (available: boolean) => void;
}
