import type {
  CallFailure,
  CallImplementation,
  CallParty,
  CurrentCall,
  PlaceCallRequest,
  VoiceDeviceState,
} from '@care/shared';
import { TEXTS } from '../../../texts';
import { callReducer, canRegister, canUnregister, deviceReducer, isLive } from './call-machine';
import type { CallEvent } from './call-machine';
import { callFailureMessage, describeSdkCode, TOKEN_ERROR_CODES } from './error-messages';
import type { SdkError, VoiceCall, VoiceDevice, VoiceSdk } from './sdk-types';

export type ToastKind = 'status' | 'error';

export interface CallControllerDeps {
  /** Kiosk mode: always registered, incoming calls answered at once. */
  kioskMode: boolean;
  /** Loads the Voice SDK (a separate chunk) and builds Devices with the product's options. */
  loadSdk: () => Promise<VoiceSdk>;
  /** A fresh voice access token from the API. */
  fetchToken: () => Promise<string>;
  /** Publishes to the shared call store. */
  publish: (update: {
    deviceState?: VoiceDeviceState;
    call?: CurrentCall | null;
    error?: CallFailure | null;
  }) => void;
  toast: (message: string, kind: ToastKind) => void;
  /** The microphone's input level, 0..1, every 50 ms during a call. */
  onInputLevel: (level: number) => void;
  microphoneSupported: () => boolean;
  now: () => number;
  log: { warn: (message: string, detail?: unknown) => void };
  /** How long a closed call stays on screen ('Call ended'). */
  endedLingerMs?: number;
  /** Waits between attempts to register or refresh the token. */
  retryDelaysMs?: readonly number[];
}

const DIGITS = /^[0-9*#w]+$/;
/**
 * One keypad tone's slot: the SDK plays a tone for 100 ms with a 70 ms gap, and each of its sendDigits calls
 * replaces whatever tones the browser still had queued (RTCDTMFSender.insertDTMF). Keys pressed faster than
 * that would be lost, so they wait their turn here. A 'w' is the SDK's half-second pause.
 */
export const DTMF_SLOT_MS = 200;
const DTMF_PAUSE_MS = 550;
const DEFAULT_RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000, 60_000] as const;
/** Signalling errors that leave a call without its gateway (no reconnect token: it cannot resume). */
const CONNECTION_LOST_CODES: ReadonlySet<number> = new Set([31000, 31005, 31009, 53000, 53001]);

/** The caller as the gateway (or the provider) describes it in the invite. */
function partyOfIncoming(call: VoiceCall): CallParty {
  const from = call.parameters['From'] ?? '';
  const identity = call.customParameters.get('CallerIdentity') ?? null;
  const name = call.customParameters.get('CallerName') ?? null;
  if (from.startsWith('client:')) {
    return { name, number: null, identity: identity ?? from.slice('client:'.length) };
  }
  const digits = from.replace(/\D/g, '');
  return { name, number: digits === '' ? null : digits, identity };
}

class SetupError extends Error {}

/**
 * The Device wrapper: one Voice SDK Device, one call at a time, the state machine of spec 4.6, token refresh
 * before expiry, auto-answer in kiosk mode. It implements the shared call contract.
 */
export class CallController implements CallImplementation {
  private deviceState: VoiceDeviceState = 'off';
  private current: CurrentCall | null = null;
  private sdkCall: VoiceCall | null = null;
  /** The call whose failure was already told (no 'Call ended' toast after an error toast). */
  private failedCallId: number | null = null;
  /**
   * The SDK call that ended last and its id. The SDK ends a call first and reports why after (a denied
   * microphone: 'disconnect', then 'error' 31401), so that error still belongs to this call.
   */
  private endedCall: { id: number; call: VoiceCall } | null = null;
  private device: VoiceDevice | null = null;
  private deviceReady: Promise<VoiceDevice> | null = null;
  private wantRegistered: boolean;
  private nextCallId = 1;
  private disposed = false;
  private refreshing: Promise<void> | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private registerAttempt = 0;
  /** Keypad digits waiting for the tone before them to finish (see DTMF_SLOT_MS). */
  private digitQueue = '';
  private sendingDigits = false;

  constructor(private readonly deps: CallControllerDeps) {
    this.wantRegistered = deps.kioskMode;
  }

