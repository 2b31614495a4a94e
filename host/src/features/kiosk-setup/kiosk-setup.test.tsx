import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, kioskBootstrap } from '@care/shared';
import { createFakeAdapter, type FakeReply } from '@care/shared/testing';
import { renderApp, settle, signedOut, startOver } from '../../test/render-app';
import { KIOSK_RECONNECT_MS, pageReload } from './kiosk-setup-card';
import { TEXTS } from '../../texts';

afterEach(() => {
  startOver();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the kiosk setup card', () => {
  test('replaces the login form on a kiosk and shows the device id', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    const { source } = await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByRole('heading', { name: TEXTS.kioskSetup.title })).toBeInTheDocument();
    expect(screen.getByTestId('kiosk-device-id')).toHaveTextContent('kiosk-abc');
    expect(source.loads).toEqual([]);
  });

  /** Defect: nobody could reach the login form on a kiosk, so an administrator could not sign in there. */
  test('lets an administrator open the login form to sign in on the device', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    const { source, router } = await renderApp('/auth/login', signedOut, 'kiosk');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.kioskSetup.adminSignIn }));
    expect(await screen.findByText(/^screen mfe_auth\/LoginScreen /)).toBeInTheDocument();
    expect(source.loads).toEqual(['mfe_auth/LoginScreen']);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  /** Defect: with the API away at start, a bound kiosk said it was "not bound to a user yet". */
  test('a kiosk whose API is away says it is reconnecting, asks again, and starts over once it is back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const reload = jest.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    localStorage.setItem('device_id', 'kiosk-abc');
    const { api } = await renderApp(
      '/auth/login',
      { ...signedOut, kioskUnreachable: true },
      'kiosk',
    );
    expect(
      screen.getByRole('heading', { name: TEXTS.kioskSetup.reconnectingTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(TEXTS.kioskSetup.reconnecting)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.intro)).not.toBeInTheDocument();
    expect(screen.getByTestId('kiosk-device-id')).toHaveTextContent('kiosk-abc');

    api.on('get', '/health', { status: 0, networkError: true });
    await settle(() => jest.advanceTimersByTime(KIOSK_RECONNECT_MS));
    expect(api.calls('get', '/health')).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();

    api.on('get', '/health', { status: 200, data: { status: 'ok', database: 'ok' } });
    await settle(() => jest.advanceTimersByTime(KIOSK_RECONNECT_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a device the API does not know is told it is not bound yet, and nothing polls', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    localStorage.setItem('device_id', 'kiosk-abc');
    const { api } = await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByText(TEXTS.kioskSetup.intro)).toBeInTheDocument();
    await settle(() => jest.advanceTimersByTime(KIOSK_RECONNECT_MS * 3));
    expect(api.calls('get', '/health')).toHaveLength(0);
  });

  /**
   * The device's own sign-in as the boot runs it, against a fake API that answers the bootstrap config with
   * `config` and the kiosk sign-in with `login`.
   */
  async function bootKiosk(config: FakeReply, login: FakeReply): Promise<void> {
    const network = createFakeAdapter()
      .on('get', '/kiosk_bootstrap_config/', config)
      .on('post', '/kiosk-login/', login);
    apiClient.defaults.adapter = network.adapter;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await kioskBootstrap();
  }

  /** Defect: a bound kiosk whose key the API refused said it was "not bound to a user yet". */
  test('a bound kiosk whose key is refused says so, and what an administrator can do', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('kiosk_secret', 'a-key-from-before-the-re-key');
    await bootKiosk(
      { status: 200, data: { user_id: 7 } },
      { status: 401, data: { detail: 'Invalid kiosk credentials.' } },
    );
    await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByRole('heading', { name: TEXTS.kioskSetup.title })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.kioskSetup.keyRefused)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.kioskSetup.keyRefusedInstructions)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.intro)).not.toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.instructions)).not.toBeInTheDocument();
    expect(screen.getByTestId('kiosk-device-id')).toHaveTextContent('kiosk-abc');
  });

  test('a device whose binding was removed is told it is not bound yet', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('kiosk_secret', 'a-key-from-before');
    localStorage.setItem('kiosk_user_id', '7');
    await bootKiosk(
      { status: 404, data: { detail: 'Kiosk device not registered.' } },
      { status: 401, data: { detail: 'Invalid kiosk credentials.' } },
    );
    await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByText(TEXTS.kioskSetup.intro)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.kioskSetup.instructions)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.keyRefused)).not.toBeInTheDocument();
  });
});
