import { registerCallImplementation } from '@care/shared';
import type { CallImplementation, PlaceCallRequest } from '@care/shared';

/** The call contract's implementation as the UI sees it: every control is a recorded call. */
export function fakeImplementation(): jest.Mocked<CallImplementation> {
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
export function registerFakeImplementation(): jest.Mocked<CallImplementation> {
  const implementation = fakeImplementation();
  registerCallImplementation(implementation);
  return implementation;
}
