import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import {
  registerCallImplementation,
  RemoteRoot,
  resetCallStore,
  resetSnackbarStore,
  useUiStore,
} from '@care/shared';
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

/** A clean call store with a fake implementation registered; `kiosk` selects the kiosk theme. */
export function setupCallUi(kiosk: boolean): jest.Mocked<CallImplementation> {
  resetCallStore();
  resetSnackbarStore();
  localStorage.clear();
  useUiStore.getState().setKiosk(kiosk);
  const implementation = fakeImplementation();
  registerCallImplementation(implementation);
  return implementation;
}

/** Renders inside the same root every parcel of this remote uses (theme, query client, error boundary). */
export function renderInRoot(ui: ReactElement): RenderResult {
  return render(<RemoteRoot>{ui}</RemoteRoot>);
}

/** axe rules that work without layout (colour contrast is checked on the palette in shared). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
