import type { CallFailure, CurrentCall, PlaceCallRequest, VoiceDeviceState } from '@care/shared';
import { FakeCall, FakeSdk } from '../../../test/fake-sdk';
import { TEXTS } from '../../../texts';
import { CallController, DTMF_SLOT_MS } from './call-controller';
import type { CallControllerDeps, ToastKind } from './call-controller';

interface Harness {
  controller: CallController;
  sdk: FakeSdk;
  deps: CallControllerDeps;
  /** Every device state published, in order. */
  deviceStates: VoiceDeviceState[];
  call: () => CurrentCall | null;
  error: () => CallFailure | null;
  toasts: { message: string; kind: ToastKind }[];
  levels: number[];
  tokens: string[];
}

function setup(overrides: Partial<CallControllerDeps> = {}): Harness {
  const sdk = new FakeSdk();
  const deviceStates: VoiceDeviceState[] = [];
  const toasts: { message: string; kind: ToastKind }[] = [];
  const levels: number[] = [];
  const tokens: string[] = [];
  let call: CurrentCall | null = null;
  let error: CallFailure | null = null;
  let issued = 0;
  const deps: CallControllerDeps = {
    kioskMode: false,
    loadSdk: () => Promise.resolve(sdk),
    fetchToken: () => {
      issued += 1;
      const token = `token-${issued}`;
      tokens.push(token);
      return Promise.resolve(token);
    },
    publish: (update) => {
      if (update.deviceState !== undefined) deviceStates.push(update.deviceState);
      if (update.call !== undefined) call = update.call;
      if (update.error !== undefined) error = update.error;
    },
    toast: (message, kind) => toasts.push({ message, kind }),
    onInputLevel: (level) => levels.push(level),
    microphoneSupported: () => true,
    now: () => 1_000,
    log: { warn: () => undefined },
    endedLingerMs: 2000,
    retryDelaysMs: [100, 200],
    ...overrides,
  };
  const controller = new CallController(deps);
  return {
    controller,
    sdk,
    deps,
    deviceStates,
    call: () => call,
    error: () => error,
    toasts,
    levels,
    tokens,
  };
}

const TO_SARAH: PlaceCallRequest = {
  to: '5550100',
  kind: 'call',
  party: { name: 'Sarah Johnson', number: '5550100', identity: null },
};

/** Lets pending promise callbacks run (fake timers do not cover microtasks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A kiosk whose device has registered. */
async function registeredKiosk(overrides: Partial<CallControllerDeps> = {}): Promise<Harness> {
  const h = setup({ kioskMode: true, ...overrides });
  h.controller.start(false);
  await settle();
  return h;
}

/** A browser outside kiosk mode with 'Available for calls' on. */
async function availableBrowser(): Promise<Harness> {
  const h = setup();
  h.controller.setAvailable(true);
  await settle();
  return h;
}

/** Places the call to Sarah; the SDK's side of it is the returned FakeCall. */
async function dialSarah(h: Harness): Promise<FakeCall> {
  const call = new FakeCall();
  h.sdk.nextCall = call;
  await h.controller.placeCall(TO_SARAH);
  return call;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('device (spec 4.6)', () => {
  it('in kiosk mode loads the SDK, takes a token, registers, and reports each state', async () => {
    const h = await registeredKiosk();
    expect(h.sdk.device.tokens).toEqual(['token-1']);
    expect(h.sdk.device.registerCalls).toBe(1);
    expect(h.deviceStates).toEqual(['loading', 'unregistered', 'registering', 'registered']);
  });

  it('elsewhere stays off until a call or "Available for calls"', async () => {
    const h = setup();
    h.controller.start(false);
    await settle();
    expect(h.sdk.devices).toHaveLength(0);
    h.controller.setAvailable(true);
    await settle();
    expect(h.sdk.device.registerCalls).toBe(1);
    h.controller.setAvailable(false);
    await settle();
    expect(h.sdk.device.unregisterCalls).toBe(1);
    expect(h.deviceStates.at(-1)).toBe('unregistered');
  });

  it('registers only from unregistered', async () => {
    const h = await registeredKiosk();
    h.controller.setAvailable(true);
    await settle();
    expect(h.sdk.device.registerCalls).toBe(1);
  });

  it('ignores device events once destroyed', async () => {
    const h = await registeredKiosk();
    h.sdk.device.destroy();
    h.sdk.device.setState('registered');
    expect(h.deviceStates.slice(-1)).toEqual(['destroyed']);
  });

  it('retries registration when the SDK cannot be loaded, and says nothing to the kiosk user', async () => {
    let attempts = 0;
    const sdk = new FakeSdk();
    const h = setup({
      kioskMode: true,
      loadSdk: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(sdk);
      },
    });
    h.controller.start(false);
    await settle();
    expect(h.deviceStates).toEqual(['loading', 'off']);
    jest.advanceTimersByTime(100);
    await settle();
    expect(sdk.device.registerCalls).toBe(1);
    expect(h.toasts).toEqual([]);
  });
});

