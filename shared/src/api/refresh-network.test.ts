import { apiClient } from './index';
import { refreshAccessToken } from './token-refresh';
import { REFRESH_FAILED_EVENT } from '../lib/events';
import { useSessionStore } from '../session';
import { resetTestEnvironment, makeJwt, makeTokens, USERS, type FakeAdapter } from '../testing';

/**
 * Defect: a network failure during a token refresh ended the session (on a kiosk it landed on the setup
 * card, "not bound to a user yet"). Only a refresh the server refuses (400/401) ends a session; a network
 * failure keeps it and retries with backoff.
 */
let fake: FakeAdapter;
const refreshFailed = jest.fn();

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.addEventListener(REFRESH_FAILED_EVENT, refreshFailed);
});

afterEach(() => {
  window.removeEventListener(REFRESH_FAILED_EVENT, refreshFailed);
  jest.useRealTimers();
});

async function signedIn(where: 'session' | 'kiosk'): Promise<string> {
  const refresh = makeJwt(86400);
  if (where === 'kiosk') {
    localStorage.setItem('device_id', 'kiosk-abc');
    fake.once('get', '/kiosk_bootstrap_config/', {
      status: 200,
      data: { user_id: 8, kiosk_secret: 's' },
    });
    fake.once('post', '/kiosk-login/', {
      status: 200,
      data: { access: makeJwt(3600), refresh, user: USERS.kioskUser },
    });
  } else {
    sessionStorage.setItem('access_token', makeJwt(3600));
    sessionStorage.setItem('refresh_token', refresh);
  }
  fake.on('get', '/users/me/', {
    status: 200,
    data: where === 'kiosk' ? USERS.kioskUser : USERS.user,
  });
  jest.useFakeTimers();
  const done = useSessionStore.getState().initialize();
  await jest.advanceTimersByTimeAsync(1000);
  await done;
  expect(useSessionStore.getState().isAuthenticated).toBe(true);
  // The access token now expires within the refresh leeway.
  const area = where === 'kiosk' ? localStorage : sessionStorage;
  area.setItem('access_token', makeJwt(5));
  return refresh;
}

describe.each(['session', 'kiosk'] as const)(
  'a refresh that cannot reach the server (%s)',
  (where) => {
    it('keeps the session and its tokens, and retries with backoff until it succeeds', async () => {
      const refresh = await signedIn(where);
      const area = where === 'kiosk' ? localStorage : sessionStorage;
      fake.on('post', '/auth/token/refresh/', { status: 0, networkError: true });

      const result = refreshAccessToken();
      await jest.advanceTimersByTimeAsync(600);
      expect(await result).toBeNull();

      expect(useSessionStore.getState().isAuthenticated).toBe(true);
      expect(area.getItem('refresh_token')).toBe(refresh);
      expect(refreshFailed).not.toHaveBeenCalled();
      const attempts = fake.calls('post', '/auth/token/refresh/').length;

      // The network is back: the scheduled retry renews the tokens without anyone asking.
      const fresh = makeTokens();
      fake.on('post', '/auth/token/refresh/', { status: 200, data: fresh });
      await jest.advanceTimersByTimeAsync(30_000);
      expect(fake.calls('post', '/auth/token/refresh/').length).toBeGreaterThan(attempts);
      expect(area.getItem('access_token')).toBe(fresh.access);
      expect(useSessionStore.getState().isAuthenticated).toBe(true);
    });

    it('a 5xx answer is not a refusal either', async () => {
      const refresh = await signedIn(where);
      const area = where === 'kiosk' ? localStorage : sessionStorage;
      fake.on('post', '/auth/token/refresh/', { status: 503, data: {} });
      const request = apiClient.get('/appointments/').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(600);
      await request;
      expect(useSessionStore.getState().isAuthenticated).toBe(true);
      expect(area.getItem('refresh_token')).toBe(refresh);
      expect(refreshFailed).not.toHaveBeenCalled();
    });

    it.each([400, 401])('a refusal (%i) still ends the session', async (status) => {
      await signedIn(where);
      fake.on('post', '/auth/token/refresh/', { status, data: { detail: 'Token is invalid' } });
      const result = refreshAccessToken();
      await jest.advanceTimersByTimeAsync(600);
      expect(await result).toBeNull();
      expect(refreshFailed).toHaveBeenCalledTimes(1);
    });
  },
);
