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

  test('a device the API does not know is told it is not paired yet, and nothing asks for /health', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('device_id', 'kiosk-abc');
    const { api } = await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByText(TEXTS.kioskSetup.intro)).toBeInTheDocument();
    await settle(() => jest.advanceTimersByTime(KIOSK_RECONNECT_MS * 3));
    expect(api.calls('get', '/health')).toHaveLength(0);
  });

  /** docs/product.md 4.3: the device pairs itself; an administrator types its code on Kiosk Configuration. */
  test('an unpaired device starts a pairing and shows its code large, with a QR of it and when it expires', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-02T10:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('device_id', 'kiosk-abc');
    const { api } = await renderApp('/auth/login', signedOut, 'kiosk');
    // The first ask found no answer (the fake API knew no route yet): it asks again by itself.
    api.on('post', '/kiosk/pairing/', {
      status: 201,
      data: { device_code: 'dev-code', user_code: 'BCDF-GHJK', expires_in: 600, interval: 5 },
    });
    api.on('get', '/kiosk_bootstrap_config/', {
      status: 404,
      data: { detail: 'Kiosk device not registered.', code: 'authorization_pending' },
    });
    await settle(() => jest.advanceTimersByTime(5000));
    expect(api.calls('post', '/kiosk/pairing/').at(-1)?.body).toEqual({ device_id: 'kiosk-abc' });
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('BCDF-GHJK');
    expect(screen.getByText(TEXTS.kioskSetup.pairingInstruction)).toBeInTheDocument();
    const expiry = new Date('2026-03-02T10:10:00Z').toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(screen.getByText(TEXTS.kioskSetup.pairingExpiry(expiry))).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: TEXTS.kioskSetup.qrLabel('BCDF-GHJK') }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('kiosk-device-id')).toHaveTextContent('kiosk-abc');
  });

  test('a pairing device asks every few seconds and starts over once it holds its own secret', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const reload = jest.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    localStorage.setItem('device_id', 'kiosk-abc');
    // A reload in the middle of a pairing resumes it.
    localStorage.setItem(
      'kiosk_pairing',
      JSON.stringify({
        device_code: 'dev-code',
        user_code: 'LMNP-QRST',
        expires_at: Date.now() + 600_000,
      }),
    );
    const { api } = await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('LMNP-QRST');
    api.on('get', '/kiosk_bootstrap_config/', {
      status: 404,
      data: { detail: 'Kiosk device not registered.', code: 'authorization_pending' },
    });
    await settle(() => jest.advanceTimersByTime(5000));
    expect(api.calls('get', '/kiosk_bootstrap_config/')[0]?.headers['X-KIOSK-PAIRING']).toBe(
      'dev-code',
    );
    expect(reload).not.toHaveBeenCalled();
    api.on('get', '/kiosk_bootstrap_config/', {
      status: 200,
      data: { user_id: 7, kiosk_secret: 'own-secret' },
    });
    await settle(() => jest.advanceTimersByTime(5000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('kiosk_secret')).toBe('own-secret');
    expect(api.calls('post', '/kiosk/pairing/')).toHaveLength(0);
  });

  test('a pairing device whose network drops keeps its code and says it is reconnecting and the code still works', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem(
      'kiosk_pairing',
      JSON.stringify({
        device_code: 'dev-code',
        user_code: 'LMNP-QRST',
        expires_at: Date.now() + 600_000,
      }),
    );
    const { api } = await renderApp('/auth/login', signedOut, 'kiosk');
    api.on('get', '/kiosk_bootstrap_config/', { status: 0, networkError: true });
    await settle(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText(TEXTS.kioskSetup.reconnectingWhilePairing)).toBeInTheDocument();
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('LMNP-QRST');
  });

  test('a kiosk whose API was away at start does not start a pairing: it may well be paired', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    localStorage.setItem('device_id', 'kiosk-abc');
    const { api } = await renderApp(
      '/auth/login',
      { ...signedOut, kioskUnreachable: true },
      'kiosk',
    );
    await settle(() => jest.advanceTimersByTime(10_000));
    expect(api.calls('post', '/kiosk/pairing/')).toHaveLength(0);
    expect(screen.queryByTestId('kiosk-pairing-code')).not.toBeInTheDocument();
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
  test('a bound kiosk whose key is refused says it needs pairing again', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('kiosk_secret', 'a-key-from-before-the-re-key');
    await bootKiosk(
      { status: 200, data: { user_id: 7 } },
      { status: 401, data: { detail: 'Invalid kiosk credentials.' } },
    );
    await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByRole('heading', { name: TEXTS.kioskSetup.title })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.kioskSetup.keyRefused)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.intro)).not.toBeInTheDocument();
    expect(screen.getByTestId('kiosk-device-id')).toHaveTextContent('kiosk-abc');
  });

  test('a device whose binding was removed or re-keyed is told it needs pairing again', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('kiosk_secret', 'a-key-from-before');
    localStorage.setItem('kiosk_user_id', '7');
    await bootKiosk(
      { status: 404, data: { detail: 'Kiosk device not registered.' } },
      { status: 401, data: { detail: 'Invalid kiosk credentials.' } },
    );
    await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByText(TEXTS.kioskSetup.keyRefused)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.intro)).not.toBeInTheDocument();
  });

  test('a device that was never paired is told it is not paired yet', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    await bootKiosk(
      { status: 404, data: { detail: 'Kiosk device not registered.' } },
      { status: 401, data: { detail: 'Invalid kiosk credentials.' } },
    );
    await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByText(TEXTS.kioskSetup.intro)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.kioskSetup.keyRefused)).not.toBeInTheDocument();
  });
});