  /** Kiosks register for incoming calls; elsewhere only while 'Available for calls' is on. */
  start(available: boolean): void {
    this.wantRegistered = this.deps.kioskMode || available;
    if (this.wantRegistered) void this.ensureRegistered();
  }

  dispose(): void {
    this.disposed = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.sdkCall = null;
    this.current = null;
    this.device?.destroy();
    this.device = null;
    this.deps.publish({ deviceState: 'off', call: null });
  }

  // ---- CallImplementation -------------------------------------------------------------------

  async placeCall(request: PlaceCallRequest): Promise<void> {
    if (isLive(this.current)) {
      this.tellError(TEXTS.errors.callAlreadyActive);
      return;
    }
    if (!this.deps.microphoneSupported()) {
      this.tellError(TEXTS.errors.microphoneNotSupported);
      return;
    }
    const id = this.nextCallId++;
    this.deps.publish({ error: null });
    this.dispatch({ type: 'dial', id, kind: request.kind, party: request.party });
    this.deps.toast(TEXTS.status.connecting, 'status');

    let device: VoiceDevice;
    try {
      device = await this.ensureDevice();
    } catch (error) {
      this.failCall(id, error instanceof SetupError ? error.message : TEXTS.errors.unableToStart);
      return;
    }
    if (!this.isLiveCall(id)) return;
    let call: VoiceCall;
    try {
      call = await device.connect({ params: { To: request.to } });
    } catch (error) {
      this.deps.log.warn('Voice call could not start', error);
      const sdkError = error as SdkError;
      this.failCall(
        id,
        sdkError.message === TEXTS.errors.callAlreadyActive
          ? TEXTS.errors.callAlreadyActive
          : TEXTS.errors.unableToStart,
      );
      return;
    }
    if (!this.isLiveCall(id)) {
      // Hung up while the call was being set up.
      this.release(call);
      return;
    }
    this.attach(call, id);
  }

  hangUp(): void {
    const call = this.current;
    if (!call || call.status === 'closed') return;
    if (call.status === 'pending') {
      this.decline();
      return;
    }
    const sdkCall = this.sdkCall;
    if (!sdkCall) {
      this.closed(call.id);
      return;
    }
    this.release(sdkCall);
    // The SDK says 'disconnect' (closing the call here); if it could not, the call is closed anyway.
    this.closed(call.id);
  }

  setMuted(muted: boolean): void {
    if (isLive(this.current)) this.sdkCall?.mute(muted);
  }

  sendDigits(digits: string): void {
    if (this.current?.status !== 'open' || !DIGITS.test(digits)) return;
    this.digitQueue += digits;
    if (!this.sendingDigits) this.nextDigit();
  }

  /** Sends the first waiting digit, then the next one once its tone has played. */
  private nextDigit(): void {
    const digit = this.digitQueue.charAt(0);
    if (digit === '' || this.current?.status !== 'open' || !this.sdkCall) {
      this.digitQueue = '';
      this.sendingDigits = false;
      return;
    }
    this.digitQueue = this.digitQueue.slice(1);
    this.sendingDigits = true;
    this.sdkCall.sendDigits(digit);
    this.after(digit === 'w' ? DTMF_PAUSE_MS : DTMF_SLOT_MS, () => this.nextDigit());
  }

  answer(): void {
    const call = this.current;
    if (call?.status !== 'pending' || !this.sdkCall) return;
    if (!this.deps.microphoneSupported()) {
      this.tellError(TEXTS.errors.microphoneNotSupported);
      this.decline();
      return;
    }
    this.dispatch({ type: 'answered' });
    this.sdkCall.accept();
  }

  decline(): void {
    const call = this.current;
    if (call?.status !== 'pending') return;
    this.sdkCall?.reject();
    this.closed(call.id);
  }

  setAvailable(available: boolean): void {
    this.wantRegistered = this.deps.kioskMode || available;
    if (this.wantRegistered) {
      void this.ensureRegistered();
      return;
    }
    if (this.device && canUnregister(this.deviceState)) {
      this.device.unregister().catch((error: unknown) => {
        this.deps.log.warn('Voice device could not unregister', error);
      });
    }
  }

  // ---- device -------------------------------------------------------------------------------

