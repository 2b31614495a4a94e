import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { CALL_ERROR_TOAST_MS } from '../notify/snackbar-constants';
import { notify } from '../notify/snackbar-store';
import { REMOTE_LOAD_TIMEOUT_MS } from '../remote-loader/remote-parcel';
import { useSessionStore } from '../session/session-store';
import { CALL_TEXTS } from './call-texts';
import type {
  CallContact,
  CallFailure,
  CallImplementation,
  CurrentCall,
  PlaceCallRequest,
  VoiceDeviceState,
} from './call-types';

/** The `To` of the echo test (the local voice gateway's far end; a TwiML app maps it with a provider). */
const ECHO_TEST_TARGET = 'service:echo';
/** Local storage: the id of the user who switched 'Available for calls' on in this browser. */
export const AVAILABLE_FOR_CALLS_KEY = 'voice_available_user';

export interface CallState {
  /** The local voice gateway (host:port) from the deploy-time remotes config; null: the provider's own. */
  voiceGateway: string | null;
  deviceState: VoiceDeviceState;
  /** The call in progress (one at a time), or the one that just closed. */
  call: CurrentCall | null;
  /** The last failure, until the next call starts. */
  error: CallFailure | null;
  /** Outside kiosk mode: this browser rings for incoming calls while on (kiosks always do). */
  availableForCalls: boolean;
  /** Something asked for a call before mfe-voice was loaded: the host mounts its CallService. */
  serviceRequested: boolean;
  implementation: CallImplementation | null;
}

const initialState: CallState = {
  voiceGateway: null,
  deviceState: 'off',
  call: null,
  error: null,
  availableForCalls: false,
  serviceRequested: false,
  implementation: null,
};

/** One store for the page (a shared singleton): care screens, the admin area and mfe-voice meet here. */
export const useCallStore = create<CallState>()(() => ({ ...initialState }));

interface PendingCall {
  request: PlaceCallRequest;
  resolve: () => void;
  reject: (reason: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

let pending: PendingCall | null = null;

function currentUserId(): string | null {
  const id = useSessionStore.getState().userId;
  return id === null ? null : String(id);
}

function fail(message: string, code: number | null = null): void {
  useCallStore.setState({ error: { code, message } });
  notify(message, { severity: 'error', autoHideMs: CALL_ERROR_TOAST_MS });
}

/** Only the digits of a phone number (spec 7: tel: links and dialled numbers carry digits only). */
export function phoneDigits(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '');
}

/** Where `tel:` links are opened (replaced in tests: jsdom cannot navigate). */
export const telLink = {
  open(href: string): void {
    window.location.assign(href);
  },
};

function place(request: PlaceCallRequest): Promise<void> {
  const { implementation, call } = useCallStore.getState();
  if (implementation) return implementation.placeCall(request);
  if (pending || (call && call.status !== 'closed')) {
    fail(CALL_TEXTS.callAlreadyActive);
    return Promise.resolve();
  }
  // First use here: the host mounts mfe-voice's CallService, which registers and takes this call.
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending = null;
      useCallStore.setState({ serviceRequested: false });
      fail(CALL_TEXTS.unableToStart);
      resolve();
    }, REMOTE_LOAD_TIMEOUT_MS);
    pending = { request, timer, resolve, reject };
    useCallStore.setState({ serviceRequested: true });
  });
}

/**
 * The Call button of a contact (spec 7): in kiosk mode a browser voice call with the dialled digits as `To`;
 * elsewhere a `tel:` link with digits only. 'No phone number provided.' when there are no digits.
 */
export function startCall(contact: CallContact): Promise<void> {
  const digits = phoneDigits(contact.phoneNumber);
  if (digits === '') {
    fail(CALL_TEXTS.noPhoneNumber);
    return Promise.resolve();
  }
  if (!useSessionStore.getState().kioskMode) {
    telLink.open(`tel:${digits}`);
    return Promise.resolve();
  }
  return place({
    to: digits,
    kind: 'call',
    party: { name: contact.name ?? null, number: digits, identity: null },
  });
}

/** A browser call to a product user's browsers or kiosk ("Call this kiosk": `callIdentity('user-1')`). */
export function callIdentity(identity: string, name: string | null = null): Promise<void> {
  return place({
    to: `client:${identity}`,
    kind: 'call',
    party: { name, number: null, identity },
  });
}

/** The echo test: what the caller says comes back for 20 s, so they hear their own microphone and speaker. */
export function testCall(): Promise<void> {
  return place({
    to: ECHO_TEST_TARGET,
    kind: 'test',
    party: { name: null, number: null, identity: null },
  });
}

export function hangUp(): void {
  useCallStore.getState().implementation?.hangUp();
}

export function toggleMute(): void {
  const { implementation, call } = useCallStore.getState();
  if (implementation && call) implementation.setMuted(!call.muted);
}

export function sendDigits(digits: string): void {
  useCallStore.getState().implementation?.sendDigits(digits);
}

export function answerCall(): void {
  useCallStore.getState().implementation?.answer();
}

export function declineCall(): void {
  useCallStore.getState().implementation?.decline();
}

/** Whether the signed-in user switched 'Available for calls' on in this browser. */
export function isAvailableForCalls(): boolean {
  const userId = currentUserId();
  return userId !== null && readStorage('local', AVAILABLE_FOR_CALLS_KEY) === userId;
}

/** 'Available for calls' (outside kiosk mode): kept in this browser for the signed-in user. */
export function setAvailableForCalls(available: boolean): void {
  const userId = currentUserId();
  if (available && userId !== null) writeStorage('local', AVAILABLE_FOR_CALLS_KEY, userId);
  else removeStorage('local', AVAILABLE_FOR_CALLS_KEY);
  useCallStore.setState({ availableForCalls: available && userId !== null });
  useCallStore.getState().implementation?.setAvailable(available && userId !== null);
}

/** The host passes the deploy-time `voiceGateway` (RemotesConfig) at start. */
export function configureCalls(options: { voiceGateway?: string | null }): void {
  useCallStore.setState({ voiceGateway: options.voiceGateway ?? null });
}

/**
 * mfe-voice's CallService registers its implementation on mount (and unregisters on unmount). A call asked for
 * before that is handed over now.
 */
export function registerCallImplementation(implementation: CallImplementation): () => void {
  useCallStore.setState({ implementation, availableForCalls: isAvailableForCalls() });
  const waiting = pending;
  if (waiting) {
    pending = null;
    clearTimeout(waiting.timer);
    implementation.placeCall(waiting.request).then(waiting.resolve, waiting.reject);
  }
  return () => {
    if (useCallStore.getState().implementation !== implementation) return;
    useCallStore.setState({
      implementation: null,
      deviceState: 'off',
      call: null,
      serviceRequested: false,
    });
  };
}

/** How mfe-voice publishes the device, the current call and failures. */
export function reportCallState(
  update: Partial<Pick<CallState, 'deviceState' | 'call' | 'error'>>,
): void {
  useCallStore.setState(update);
}

/** For tests: no implementation, no call, nothing pending. */
export function resetCallStore(): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  useCallStore.setState({ ...initialState });
}
