import { registerCallImplementation } from '../call/call-store';
import type { CallImplementation, PlaceCallRequest } from '../call/call-types';

/**
 * The call contract's implementation as screens see it (mfe-voice's CallService stands behind it in the
 * product): every control is a recorded call. The Voice SDK itself runs only in the browser journeys.
 */
export function fakeCallImplementation(): jest.Mocked<CallImplementation> {
  return {
    placeCall: jest.fn<Promise<void>, [PlaceCallRequest]>(() => Promise.resolve()),
    hangUp: jest.fn(),
    setMuted: jest.fn(),
    sendDigits: jest.fn(),
    answer: jest.fn(),
    decline: jest.fn(),
    setAvailable: jest.fn(),
  };
}

/** Registers a fake implementation with the call contract (after `resetTestEnvironment()`). */
export function registerFakeCallImplementation(): jest.Mocked<CallImplementation> {
  const implementation = fakeCallImplementation();
  registerCallImplementation(implementation);
  return implementation;
}