  private ensureDevice(): Promise<VoiceDevice> {
    if (this.deviceReady) return this.deviceReady;
    this.setDeviceState('loading');
    /** One step of the set-up: its failure is logged and told as `failure`. */
    const step = async <T>(
      what: string,
      failure: string,
      run: () => T | Promise<T>,
    ): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        this.deps.log.warn(what, error);
        throw new SetupError(failure);
      }
    };
    const ready = (async () => {
      const { initFailed, unableToStart, microphoneNotSupported } = TEXTS.errors;
      const sdk = await step('The Voice SDK could not be loaded', initFailed, this.deps.loadSdk);
      if (!sdk.isSupported) throw new SetupError(microphoneNotSupported);
      const token = await step('No voice token', unableToStart, this.deps.fetchToken);
      if (this.disposed) throw new SetupError(unableToStart);
      const device = await step('The voice device could not be created', initFailed, () =>
        sdk.createDevice(token),
      );
      this.wire(device);
      this.device = device;
      this.setDeviceState('unregistered');
      return device;
    })();
    this.deviceReady = ready;
    ready.catch(() => {
      // The next call or registration attempt starts again from scratch.
      this.deviceReady = null;
      this.setDeviceState('off');
    });
    return ready;
  }

  private async ensureRegistered(): Promise<void> {
    try {
      const device = await this.ensureDevice();
      if (!this.wantRegistered || !canRegister(this.deviceState)) return;
      await device.register();
      this.registerAttempt = 0;
    } catch (error) {
      this.deps.log.warn('Voice device could not register', error);
      this.retry(() => void this.ensureRegistered());
    }
  }

  private retry(run: () => void): void {
    if (this.disposed) return;
    const delays = this.deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.registerAttempt, delays.length - 1)] ?? 60_000;
    this.registerAttempt += 1;
    this.after(delay, run);
  }

  private wire(device: VoiceDevice): void {
    device.on('registering', () => this.setDeviceState('registering'));
    device.on('registered', () => this.setDeviceState('registered'));
    device.on('unregistered', () => this.setDeviceState('unregistered'));
    device.on('destroyed', () => this.setDeviceState('destroyed'));
    device.on('tokenWillExpire', () => void this.refreshToken(false));
    device.on('incoming', (call) => this.onIncoming(call));
    device.on('error', (error) => this.onDeviceError(error));
  }

  /**
   * Spec 9: the SDK says 10 s before the token expires; the device takes a fresh one without unregistering.
   * After a token error (it expired anyway) the registration is renewed with the fresh token.
   */
  private refreshToken(renewRegistration: boolean): Promise<void> {
    if (this.refreshing) return this.refreshing;
    const run = async (): Promise<void> => {
      const delays = this.deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
      for (let attempt = 0; attempt <= delays.length && !this.disposed; attempt += 1) {
        try {
          const token = await this.deps.fetchToken();
          const device = this.device;
          if (!device || this.isDisposed()) return;
          device.updateToken(token);
          if (renewRegistration && this.wantRegistered) {
            if (canUnregister(this.deviceState)) await device.unregister();
            if (canRegister(this.deviceState)) await device.register();
          }
          return;
        } catch (error) {
          this.deps.log.warn('Voice token refresh failed', error);
          await new Promise<void>((resolve) => this.after(delays[attempt] ?? 60_000, resolve));
        }
      }
    };
    const refreshing = run().finally(() => {
      this.refreshing = null;
    });
    this.refreshing = refreshing;
    return refreshing;
  }

  private onDeviceError(error: SdkError): void {
    this.deps.log.warn(`Voice device error ${error.code ?? ''}: ${error.message}`);
    if (error.code !== undefined && TOKEN_ERROR_CODES.has(error.code)) {
      void this.refreshToken(true);
      return;
    }
    // The signalling connection dropped under a call: without it the call cannot go on.
    if (error.code !== undefined && CONNECTION_LOST_CODES.has(error.code)) this.connectionLost();
  }

  private onIncoming(call: VoiceCall): void {
    if (isLive(this.current)) {
      call.reject();
      return;
    }
    const id = this.nextCallId++;
    this.deps.publish({ error: null });
    this.dispatch({ type: 'incoming', id, party: partyOfIncoming(call) });
    this.attach(call, id);
    if (this.deps.kioskMode) this.answer();
  }

  // ---- call ---------------------------------------------------------------------------------

  private attach(call: VoiceCall, id: number): void {
    this.sdkCall = call;
    const mine = (): boolean => this.current?.id === id && this.sdkCall === call;
    call.on('ringing', () => mine() && this.dispatch({ type: 'ringing' }));
    call.on('accept', () => {
      if (!mine()) return;
      this.dispatch({ type: 'open', at: this.deps.now() });
      this.deps.toast(TEXTS.status.connected, 'status');
    });
    call.on('reconnecting', () => mine() && this.dispatch({ type: 'reconnecting' }));
    call.on('reconnected', () => mine() && this.dispatch({ type: 'reconnected' }));
    call.on('mute', (muted) => mine() && this.dispatch({ type: 'muted', muted }));
    call.on('volume', (input) => mine() && this.deps.onInputLevel(input));
    call.on('error', (error) => {
      if (mine()) {
        this.deps.log.warn(`Voice call error ${error.code ?? ''}: ${error.message}`);
        this.failCall(id, callFailureMessage(error), error.code ?? null);
        return;
      }
      this.lateError(call, id, error);
    });
    call.on('transportClose', () => mine() && this.connectionLost());
    call.on('disconnect', () => this.closed(id));
    call.on('cancel', () => this.closed(id));
    call.on('reject', () => this.closed(id));
  }

  /** A method, not the field: the field's narrowing would outlive the awaits that can change it. */
  private isDisposed(): boolean {
    return this.disposed;
  }

  /** Whether call `id` is the current one and still in progress (it may have ended during an await). */
  private isLiveCall(id: number): boolean {
    return this.current?.id === id && this.current.status !== 'closed';
  }

  private connectionLost(): void {
    const call = this.current;
    if (!call || call.status === 'closed') return;
    this.failCall(call.id, TEXTS.errors.callFailed(describeSdkCode(31005)), 31005);
  }

  /** Tells the failure once and ends the call. */
  private failCall(id: number, message: string, code: number | null = null): void {
    if (!this.isLiveCall(id)) return;
    if (this.failedCallId !== id) {
      this.failedCallId = id;
      this.tellError(message, code);
    }
    const call = this.sdkCall;
    this.closed(id);
    if (call && call.status() !== 'closed') this.release(call);
  }

  /**
   * An error for a call that has already ended: told once, while no other call has started, so the person
   * learns why the call ended ('Microphone access denied…' after 'Call ended').
   */
  private lateError(call: VoiceCall, id: number, error: SdkError): void {
    const ended = this.endedCall;
    if (ended?.call !== call || ended.id !== id || this.failedCallId === id) return;
    if (this.current !== null && this.current.id !== id) return;
    this.deps.log.warn(`Voice call error after its end ${error.code ?? ''}: ${error.message}`);
    this.failedCallId = id;
    this.tellError(callFailureMessage(error), error.code ?? null);
  }

  /** Ends the SDK's call; with its signalling gone the SDK may throw, and the call is over either way. */
  private release(call: VoiceCall): void {
    try {
      call.disconnect();
    } catch (error) {
      this.deps.log.warn('The voice call did not close cleanly', error);
    }
  }

  private closed(id: number): void {
    if (!this.isLiveCall(id)) return;
    this.endedCall = this.sdkCall ? { id, call: this.sdkCall } : null;
    this.sdkCall = null;
    this.digitQueue = '';
    this.dispatch({ type: 'closed' });
    this.deps.onInputLevel(0);
    if (this.failedCallId !== id) this.deps.toast(TEXTS.status.ended, 'status');
    this.after(this.deps.endedLingerMs ?? 2000, () => this.dispatch({ type: 'cleared' }));
  }

  private tellError(message: string, code: number | null = null): void {
    this.deps.publish({ error: { code, message } });
    this.deps.toast(message, 'error');
  }

  private dispatch(event: CallEvent): void {
    const next = callReducer(this.current, event);
    if (next === this.current) return;
    this.current = next;
    this.deps.publish({ call: next });
  }

  private setDeviceState(state: VoiceDeviceState): void {
    const next = deviceReducer(this.deviceState, state);
    if (next === this.deviceState) return;
    this.deviceState = next;
    this.deps.publish({ deviceState: next });
  }

  private after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
