import type { AxiosError } from 'axios';
import { apiClient, apiErrorMessage, type ApiError } from './index';
import { REFRESH_FAILED_EVENT } from '../lib/events';
import { configureApi } from '../host';
import { resetTestEnvironment, makeJwt, setCsrfCookie, type FakeAdapter } from '../testing';
import { setKioskTokenStorage } from '../lib/token-storage';

let fake: FakeAdapter;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function signIn(accessExpiresIn = 3600): { access: string; refresh: string } {
  const access = makeJwt(accessExpiresIn);
  const refresh = makeJwt(86400, { kind: 'refresh' });
  sessionStorage.setItem('access_token', access);
  sessionStorage.setItem('refresh_token', refresh);
  return { access, refresh };
}

describe('apiClient: general rules (spec 7)', () => {
  it('uses /api, sends credentials and JSON, and has no timeout', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.timeout).toBe(0);
    expect(apiClient.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('takes its base URL from configureApi', async () => {
    configureApi({ baseURL: 'http://localhost:4000/api/' });
    expect(apiClient.defaults.baseURL).toBe('http://localhost:4000/api');
    fake.on('get', '/users/me/', { status: 200, data: { id: 1 } });
    await apiClient.get('/users/me/');
    expect(fake.requests[0]?.path).toBe('/users/me/');
  });

  it('adds the bearer header to ordinary calls', async () => {
    const { access } = signIn();
    fake.on('get', '/users/me/', { status: 200, data: {} });
    await apiClient.get('/users/me/');
    expect(fake.requests[0]?.headers.Authorization).toBe(`Bearer ${access}`);
  });

  it.each(['/auth/login/', '/auth/register/', '/auth/token/refresh/', '/csrf/'])(
    'sends no bearer header to %s',
    async (path) => {
      signIn();
      fake.on('post', path, { status: 200, data: {} }).on('get', path, { status: 200, data: {} });
      await apiClient.get(path);
      expect(fake.requests[0]?.headers.Authorization).toBeUndefined();
    },
  );

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'adds X-CSRFToken from the csrftoken cookie on %s',
    async (method) => {
      setCsrfCookie('cookie-token');
      fake.on(method, '/support/', { status: 200, data: {} });
      await apiClient.request({ method, url: '/support/', data: {} });
      expect(fake.requests[0]?.headers['X-CSRFToken']).toBe('cookie-token');
    },
  );

  it('adds no CSRF header to GET or to the CSRF path', async () => {
    setCsrfCookie('cookie-token');
    fake.on('get', '/support/', { status: 200 }).on('post', '/csrf/', { status: 200 });
    await apiClient.get('/support/');
    await apiClient.post('/csrf/');
    expect(fake.requests.map((request) => request.headers['X-CSRFToken'])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('falls back to the stored csrf_token when the cookie cannot be read', async () => {
    localStorage.setItem('csrf_token', 'body-token');
    fake.on('post', '/support/', { status: 200 });
    await apiClient.post('/support/', {});
    expect(fake.requests[0]?.headers['X-CSRFToken']).toBe('body-token');
  });

  it('serialises query params skipping null, undefined and empty values', async () => {
    fake.on('get', '/users/', { status: 200, data: [] });
    await apiClient.get('/users/', {
      params: { a: 1, b: null, c: undefined, d: '', e: 'x y', f: false, g: [1, 2] },
    });
    expect(fake.requests[0]?.url).toBe('/users/?a=1&e=x+y&f=false&g=1&g=2');
  });

  it('does not turn a multipart body into JSON', async () => {
    fake.on('post', '/picturebook/7/', { status: 201 });
    const form = new FormData();
    form.append('comment', 'hello');
    await apiClient.post('/picturebook/7/', form);
    expect(fake.requests[0]?.body).toBeInstanceOf(FormData);
  });
});

describe('apiClient: /null/ blocking (spec 5)', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'blocks a %s to a /null/ path without sending it',
    async (method) => {
      await expect(apiClient.request({ method, url: '/users/null/' })).rejects.toThrow(
        'Blocked /null/ request',
      );
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('blocks a write whose path is not a string', async () => {
    await expect(apiClient.request({ method: 'post' })).rejects.toThrow('Blocked /null/ request');
    expect(fake.requests).toHaveLength(0);
  });

  it('lets reads through', async () => {
    fake.on('get', '/users/null/', { status: 404 });
    await expect(apiClient.get('/users/null/')).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('apiClient: pre-request refresh (spec 4.2)', () => {
  it('refreshes a token expiring within 60 s before sending', async () => {
    const { refresh } = signIn(59);
    const fresh = makeJwt(3600, { fresh: true });
    fake
      .on('post', '/auth/token/refresh/', { status: 200, data: { access: fresh } })
      .on('get', '/users/me/', { status: 200, data: {} });
    await apiClient.get('/users/me/');
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/auth/token/refresh/',
      '/users/me/',
    ]);
    expect(fake.requests[0]?.body).toEqual({ refresh });
    expect(fake.requests[1]?.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(sessionStorage.getItem('access_token')).toBe(fresh);
    expect(sessionStorage.getItem('last_token_refresh')).not.toBeNull();
  });

  it('does not refresh a token with more than 60 s left', async () => {
    signIn(61);
    fake.on('get', '/users/me/', { status: 200, data: {} });
    await apiClient.get('/users/me/');
    expect(fake.requests.map((request) => request.path)).toEqual(['/users/me/']);
  });

  it('keeps a rotated refresh token', async () => {
    signIn(10);
    const rotated = makeJwt(86400, { rotated: true });
    fake
      .on('post', '/auth/token/refresh/', {
        status: 200,
        data: { access: makeJwt(), refresh: rotated },
      })
      .on('get', '/users/me/', { status: 200 });
    await apiClient.get('/users/me/');
    expect(sessionStorage.getItem('refresh_token')).toBe(rotated);
  });

  it('aborts the request when that refresh fails', async () => {
    signIn(30);
    fake.on('post', '/auth/token/refresh/', { status: 401, data: { detail: 'Token is invalid' } });
    await expect(apiClient.get('/users/me/')).rejects.toThrow(
      'Pre-request token refresh failed. Aborting.',
    );
    expect(fake.calls('get', '/users/me/')).toHaveLength(0);
  });

  it('treats a refresh response without a string access token as a failure', async () => {
    signIn(30);
    fake.on('post', '/auth/token/refresh/', { status: 200, data: { refresh: makeJwt() } });
    await expect(apiClient.get('/users/me/')).rejects.toThrow(
      'Pre-request token refresh failed. Aborting.',
    );
  });

  it('runs one refresh for concurrent callers', async () => {
    signIn(5);
    fake
      .on('post', '/auth/token/refresh/', { status: 200, data: { access: makeJwt() } })
      .on('get', /^\/items\/\d\/$/, { status: 200 });
    await Promise.all([1, 2, 3].map((n) => apiClient.get(`/items/${n}/`)));
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(1);
    expect(fake.calls('get', /^\/items\//)).toHaveLength(3);
  });
});

describe('apiClient: 401 token problems (spec 4.2)', () => {
  const tokenProblems = [
    { code: 'token_not_valid', detail: 'x' },
    { detail: 'Given TOKEN not valid' },
    { detail: 'Unauthorized.' },
    { detail: 'Session Expired' },
  ];

  it.each(tokenProblems)('refreshes once and retries with the new bearer on %p', async (body) => {
    signIn();
    const fresh = makeJwt(3600, { fresh: true });
    fake
      .once('get', '/users/me/', { status: 401, data: body })
      .on('get', '/users/me/', { status: 200, data: { id: 7 } })
      .on('post', '/auth/token/refresh/', { status: 200, data: { access: fresh } });
    const response = await apiClient.get<{ id: number }>('/users/me/');
    expect(response.data.id).toBe(7);
    const calls = fake.calls('get', '/users/me/');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('does not retry a 401 that is not a token problem', async () => {
    signIn();
    fake.on('get', '/users/me/', { status: 401, data: { detail: 'Not allowed here' } });
    await expect(apiClient.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('never retries the retried request a second time', async () => {
    signIn();
    fake
      .on('get', '/users/me/', { status: 401, data: { code: 'token_not_valid' } })
      .on('post', '/auth/token/refresh/', { status: 200, data: { access: makeJwt() } });
    await expect(apiClient.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.calls('get', '/users/me/')).toHaveLength(2);
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(1);
  });

  it('surfaces the original error, clears tokens and raises auth:refresh-failed when the refresh is refused', async () => {
    signIn();
    const onFailed = jest.fn();
    window.addEventListener(REFRESH_FAILED_EVENT, onFailed);
    fake
      .on('get', '/users/me/', {
        status: 401,
        data: { code: 'token_not_valid', detail: 'original' },
      })
      .on('post', '/auth/token/refresh/', { status: 401, data: { detail: 'refresh refused' } });
    const error = await apiClient.get('/users/me/').catch((caught: unknown) => caught);
    expect((error as AxiosError<{ detail: string }>).response?.data.detail).toBe('original');
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
    window.removeEventListener(REFRESH_FAILED_EVENT, onFailed);
  });

  it('surfaces the original error when there is no refresh token', async () => {
    sessionStorage.setItem('access_token', makeJwt());
    fake.on('get', '/users/me/', { status: 401, data: { code: 'token_not_valid' } });
    await expect(apiClient.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(0);
  });
});

describe('apiClient: kiosk refresh (spec 4.2)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('pauses 250 ms before a refresh and retries a failed one once', async () => {
    jest.useFakeTimers();
    setKioskTokenStorage(true);
    localStorage.setItem('access_token', makeJwt(10));
    localStorage.setItem('refresh_token', makeJwt(86400));
    const fresh = makeJwt(3600, { fresh: true });
    fake
      .once('post', '/auth/token/refresh/', { status: 503 })
      .on('post', '/auth/token/refresh/', { status: 200, data: { access: fresh } })
      .on('get', '/users/me/', { status: 200 });
    const request = apiClient.get('/users/me/');
    await jest.advanceTimersByTimeAsync(249);
    expect(fake.requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(249);
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await request;
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(2);
    expect(fake.calls('get', '/users/me/')[0]?.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem('access_token')).toBe(fresh);
    expect(localStorage.getItem('last_token_refresh')).not.toBeNull();
  });

  it.each([
    [401, 'ends the session', null],
    [503, 'keeps the session (the server was not reached)', 'kept'],
  ])(
    'gives up after the second failed attempt; a %i %s',
    async (status, _outcome, refreshAfter) => {
      jest.useFakeTimers();
      setKioskTokenStorage(true);
      const refresh = makeJwt(86400);
      localStorage.setItem('access_token', makeJwt(10));
      localStorage.setItem('refresh_token', refresh);
      fake.on('post', '/auth/token/refresh/', { status });
      const request = apiClient.get('/users/me/').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(600);
      expect(await request).toEqual(new Error('Pre-request token refresh failed. Aborting.'));
      expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(2);
      expect(localStorage.getItem('refresh_token')).toBe(refreshAfter === null ? null : refresh);
    },
  );
});

describe('apiClient: 403 and 429 (spec 4.2)', () => {
  it('re-fetches the CSRF token once after a 403 and retries with it', async () => {
    setCsrfCookie('old');
    fake
      .once('post', '/support/', { status: 403 })
      .on('post', '/support/', { status: 201, data: { ok: true } })
      .on('get', '/csrf/', () => {
        setCsrfCookie('new');
        return { status: 200, data: {} };
      });
    const response = await apiClient.post<{ ok: boolean }>('/support/', { text: 'hi' });
    expect(response.data.ok).toBe(true);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'post /support/',
      'get /csrf/',
      'post /support/',
    ]);
    expect(fake.requests[2]?.headers['X-CSRFToken']).toBe('new');
  });

  it('surfaces a second 403', async () => {
    setCsrfCookie('old');
    fake
      .on('get', '/users/9/health-profile/', { status: 403 })
      .on('get', '/csrf/', { status: 200 });
    await expect(apiClient.get('/users/9/health-profile/')).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(fake.calls('get', '/users/9/health-profile/')).toHaveLength(2);
  });

  it('sends a refused sign-in once: the sign-in is not checked for CSRF, so its 403 is the answer', async () => {
    setCsrfCookie('old');
    fake
      .on('post', '/auth/login/', {
        status: 403,
        data: { detail: 'Your account is waiting for approval.' },
      })
      .on('get', '/csrf/', { status: 200 });
    await expect(
      apiClient.post('/auth/login/', { email: 'new@care.test', password: 'x' }),
    ).rejects.toMatchObject({
      response: { status: 403, data: { detail: 'Your account is waiting for approval.' } },
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'post /auth/login/',
    ]);
  });

  it('attaches retryAfterMs from the retry-after header on a 429', async () => {
    fake.on('get', '/users/', { status: 429, headers: { 'retry-after': '7' } });
    const error = (await apiClient.get('/users/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.retryAfterMs).toBe(7000);
  });
});

describe('apiErrorMessage (spec 8)', () => {
  async function failWith(data: unknown): Promise<unknown> {
    fake.once('get', '/x/', { status: 400, data });
    return apiClient.get('/x/').catch((error: unknown) => error);
  }

  it('prefers message, then error, then detail, then the fallback', async () => {
    expect(apiErrorMessage(await failWith({ message: 'm', error: 'e', detail: 'd' }), 'f')).toBe(
      'm',
    );
    expect(apiErrorMessage(await failWith({ error: 'e', detail: 'd' }), 'f')).toBe('e');
    expect(apiErrorMessage(await failWith({ detail: 'd' }), 'f')).toBe('d');
    expect(apiErrorMessage(await failWith({ other: 1 }), 'f')).toBe('f');
    expect(apiErrorMessage(new Error('plain'), 'f')).toBe('f');
  });
});
