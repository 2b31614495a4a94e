import { configureApi, startHeartbeat, startKioskPing } from '../host';
import { kioskBootstrap, kioskBootstrapFailure } from './index';
import { useSessionStore } from '../session';
import { resetSessionStore } from '../session/session-store';
import type { FakeAdapter } from '../testing';
import { resetTestEnvironment, makeJwt, sampleUser, setCsrfCookie } from '../testing';

let fake: FakeAdapter;
let warn: jest.SpyInstance;

beforeEach(() => {
  fake = resetTestEnvironment();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function kioskDevice(): void {
  localStorage.setItem('device_id', 'kiosk-abc');
}

function serveKiosk(user: unknown = { id: 7, roles: ['user'] }): {
  access: string;
  refresh: string;
} {
  const access = makeJwt(3600);
  const refresh = makeJwt(86400);
  fake
    .on('get', '/kiosk_bootstrap_config/', {
      status: 200,
      data: { user_id: 7, kiosk_secret: 's3cret' },
    })
    .on('post', '/kiosk-login/', { status: 200, data: { access, refresh, user } });
  return { access, refresh };
}

describe('kioskBootstrap (spec 4.1 step 2, 4.3)', () => {
  it('fetches the config with X-DEVICE-ID, logs in and stores tokens and user data', async () => {
    kioskDevice();
    const { access, refresh } = serveKiosk({ ...sampleUser, role: 'user' });
    await expect(kioskBootstrap()).resolves.toBe(true);
    expect(fake.requests[0]?.headers['X-DEVICE-ID']).toBe('kiosk-abc');
    expect(fake.requests[1]?.body).toEqual({
      user_id: 7,
      kiosk_secret: 's3cret',
      device_id: 'kiosk-abc',
    });
    expect(localStorage.getItem('access_token')).toBe(access);
    expect(localStorage.getItem('refresh_token')).toBe(refresh);
    expect(localStorage.getItem('kiosk_secret')).toBe('s3cret');
    expect(localStorage.getItem('kiosk_user_id')).toBe('7');
    expect(JSON.parse(localStorage.getItem('kiosk_config') ?? '{}')).toEqual({
      device_id: 'kiosk-abc',
      kiosk_secret: 's3cret',
      user_id: 7,
    });
    expect(localStorage.getItem('role')).toBe('user');
    expect(sessionStorage.getItem('id')).toBe('7');
    expect(JSON.parse(sessionStorage.getItem('user_data') ?? '{}')).toMatchObject({ id: 7 });
  });

  it('does nothing without a stored device id', async () => {
    serveKiosk();
    await expect(kioskBootstrap()).resolves.toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('needs a kiosk secret: without one it signs nothing in', async () => {
    kioskDevice();
    fake.on('get', '/kiosk_bootstrap_config/', { status: 200, data: { user_id: 7 } });
    await expect(kioskBootstrap()).resolves.toBe(false);
    expect(fake.calls('post', '/kiosk-login/')).toHaveLength(0);
  });

  it.each([
    ['the config call fails', { status: 404 }, undefined],
    ['the login call fails', undefined, { status: 401 }],
    ['the login response lacks tokens', undefined, { status: 200, data: { user: { id: 7 } } }],
    [
      'the login response lacks a user id',
      undefined,
      { status: 200, data: { access: makeJwt(), refresh: makeJwt(), user: {} } },
    ],
  ])('returns false when %s', async (_name, configReply, loginReply) => {
    kioskDevice();
    serveKiosk();
    if (configReply) fake.on('get', '/kiosk_bootstrap_config/', configReply);
    if (loginReply) fake.on('post', '/kiosk-login/', loginReply);
    await expect(kioskBootstrap()).resolves.toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('is not held up by stale tokens (no pre-request refresh)', async () => {
    kioskDevice();
    localStorage.setItem('refresh_token', makeJwt(-10));
    sessionStorage.setItem('access_token', makeJwt(-10));
    sessionStorage.setItem('refresh_token', makeJwt(-10));
    serveKiosk();
    await expect(kioskBootstrap()).resolves.toBe(true);
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(0);
  });
});

/** The part of a fetch Response the ping reads (jsdom has no Response). */
function answer(status: number): Pick<Response, 'ok' | 'status'> {
  return { ok: status >= 200 && status < 300, status };
}

describe('startKioskPing (spec 4.3)', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    fake.on('post', '/auth/ping/', { status: 200 });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a plain GET with device_id and is_kiosk=true and Accept JSON', async () => {
    kioskDevice();
    configureApi({ baseURL: 'http://localhost:4000/api' });
    fetchMock.mockResolvedValue(answer(200));
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/api/auth/ping/?device_id=kiosk-abc&is_kiosk=true');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tries up to 3 times, 5000 ms apart, then only warns', async () => {
    kioskDevice();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Kiosk ping failed'),
      expect.anything(),
    );
    stop();
  });

  it('counts a non-OK answer as a failed attempt', async () => {
    kioskDevice();
    fetchMock.mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(200));
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops retrying when stopped', async () => {
    kioskDevice();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fires a POST /auth/ping/ with the section 3 payload', async () => {
    kioskDevice();
    window.history.replaceState(null, '', '/clock/7?kiosk=true');
    fetchMock.mockResolvedValue(answer(200));
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls('post', '/auth/ping/')[0]?.body).toEqual({
      device_id: 'kiosk-abc',
      is_kiosk: true,
      userAgent: navigator.userAgent,
      referrer: 'N/A',
      path: '/clock/7',
      query: '?kiosk=true',
      hostname: 'localhost',
    });
    stop();
  });

  it('does not invent a device id', async () => {
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('device_id')).toBeNull();
    stop();
  });
});

