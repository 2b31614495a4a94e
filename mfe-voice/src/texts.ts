import { CALL_TEXTS } from '@care/shared';

/**
 * Every SDK error code of spec 8, in a sentence a person understands. The Device reports the gateway's 31201,
 * 31204 and 31205 as 20151, 20101 and 20104; both forms are here.
 */
export const SDK_ERROR_SENTENCES: Readonly<Record<number, string>> = {
  20101: 'The calling service did not accept this device’s sign-in.',
  20104: 'The calling sign-in has expired. Please try again.',
  20151: 'The calling service could not confirm who is calling.',
  31000: 'Something went wrong with the call.',
  31001: 'The calling service is not set up for this device.',
  31002: 'The call was not accepted.',
  31003: 'The calling service took too long to answer.',
  31005: 'The connection to the calling service was lost.',
  31008: 'The call ended before it could be answered.',
  31009: 'This device is not connected to the calling service.',
  31100: 'The call could not be set up.',
  31101: 'The call could not be set up: something was missing.',
  31102: 'This device is not signed in to the calling service.',
  31103: 'The call details are too long.',
  31104: 'The call could not be connected.',
  31105: 'The address of the person you are calling is not valid.',
  31107: 'The call could not be resumed.',
  31201: 'This device is not allowed to make calls.',
  31202: 'The calling service could not verify this device’s sign-in.',
  31203: 'The calling service account is not valid.',
  31204: 'The calling service did not accept this device’s sign-in.',
  31205: 'The calling sign-in has expired. Please try again.',
  31206: 'Too many calls in a short time. Please wait a moment and try again.',
  31207: 'The calling sign-in is not valid for that long.',
  31209: 'The call could not be resumed.',
  31210: 'A message during the call was not understood.',
  31212: 'A message during the call was too large.',
  31400: 'The call could not be set up.',
  31401: 'Microphone access denied. Please allow microphone to make a call.',
  31402: 'The microphone could not be started.',
  31404: 'This number cannot be reached.',
  31480: 'The person you are calling is not available right now.',
  31486: 'The person you are calling is on another call.',
  31603: 'The person you are calling declined the call.',
  53000: 'The connection to the calling service failed.',
  53001: 'The connection to the calling service was lost.',
  53400: 'This device could not prepare its audio for the call.',
  53402: 'The audio of the other side could not be set up.',
  53405: 'The audio connection failed.',
};

/** The user-facing texts of mfe-voice (one place, asserted by its tests). */
export const TEXTS = {
  titles: {
    callService: 'Call Service',
  },
  /** Spec 2.10: the call flow's status toasts (4000 ms). */
  status: {
    connecting: 'Connecting...',
    connected: 'Call connected',
    ended: 'Call ended',
  },
  /** What the call screen says under the name. */
  phase: {
    pending: 'Incoming call',
    connecting: 'Connecting...',
    ringing: 'Ringing...',
    open: 'Connected',
    reconnecting: 'Reconnecting...',
    closed: 'Call ended',
  },
  errors: {
    microphoneNotSupported: 'Microphone not supported on this device',
    microphoneDenied: 'Microphone access denied. Please allow microphone to make a call.',
    noPhoneNumber: CALL_TEXTS.noPhoneNumber,
    unableToStart: CALL_TEXTS.unableToStart,
    callAlreadyActive: CALL_TEXTS.callAlreadyActive,
    /** Spec 8 names the provider ('Twilio initialization failed'); the product says what failed instead. */
    initFailed: 'Voice calling initialization failed',
    callFailed: (message: string) => `Call failed: ${message}`,
    unknown: 'Something went wrong with the call.',
  },
  /** Spec 8: the tab-close warning during a call. */
  leaveWarning:
    'A call is currently in-progress. Leaving or reloading this page will end the call.',
  party: {
    testCall: 'Test call',
    testCallHint: 'You should hear yourself. The test ends by itself after 20 seconds.',
    unknownCaller: 'Unknown caller',
  },
  panel: {
    region: 'Call',
    incomingFrom: (name: string) => `Incoming call from ${name}`,
    callingTo: (name: string) => `Call with ${name}`,
    duration: 'Call duration',
    mute: 'Mute',
    muted: 'Microphone off',
    hangUp: 'Hang up',
    answer: 'Answer',
    decline: 'Decline',
    keypad: 'Keypad',
    hideKeypad: 'Hide keypad',
    keypadLabel: 'Keypad',
    digitsSent: 'Digits sent',
    key: (key: string) => (key === '*' ? 'Star' : key === '#' ? 'Hash' : key),
    microphoneLevel: 'Microphone level',
  },
  dock: {
    open: 'Calls',
    title: 'Calls',
    available: 'Available for calls',
    availableHint: 'When on, this browser rings when someone calls you.',
    testCall: 'Test call',
    testCallHint: 'Checks your microphone and speaker: what you say comes back to you.',
    deviceState: {
      off: 'Not connected',
      loading: 'Starting…',
      unregistered: 'Not receiving calls',
      registering: 'Connecting…',
      registered: 'Receiving calls',
      destroyed: 'Calling stopped',
    },
  },
} as const;