describe('token refresh (spec 9: 10 s before expiry)', () => {
  it('updates the token when the SDK says it will expire, without unregistering', async () => {
    const h = await registeredKiosk();
    h.sdk.device.emit('tokenWillExpire');
    await settle();
    expect(h.sdk.device.tokens).toEqual(['token-1', 'token-2']);
    expect(h.sdk.device.unregisterCalls).toBe(0);
    expect(h.deviceStates.at(-1)).toBe('registered');
  });

  it('retries a failed refresh', async () => {
    let fail = true;
    let issued = 0;
    const h = setup({
      kioskMode: true,
      fetchToken: () => {
        issued += 1;
        if (issued > 1 && fail) {
          fail = false;
          return Promise.reject(new Error('API down'));
        }
        return Promise.resolve(`token-${issued}`);
      },
    });
    h.controller.start(false);
    await settle();
    h.sdk.device.emit('tokenWillExpire');
    await settle();
    expect(h.sdk.device.tokens).toEqual(['token-1']);
    jest.advanceTimersByTime(100);
    await settle();
    expect(h.sdk.device.tokens).toEqual(['token-1', 'token-3']);
  });

  it('shares one refresh between overlapping requests', async () => {
    const h = await registeredKiosk();
    h.sdk.device.emit('tokenWillExpire');
    h.sdk.device.emit('tokenWillExpire');
    await settle();
    expect(h.tokens).toEqual(['token-1', 'token-2']);
  });

  it('renews the registration with a fresh token after an expired-token error', async () => {
    const h = await registeredKiosk();
    h.sdk.device.emit('error', { code: 20104, message: 'AccessTokenExpired' });
    await settle();
    expect(h.sdk.device.tokens).toEqual(['token-1', 'token-2']);
    expect(h.sdk.device.unregisterCalls).toBe(1);
    expect(h.sdk.device.registerCalls).toBe(2);
    expect(h.deviceStates.at(-1)).toBe('registered');
  });
});

