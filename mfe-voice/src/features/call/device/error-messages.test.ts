import { SDK_ERROR_SENTENCES, TEXTS } from '../../../texts';
import { callFailureMessage, describeSdkCode } from './error-messages';

/** Every code of spec 8's "Voice SDK codes". */
const SPEC_CODES = [
  20101, 20104, 20151, 31202, 31400, 31404, 31480, 31486, 31603, 31000, 31001, 31002, 31003, 31005,
  31008, 31009, 31100, 31101, 31102, 31103, 31104, 31105, 31107, 31201, 31203, 31204, 31205, 31206,
  31207, 31209, 31210, 31212, 31401, 31402, 53000, 53001, 53400, 53402, 53405,
];

describe('SDK error codes in sentences (spec 8)', () => {
  it.each(SPEC_CODES)('%i has a sentence of its own', (code) => {
    const sentence = describeSdkCode(code);
    expect(sentence).toBe(SDK_ERROR_SENTENCES[code]);
    expect(sentence).toMatch(/^[A-Z].+\.$/);
    expect(sentence).not.toMatch(/twilio|jwt|sdk|signal/i);
  });

  it('says what kind of thing failed for the SIP-like answers', () => {
    expect(describeSdkCode(31480)).toBe('The person you are calling is not available right now.');
    expect(describeSdkCode(31486)).toBe('The person you are calling is on another call.');
    expect(describeSdkCode(31603)).toBe('The person you are calling declined the call.');
    expect(describeSdkCode(31404)).toBe('This number cannot be reached.');
  });

  it('has a general sentence for codes it does not know', () => {
    expect(describeSdkCode(99999)).toBe(TEXTS.errors.unknown);
    expect(describeSdkCode(undefined)).toBe(TEXTS.errors.unknown);
  });
});

describe('call failure messages (spec 8)', () => {
  it('is "Call failed" plus the message', () => {
    expect(callFailureMessage({ code: 53405, message: 'x' })).toBe(
      'Call failed: The audio connection failed.',
    );
  });

  it('keeps the microphone text and the one-call rule as the spec words them', () => {
    expect(callFailureMessage({ code: 31401, message: 'x' })).toBe(
      'Microphone access denied. Please allow microphone to make a call.',
    );
    expect(callFailureMessage({ message: 'A Call is already active' })).toBe(
      'A Call is already active',
    );
  });

  it('pins the other texts of spec 8 and the leave warning', () => {
    expect(TEXTS.errors.microphoneNotSupported).toBe('Microphone not supported on this device');
    expect(TEXTS.errors.noPhoneNumber).toBe('No phone number provided.');
    expect(TEXTS.errors.unableToStart).toBe('Unable to start call connection');
    expect(TEXTS.errors.callFailed('x')).toBe('Call failed: x');
    expect(TEXTS.leaveWarning).toBe(
      'A call is currently in-progress. Leaving or reloading this page will end the call.',
    );
    expect(TEXTS.status).toEqual({
      connecting: 'Connecting...',
      connected: 'Call connected',
      ended: 'Call ended',
    });
  });
});
