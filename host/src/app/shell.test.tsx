import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, useSessionStore, useUiStore } from '@care/shared';
import { HEARTBEAT_INTERVAL_MS } from '@care/shared/testing';
import { AppThemeProvider, LAST_SYNC_KEY } from '@care/shared/host';
import { plainUser, renderApp, signedIn, signedOut, settle, startOver } from '../test/render-app';
import { createEntryScript, REMOTE_ENTRY_TIMEOUT_MS } from '../federation/entry-timeout-plugin';
import entryTimeoutPlugin from '../federation/entry-timeout-plugin';
import { AppErrorBoundary } from './error-screen';

afterEach(() => {
  startOver();
  jest.useRealTimers();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const validToken = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;

test('heartbeat: a ping at once and every 240000 ms while authenticated, none when signed out', async () => {
  jest.useFakeTimers();
  sessionStorage.setItem('access_token', validToken);
  const { api } = await renderApp('/clock/7', signedIn(plainUser));
  expect(api.calls('get', '/auth/ping/')).toHaveLength(1);
  await settle(() => jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS));
  expect(api.calls('get', '/auth/ping/')).toHaveLength(2);
  startOver();
  // A token left in storage: the shell's gate, not the heartbeat's missing-token skip, keeps this silent.
  sessionStorage.setItem('access_token', validToken);
  const signedOutRun = await renderApp('/auth/login', signedOut);
  await settle(() => jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS));
  expect(signedOutRun.api.calls('get', '/auth/ping/')).toHaveLength(0);
});

test('kiosk mode, decided by the session store, sets the body class and the kiosk theme', async () => {
  localStorage.setItem('device_id', 'kiosk-abc');
  useSessionStore.getState().decideKiosk();
  await renderApp('/clock/7', signedIn(plainUser), 'kiosk');
  expect(document.body).toHaveClass('kiosk');
  expect(useUiStore.getState().kiosk).toBe(true);
  expect(screen.getByText(/^screen mfe_care\/ClockScreen /)).toBeInTheDocument();
});

test('a kiosk pings with its app version, records its syncs, and reports the first one at once', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
  localStorage.setItem('device_id', 'kiosk-abc');
  useSessionStore.getState().decideKiosk();
  const { api } = await renderApp('/clock/7', signedIn(plainUser), 'kiosk');
  await settle(() => undefined);
  const posts = () =>
    api.calls('post', '/auth/ping/').map((c) => c.body as Record<string, unknown>);
  expect(posts()[0]).toMatchObject({ device_id: 'kiosk-abc', app_version: 'dev' });
  expect(posts()[0]).not.toHaveProperty('last_sync_at');

  await queryClient.query({ queryKey: ['kiosk-day'], queryFn: () => Promise.resolve(1) });
  await settle(() => undefined);
  expect(localStorage.getItem(LAST_SYNC_KEY)).not.toBeNull();
  expect(posts()).toHaveLength(2);
  expect(posts()[1]?.last_sync_at).toBe(localStorage.getItem(LAST_SYNC_KEY));
});

test('an ordinary browser records no sync', async () => {
  await renderApp('/clock/7', signedIn(plainUser));
  await queryClient.query({ queryKey: ['site-day'], queryFn: () => Promise.resolve(1) });
  expect(localStorage.getItem(LAST_SYNC_KEY)).toBeNull();
});

function Boom(): never {
  throw new Error('kaput');
}

test('error screen: message, error text, component stack and Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = jest.fn();
  render(
    <AppThemeProvider>
      <AppErrorBoundary onRetry={reload}>
        <Boom />
      </AppErrorBoundary>
    </AppThemeProvider>,
  );
  expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  expect(screen.getByText('kaput')).toBeInTheDocument();
  expect(screen.getByText(/at Boom/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('the remote entry script gets the 120000 ms timeout', () => {
  expect(REMOTE_ENTRY_TIMEOUT_MS).toBe(120000);
  const plugin = entryTimeoutPlugin();
  const result = plugin.createScript?.({
    url: 'http://localhost:3003/remoteEntry.js',
    attrs: { crossorigin: 'anonymous' },
  });
  expect(result).toMatchObject({ timeout: 120000 });
  expect((result as { script: unknown }).script).toBeInstanceOf(HTMLScriptElement);
  const script = createEntryScript('http://localhost:3003/remoteEntry.js', {
    crossorigin: 'anonymous',
  });
  expect(script.src).toBe('http://localhost:3003/remoteEntry.js');
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
});