describe('outgoing call', () => {
  it('goes connecting → ringing → open → closed with the spec’s status toasts', async () => {
    const h = setup();
    const call = new FakeCall();
    const sdk = h.sdk;
    sdk.nextCall = call;

    await h.controller.placeCall(TO_SARAH);
    expect(sdk.device.connects).toEqual([{ params: { To: '5550100' } }]);
    expect(h.call()).toMatchObject({
      status: 'connecting',
      direction: 'outgoing',
      party: TO_SARAH.party,
    });

    call.emit('ringing', false);
    expect(h.call()?.status).toBe('ringing');
    call.open();
    expect(h.call()).toMatchObject({ status: 'open', connectedAt: 1_000 });
    call.emit('volume', 0.4, 0.1);
    expect(h.levels).toEqual([0.4]);

    call.disconnect();
    expect(h.call()?.status).toBe('closed');
    expect(h.toasts).toEqual([
      { message: 'Connecting...', kind: 'status' },
      { message: 'Call connected', kind: 'status' },
      { message: 'Call ended', kind: 'status' },
    ]);
    jest.advanceTimersByTime(2000);
    expect(h.call()).toBeNull();
  });

  it('allows one call at a time: "A Call is already active"', async () => {
    const h = setup();
    await h.controller.placeCall(TO_SARAH);
    await h.controller.placeCall({ ...TO_SARAH, to: '5550111' });
    expect(h.sdk.device.connects).toHaveLength(1);
    expect(h.toasts.at(-1)).toEqual({ message: 'A Call is already active', kind: 'error' });
  });

  it('says "Microphone not supported on this device" without one', async () => {
    const h = setup({ microphoneSupported: () => false });
    await h.controller.placeCall(TO_SARAH);
    expect(h.sdk.devices).toHaveLength(0);
    expect(h.error()).toEqual({ code: null, message: 'Microphone not supported on this device' });
  });

  it('says "Microphone access denied…" when the SDK cannot get the microphone (31401)', async () => {
    const h = setup();
    const call = await dialSarah(h);
    // The SDK's real order: the call is closed first, the error follows.
    call.failAfterEnding({ code: 31401, message: 'PermissionDeniedError' });
    expect(h.toasts.map((t) => t.message)).toEqual([
      'Connecting...',
      'Call ended',
      'Microphone access denied. Please allow microphone to make a call.',
    ]);
    expect(h.toasts.at(-1)?.kind).toBe('error');
    expect(h.error()).toEqual({
      code: 31401,
      message: 'Microphone access denied. Please allow microphone to make a call.',
    });
    expect(h.call()?.status).toBe('closed');
    // The SDK closed the call itself: the controller has nothing to hang up.
    expect(call.disconnected).toBe(0);
  });

  it('still says "Microphone access denied…" when the error comes before the end', async () => {
    const h = setup();
    const call = await dialSarah(h);
    call.fail({ code: 31401, message: 'PermissionDeniedError' });
    call.disconnect();
    expect(h.toasts.filter((t) => t.kind === 'error').map((t) => t.message)).toEqual([
      'Microphone access denied. Please allow microphone to make a call.',
    ]);
    expect(h.call()?.status).toBe('closed');
  });

  it('does not pin a late error of an ended call on the next call', async () => {
    const h = setup();
    const first = await dialSarah(h);
    first.disconnect();
    jest.advanceTimersByTime(2000);
    const second = new FakeCall();
    h.sdk.device.nextCall = second;
    await h.controller.placeCall(TO_SARAH);
    first.fail({ code: 31401, message: 'PermissionDeniedError' });
    expect(h.error()).toBeNull();
    expect(h.call()?.status).toBe('connecting');
    second.failAfterEnding({ code: 31401, message: 'PermissionDeniedError' });
    expect(h.error()?.code).toBe(31401);
  });

  it('tells a late error only once', async () => {
    const h = setup();
    const call = await dialSarah(h);
    call.failAfterEnding({ code: 31401, message: 'PermissionDeniedError' });
    call.fail({ code: 31401, message: 'PermissionDeniedError' });
    expect(h.toasts.filter((t) => t.kind === 'error')).toHaveLength(1);
  });

  it('tells a gateway refusal as "Call failed" plus the sentence, once, without "Call ended"', async () => {
    const h = setup();
    const call = await dialSarah(h);
    // The SDK emits the error, then the disconnect.
    call.fail({ code: 31480, message: 'TemporarilyUnavailable' });
    call.disconnect();
    expect(h.toasts.map((t) => t.message)).toEqual([
      'Connecting...',
      'Call failed: The person you are calling is not available right now.',
    ]);
    expect(h.error()).toEqual({
      code: 31480,
      message: 'Call failed: The person you are calling is not available right now.',
    });
  });

  it('says "Voice calling initialization failed" when the SDK cannot be loaded', async () => {
    const h = setup({ loadSdk: () => Promise.reject(new Error('chunk failed')) });
    await h.controller.placeCall(TO_SARAH);
    expect(h.error()?.message).toBe(TEXTS.errors.initFailed);
    expect(h.call()?.status).toBe('closed');
  });

  it('says "Unable to start call connection" without a token, and tries afresh next time', async () => {
    let first = true;
    const h = setup({
      fetchToken: () => {
        if (first) {
          first = false;
          return Promise.reject(new Error('401'));
        }
        return Promise.resolve('token');
      },
    });
    await h.controller.placeCall(TO_SARAH);
    expect(h.error()?.message).toBe('Unable to start call connection');
    jest.advanceTimersByTime(2000);
    await h.controller.placeCall(TO_SARAH);
    expect(h.sdk.device.connects).toHaveLength(1);
  });

  it('hangs up a call that was still being set up', async () => {
    const h = setup();
    const call = new FakeCall();
    let release = (): void => undefined;
    h.sdk.nextCall = call;
    h.sdk.connectGate = new Promise((resolve) => {
      release = resolve;
    });
    const placing = h.controller.placeCall(TO_SARAH);
    await settle();
    h.controller.hangUp();
    expect(h.call()?.status).toBe('closed');
    release();
    await placing;
    expect(call.disconnected).toBe(1);
  });

  it('ends the call with the connection sentence when the gateway goes away', async () => {
    const h = setup();
    const call = await dialSarah(h);
    call.open();
    h.sdk.device.emit('error', { code: 31005, message: 'ConnectionError' });
    call.emit('transportClose');
    expect(h.call()?.status).toBe('closed');
    expect(call.disconnected).toBe(1);
    expect(h.toasts.filter((t) => t.kind === 'error')).toEqual([
      { message: 'Call failed: The connection to the calling service was lost.', kind: 'error' },
    ]);
  });

  it('mutes through the SDK and sends only valid keypad digits while open', async () => {
    const h = setup();
    const call = await dialSarah(h);
    h.controller.sendDigits('1');
    expect(call.digits).toEqual([]);
    call.open();
    h.controller.sendDigits('1');
    h.controller.sendDigits('*');
    h.controller.sendDigits('#');
    h.controller.sendDigits('x');
    // Pressed faster than a tone plays: each waits for the one before it (the SDK would drop it otherwise).
    expect(call.digits).toEqual(['1']);
    jest.advanceTimersByTime(DTMF_SLOT_MS);
    expect(call.digits).toEqual(['1', '*']);
    jest.advanceTimersByTime(DTMF_SLOT_MS);
    expect(call.digits).toEqual(['1', '*', '#']);
    jest.advanceTimersByTime(DTMF_SLOT_MS * 5);
    expect(call.digits).toEqual(['1', '*', '#']);
    h.controller.setMuted(true);
    expect(h.call()?.muted).toBe(true);
    h.controller.setMuted(false);
    expect(h.call()?.muted).toBe(false);
  });
});

