import { screen } from '@testing-library/react';
import { useCallStore } from '@care/shared';
import { renderScreen, resetTestEnvironment, USERS } from '@care/shared/testing';
import { CallService } from './call-service';

beforeEach(() => {
  resetTestEnvironment();
});

describe('the call service', () => {
  it('implements the call contract while mounted and shows the dock outside kiosk mode', () => {
    const view = renderScreen(CallService, { user: USERS.admin, props: { kioskMode: false } });
    expect(useCallStore.getState().implementation).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Calls' })).toBeInTheDocument();
    // Not 'Available for calls' in this browser: the Voice SDK is not loaded, nothing registers.
    expect(useCallStore.getState().deviceState).toBe('off');

    view.unmount();
    expect(useCallStore.getState().implementation).toBeNull();
  });

  it('shows no dock on a kiosk until there is a call (the call screen is full screen)', () => {
    const view = renderScreen(CallService, {
      user: USERS.kioskUser,
      kiosk: true,
      props: { kioskMode: true },
    });
    expect(useCallStore.getState().implementation).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Calls' })).not.toBeInTheDocument();
    expect(view.container).toBeEmptyDOMElement();
    view.unmount();
  });
});
