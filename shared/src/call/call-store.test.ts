import { REMOTE_LOAD_TIMEOUT_MS } from '../remote-loader/remote-parcel';
import { resetSnackbarStore, useSnackbarStore } from '../notify/snackbar-store';
import { useSessionStore } from '../session/session-store';
import { resetTestEnvironment } from '../testing/environment';
import {
  AVAILABLE_FOR_CALLS_KEY,
  callIdentity,
  hangUp,
  isAvailableForCalls,
  phoneDigits,
  registerCallImplementation,
  reportCallState,
  setAvailableForCalls,
  startCall,
  telLink,
  testCall,
  toggleMute,
  useCallStore,
} from './call-store';
import { CALL_TEXTS } from './call-texts';
import { fakeCallImplementation as fakeImplementation } from '../testing/fake-call';
import type { CurrentCall } from './call-types';

function signIn(kioskMode: boolean): void {
  useSessionStore.setState({
    isAuthenticated: true,
    authReady: true,
    kioskMode,
    userId: 7,
  });
}

function toasts(): { message: string; severity: string; autoHideMs: number }[] {
  return useSnackbarStore.getState().snackbars;
}

const openCall: CurrentCall = {
  id: 1,
  direction: 'outgoing',
  kind: 'call',
  party: { name: 'Sarah', number: '5550100', identity: null },
  status: 'open',
  muted: false,
  connectedAt: 1,
};

beforeEach(() => {
  resetTestEnvironment();
  resetSnackbarStore();
});

describe('startCall (a contact’s Call button)', () => {
  it('outside kiosk mode opens a tel: link with digits only', async () => {
    signIn(false);
    const open = jest.spyOn(telLink, 'open').mockImplementation(() => undefined);
    const implementation = fakeImplementation();
    registerCallImplementation(implementation);
    await startCall({ phoneNumber: '+1 (555) 010-0', name: 'Sarah' });
    expect(open).toHaveBeenCalledWith('tel:15550100');
    expect(implementation.placeCall).not.toHaveBeenCalled();
  });

  it('in kiosk mode places a browser call with the dialled digits as To', async () => {
    signIn(true);
    const implementation = fakeImplementation();
    registerCallImplementation(implementation);
    await startCall({ phoneNumber: '555-0100', name: 'Sarah' });
    expect(implementation.placeCall).toHaveBeenCalledWith({
      to: '5550100',
      kind: 'call',
      party: { name: 'Sarah', number: '5550100', identity: null },
    });
  });

  it.each([[''], ['  -  '], [null], [undefined]])(
    'says "No phone number provided." for %p, as an error toast of 6000 ms',
    async (phoneNumber) => {
      signIn(true);
      const implementation = fakeImplementation();
      registerCallImplementation(implementation);
      const open = jest.spyOn(telLink, 'open').mockImplementation(() => undefined);
      await startCall({ phoneNumber });
      expect(toasts()).toEqual([
        expect.objectContaining({
          message: 'No phone number provided.',
          severity: 'error',
          autoHideMs: 6000,
        }),
      ]);
      expect(useCallStore.getState().error).toEqual({
        code: null,
        message: CALL_TEXTS.noPhoneNumber,
      });
      expect(implementation.placeCall).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
    },
  );
});

describe('first use before mfe-voice is loaded', () => {
  it('asks the host for the call service and hands the call over when it registers', async () => {
    signIn(false);
    const placed = callIdentity('user-1', 'Margaret Johnson');
    expect(useCallStore.getState().serviceRequested).toBe(true);
    const implementation = fakeImplementation();
    registerCallImplementation(implementation);
    await placed;
    expect(implementation.placeCall).toHaveBeenCalledWith({
      to: 'client:user-1',
      kind: 'call',
      party: { name: 'Margaret Johnson', number: null, identity: 'user-1' },
    });
  });

  it('gives up with "Unable to start call connection" when the service never comes', async () => {
    jest.useFakeTimers();
    try {
      signIn(false);
      const placed = testCall();
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      await placed;
      expect(useCallStore.getState()).toMatchObject({
        serviceRequested: false,
        error: { code: null, message: 'Unable to start call connection' },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a second call while one waits: "A Call is already active"', async () => {
    signIn(false);
    void testCall();
    await callIdentity('user-2');
    expect(toasts().map((t) => t.message)).toEqual(['A Call is already active']);
  });
});

describe('controls', () => {
  it('pass through to the implementation; mute toggles the current call’s state', () => {
    const implementation = fakeImplementation();
    registerCallImplementation(implementation);
    toggleMute();
    expect(implementation.setMuted).not.toHaveBeenCalled();
    reportCallState({ call: openCall });
    toggleMute();
    expect(implementation.setMuted).toHaveBeenCalledWith(true);
    reportCallState({ call: { ...openCall, muted: true } });
    toggleMute();
    expect(implementation.setMuted).toHaveBeenLastCalledWith(false);
    hangUp();
    expect(implementation.hangUp).toHaveBeenCalledTimes(1);
  });

  it('unregistering clears what the implementation published, but only its own', () => {
    const first = fakeImplementation();
    const unregisterFirst = registerCallImplementation(first);
    const second = fakeImplementation();
    const unregisterSecond = registerCallImplementation(second);
    reportCallState({ call: openCall, deviceState: 'registered' });
    unregisterFirst();
    expect(useCallStore.getState().implementation).toBe(second);
    unregisterSecond();
    expect(useCallStore.getState()).toMatchObject({
      implementation: null,
      call: null,
      deviceState: 'off',
    });
  });
});

describe('Available for calls', () => {
  it('is kept per user in this browser and forwarded to the implementation', () => {
    signIn(false);
    const implementation = fakeImplementation();
    registerCallImplementation(implementation);
    setAvailableForCalls(true);
    expect(localStorage.getItem(AVAILABLE_FOR_CALLS_KEY)).toBe('7');
    expect(implementation.setAvailable).toHaveBeenCalledWith(true);
    expect(isAvailableForCalls()).toBe(true);

    useSessionStore.setState({ userId: 8 });
    expect(isAvailableForCalls()).toBe(false);

    setAvailableForCalls(false);
    expect(localStorage.getItem(AVAILABLE_FOR_CALLS_KEY)).toBeNull();
    expect(useCallStore.getState().availableForCalls).toBe(false);
  });

  it('is read when the implementation registers', () => {
    signIn(false);
    localStorage.setItem(AVAILABLE_FOR_CALLS_KEY, '7');
    registerCallImplementation(fakeImplementation());
    expect(useCallStore.getState().availableForCalls).toBe(true);
  });
});

describe('phoneDigits', () => {
  it('keeps digits only', () => {
    expect(phoneDigits(' +44 (0)20 7946-0958 ')).toBe('4402079460958');
    expect(phoneDigits(undefined)).toBe('');
  });
});
