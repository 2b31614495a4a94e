import { screen } from '@testing-library/react';
import { REMOTE_LOADER_TEXTS } from '@care/shared';
import { plainUser, renderApp, settle, signedIn, startOver } from '../../test/render-app';
import { TEXTS } from '../../texts';
import { kioskScreenRetryDelay } from './kiosk-screen-recovery';

const CLOCK = 'mfe_care/ClockScreen';

afterEach(() => {
  startOver();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function wait(ms: number): Promise<void> {
  await settle(() => jest.advanceTimersByTime(ms));
}

const loadsOf = (loads: string[]) => loads.filter((id) => id === CLOCK).length;

test('a kiosk screen is loaded again after 5 s, then twice as long each time, never more than 60 s apart', () => {
  expect([1, 2, 3, 4, 5, 6, 30].map(kioskScreenRetryDelay)).toEqual([
    5000, 10000, 20000, 40000, 60000, 60000, 60000,
  ]);
});

test('a kiosk whose clock cannot load shows a calm message, no error screen, and the clock once it loads', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { source, router } = await renderApp(
    '/clock/7',
    signedIn(plainUser, { kioskMode: true }),
    'kiosk',
    { failing: [CLOCK] },
  );
  expect(
    await screen.findByRole('heading', { name: TEXTS.kioskScreenRecovery.title }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS.kioskScreenRecovery.message);
  expect(screen.queryByText(REMOTE_LOADER_TEXTS.loadFailed)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: REMOTE_LOADER_TEXTS.retry })).toBeNull();
  expect(loadsOf(source.loads)).toBe(1);

  await wait(5000);
  expect(loadsOf(source.loads)).toBe(2);
  await wait(9999);
  expect(loadsOf(source.loads)).toBe(2);
  // The remote is back (the deploy finished): the next retry shows the clock.
  source.failing.delete(CLOCK);
  await wait(1);
  expect(loadsOf(source.loads)).toBe(3);
  expect(await screen.findByText(/^screen mfe_care\/ClockScreen /)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: TEXTS.kioskScreenRecovery.title })).toBeNull();
  expect(router.state.location.pathname).toBe('/clock/7');
});

test('on the site a screen that cannot load keeps the error state with its Retry button', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderApp('/clock/7', signedIn(plainUser), 'site', { failing: [CLOCK] });
  expect(await screen.findByText(REMOTE_LOADER_TEXTS.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: REMOTE_LOADER_TEXTS.retry })).toBeVisible();
  expect(screen.queryByText(TEXTS.kioskScreenRecovery.message)).toBeNull();
});
