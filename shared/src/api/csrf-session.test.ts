import { apiClient } from './index';
import { ensureCsrfToken } from './csrf';
import { kioskBootstrap } from '../kiosk';
import { useSessionStore } from '../session';
import type { FakeAdapter, RecordedRequest } from '../testing';
import { makeJwt, resetTestEnvironment, sampleUser, setCsrfCookie } from '../testing';

/**
 * docs/product.md 4.1 step 6, 4.2: the API refuses, once signed in, a CSRF token fetched before sign-in (or for
 * another session). The fake API below does what the real one does: a /csrf/ call that carries a bearer answers a
 * token bound to that bearer, one without answers an anonymous token, and a signed-in write needs the token bound
 * to its own bearer (else 403 `csrf_failed`).
 */
let fake: FakeAdapter;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function tokenFor(bearer: string | undefined): string {
  return bearer ? `bound-${bearer.slice(-12)}` : 'anonymous';
}

function serveBindingApi(): { writes: RecordedRequest[] } {
  const writes: RecordedRequest[] = [];
  fake.on('get', '/csrf/', (request) => {
    const token = tokenFor(request.headers.Authorization);
    setCsrfCookie(token);
    return { status: 200, data: { csrfToken: token } };
  });
  fake.on('post', '/messages/', (request) => {
    writes.push(request);
    const bound = tokenFor(request.headers.Authorization);
    return request.headers['X-CSRFToken'] === bound
      ? { status: 201, data: {} }
      : {
          status: 403,
          data: { detail: 'CSRF Failed: CSRF token missing or incorrect.', code: 'csrf_failed' },
        };
  });
  return { writes };
}

describe('a CSRF token bound to the session', () => {
  it('is fetched after a sign-in with the form, with the new bearer, although a cookie exists', async () => {
    const { writes } = serveBindingApi();
    // The token the signed-out page fetched.
    setCsrfCookie('anonymous');
    const access = makeJwt(3600, { sid: 'session-1' });
    fake
      .on('post', '/auth/login/', { status: 200, data: { access, refresh: makeJwt(86400) } })
      .on('get', '/users/me/', { status: 200, data: sampleUser });

    await useSessionStore.getState().login('ann@example.org', 'pw');

    const fetches = fake.calls('get', '/csrf/');
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.headers.Authorization).toBe(`Bearer ${access}`);
    await apiClient.post('/messages/', { text: 'hello' });
    // The first write goes through with the bound token: no 403, no retry.
    expect(writes).toHaveLength(1);
    expect(writes[0]?.headers['X-CSRFToken']).toBe(tokenFor(`Bearer ${access}`));
  });

  it('is fetched for a kiosk that signed itself in, before its first write, although a cookie exists', async () => {
    serveBindingApi();
    setCsrfCookie('anonymous');
    localStorage.setItem('device_id', 'kiosk-abc');
    const access = makeJwt(3600, { sid: 'kiosk-session' });
    fake
      .on('get', '/kiosk_bootstrap_config/', {
        status: 200,
        data: { user_id: 7, kiosk_secret: 's3cret' },
      })
      .on('post', '/kiosk-login/', {
        status: 200,
        data: { access, refresh: makeJwt(86400), user: { id: 7, roles: ['user'] } },
      });
    await expect(kioskBootstrap()).resolves.toBe(true);
    // Spec 4.1 step 2: the kiosk's boot itself fetches none; what asks for a token next gets a bound one.
    expect(fake.calls('get', '/csrf/')).toHaveLength(0);
    await expect(ensureCsrfToken()).resolves.toBe(tokenFor(`Bearer ${access}`));
    expect(fake.calls('get', '/csrf/')[0]?.headers.Authorization).toBe(`Bearer ${access}`);
    // Fetched for this session: reused from now on.
    await ensureCsrfToken();
    expect(fake.calls('get', '/csrf/')).toHaveLength(1);
  });

  it('is fetched again on a 403 csrf_failed, and the write is retried once, never twice', async () => {
    const { writes } = serveBindingApi();
    const access = makeJwt(3600, { sid: 'session-2' });
    sessionStorage.setItem('access_token', access);
    setCsrfCookie('anonymous');

    await apiClient.post('/messages/', { text: 'hello' });
    expect(writes.map((write) => write.headers['X-CSRFToken'])).toEqual([
      'anonymous',
      tokenFor(`Bearer ${access}`),
    ]);
    expect(fake.calls('get', '/csrf/')[0]?.headers.Authorization).toBe(`Bearer ${access}`);

    // A token the API keeps refusing: one retry, then the 403 is the answer.
    fake.on('get', '/csrf/', () => {
      setCsrfCookie('refused');
      return { status: 200, data: { csrfToken: 'refused' } };
    });
    setCsrfCookie('refused');
    await expect(apiClient.post('/messages/', { text: 'again' })).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(writes).toHaveLength(4);
  });
});