describe('keypad digits', () => {
  it('a call that ends drops the digits still waiting', async () => {
    const h = setup();
    const call = await dialSarah(h);
    call.open();
    h.controller.sendDigits('12');
    h.controller.sendDigits('3');
    expect(call.digits).toEqual(['1']);
    h.controller.hangUp();
    jest.advanceTimersByTime(DTMF_SLOT_MS * 5);
    expect(call.digits).toEqual(['1']);
  });
});

describe('incoming call', () => {
  function incoming(): FakeCall {
    return new FakeCall(
      { CallSid: 'CA1', From: 'client:user-9', To: 'client:user-1' },
      { CallerName: 'Dr Clinician', CallerIdentity: 'user-9' },
    );
  }

  it('is answered by itself in kiosk mode (auto-accept)', async () => {
    const h = await registeredKiosk();
    const call = incoming();
    h.sdk.device.emit('incoming', call);
    expect(call.accepted).toBe(1);
    expect(h.call()).toMatchObject({
      direction: 'incoming',
      status: 'connecting',
      party: { name: 'Dr Clinician', identity: 'user-9', number: null },
    });
    call.open();
    expect(h.call()?.status).toBe('open');
  });

  it('rings elsewhere until answered or declined', async () => {
    const h = await availableBrowser();
    const first = incoming();
    h.sdk.device.emit('incoming', first);
    expect(first.accepted).toBe(0);
    expect(h.call()?.status).toBe('pending');
    h.controller.answer();
    expect(first.accepted).toBe(1);

    first.disconnect();
    jest.advanceTimersByTime(2000);
    const second = incoming();
    h.sdk.device.emit('incoming', second);
    h.controller.decline();
    expect(second.rejected).toBe(1);
    expect(h.call()?.status).toBe('closed');
  });

  it('is closed when the caller gives up (cancel)', async () => {
    const h = await availableBrowser();
    const call = incoming();
    h.sdk.device.emit('incoming', call);
    call.emit('cancel');
    expect(h.call()?.status).toBe('closed');
  });

  it('is refused while another call is on', async () => {
    const h = await registeredKiosk();
    const first = incoming();
    h.sdk.device.emit('incoming', first);
    const second = incoming();
    h.sdk.device.emit('incoming', second);
    expect(second.rejected).toBe(1);
    expect(h.call()?.party.identity).toBe('user-9');
  });
});

describe('dispose', () => {
  it('destroys the device and clears the published state', async () => {
    const h = await registeredKiosk();
    h.controller.dispose();
    expect(h.sdk.device.destroyed).toBe(true);
    expect(h.deviceStates.at(-1)).toBe('off');
    expect(h.call()).toBeNull();
  });
});

describe('an SDK call that throws while closing', () => {
  it('still ends the call on screen', async () => {
    const h = setup();
    const call = new FakeCall();
    call.disconnect = () => {
      throw new Error('no transport');
    };
    h.sdk.nextCall = call;
    await h.controller.placeCall(TO_SARAH);
    call.open();
    call.emit('transportClose');
    expect(h.call()?.status).toBe('closed');
    h.controller.hangUp();
    expect(h.toasts.filter((t) => t.kind === 'error')).toHaveLength(1);
  });
});
