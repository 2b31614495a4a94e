import { fireEvent, screen } from '@testing-library/react';
import { useSessionStore } from '@care/shared';
import { adminUser, renderApp, signedIn, settle, startOver } from '../../test/render-app';
import { TEXTS } from '../../texts';
import {
  ACTIVITY_EVENTS,
  ADMIN_INACTIVITY_LIMIT_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  inactivityLimitFor,
  warningLengthFor,
} from '../../lib/inactivity-rules';

afterEach(() => {
  startOver();
  jest.useRealTimers();
});

describe('rules (spec 4.5, 9)', () => {
  test('limits: 300000 ms for non-admins, 900000 ms for admins; warning 30 s', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(300000);
    expect(ADMIN_INACTIVITY_LIMIT_MS).toBe(900000);
    expect(inactivityLimitFor(false)).toBe(300000);
    expect(inactivityLimitFor(true)).toBe(900000);
    expect(INACTIVITY_WARNING_MS).toBe(30000);
    expect(warningLengthFor(300000)).toBe(30000);
  });

  test('limits of 30 s or less warn for max(5 s, limit / 6)', () => {
    expect(warningLengthFor(30000)).toBe(5000);
    expect(warningLengthFor(12000)).toBe(5000);
    expect(warningLengthFor(30001)).toBe(30000);
  });
});

const warningAt = ADMIN_INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS;

async function idle(ms: number) {
  await settle(() => jest.advanceTimersByTime(ms));
}

describe('watcher', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  test('warns 30 s before the admin limit, counts down, then logs out to /auth/login', async () => {
    const { router, api } = await renderApp('/admin-dashboard', signedIn(adminUser));
    await idle(warningAt - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(1);
    expect(screen.getByRole('dialog', { name: 'Inactivity Detected' })).toBeInTheDocument();
    expect(
      screen.getByText('You will be logged out in 30 seconds due to inactivity.'),
    ).toBeInTheDocument();
    await idle(1000);
    expect(
      screen.getByText('You will be logged out in 29 seconds due to inactivity.'),
    ).toBeInTheDocument();
    await idle(29000);
    expect(api.calls('post', '/auth/logout/')).toHaveLength(1);
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  test("'I am still here' closes the warning and restarts the timer", async () => {
    await renderApp('/admin-dashboard', signedIn(adminUser));
    await idle(warningAt);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.inactivity.stay }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(warningAt - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test.each([...ACTIVITY_EVENTS])('%s closes the warning and restarts the timer', async (name) => {
    await renderApp('/admin-dashboard', signedIn(adminUser));
    await idle(warningAt);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await settle(() => window.dispatchEvent(new Event(name)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(warningAt - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the tab becoming visible again counts as activity', async () => {
    await renderApp('/admin-dashboard', signedIn(adminUser));
    await idle(warningAt);
    await settle(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('off in kiosk mode', async () => {
    await renderApp('/admin-dashboard', signedIn(adminUser, { kioskMode: true }));
    await idle(ADMIN_INACTIVITY_LIMIT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