describe('why a kiosk bootstrap did not sign in', () => {
  it.each([
    ['no answer at all', { status: 0, networkError: true }, 'unreachable'],
    ['a server error', { status: 503, data: {} }, 'unreachable'],
    ['too many requests', { status: 429, data: {} }, 'unreachable'],
    [
      'a device the server does not know',
      { status: 404, data: { detail: 'Not found.' } },
      'unbound',
    ],
  ] as const)('%s: %s', async (_what, reply, failure) => {
    kioskDevice();
    fake.on('get', '/kiosk_bootstrap_config/', reply);
    await expect(kioskBootstrap()).resolves.toBe(false);
    expect(kioskBootstrapFailure()).toBe(failure);
  });

  it('a bootstrap that signs in clears the failure', async () => {
    kioskDevice();
    fake.on('get', '/kiosk_bootstrap_config/', { status: 0, networkError: true });
    await kioskBootstrap();
    expect(kioskBootstrapFailure()).toBe('unreachable');
    fake = resetTestEnvironment();
    kioskDevice();
    serveKiosk();
    await expect(kioskBootstrap()).resolves.toBe(true);
    expect(kioskBootstrapFailure()).toBeNull();
  });
});

describe('a kiosk start', () => {
  afterEach(() => {
    jest.useRealTimers();
    resetSessionStore();
  });

  /** Defect: every kiosk start had its first POST ping refused (403, no CSRF token yet), then retried. */
  it('sends its first heartbeats with a CSRF token: no 403, one of each', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn().mockResolvedValue(answer(200));
    kioskDevice();
    serveKiosk({ ...sampleUser, id: 7, role: 'user' });
    fake.on('get', '/users/me/', { status: 200, data: { ...sampleUser, id: 7, role: 'user' } });
    fake.on('get', '/auth/ping/', { status: 200, data: { status: 'ok' } });
    // The API's double submit: the /csrf/ answer sets the cookie, an unsafe request must echo it.
    fake.on('get', '/csrf/', () => {
      setCsrfCookie('csrf-1');
      return { status: 200, data: { csrfToken: 'csrf-1' } };
    });
    const refused: string[] = [];
    fake.on('post', '/auth/ping/', (request) => {
      if (request.headers['X-CSRFToken'] === 'csrf-1') return { status: 200, data: {} };
      refused.push(`${request.method} ${request.path}`);
      return { status: 403, data: { detail: 'CSRF Failed: CSRF token missing or incorrect.' } };
    });

    const booted = useSessionStore.getState().initialize();
    await jest.advanceTimersByTimeAsync(0);
    await booted;
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, kioskMode: true });
    // What the host's shell starts once the kiosk is signed in.
    const stopHeartbeat = startHeartbeat();
    const stopPing = startKioskPing();
    await jest.advanceTimersByTimeAsync(1000);

    expect(refused).toEqual([]);
    expect(fake.calls('post', '/auth/ping/')).toHaveLength(1);
    expect(fake.calls('get', '/auth/ping/')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    stopHeartbeat();
    stopPing();
  });
});
