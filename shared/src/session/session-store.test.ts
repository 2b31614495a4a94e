import { isAdminUser, useSessionStore, type CurrentUser } from './index';
import { resetSessionStore } from './session-store';
import { apiClient } from '../api';
import { KIOSK_AUTH_EARLY_FALLBACK_MS, KIOSK_AUTH_FALLBACK_MS } from '../lib/constants';
import { LOGOUT_EVENT, REFRESH_FAILED_EVENT } from '../lib/events';
import { queryClient, queryKeys } from '../data';
import { useUiStore } from '../ui';
import { useSnackbarStore } from '../notify';
import {
  type FakeAdapter,
  adminUser,
  resetTestEnvironment,
  makeJwt,
  sampleUser,
  setCsrfCookie,
} from '../testing';

let fake: FakeAdapter;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  resetSessionStore();
});

const state = () => useSessionStore.getState();
/** What the `me` query of user `id` holds. */
const cachedMe = (id: number) => queryClient.getQueryData<CurrentUser>(queryKeys.me(id));

function storeSession(accessExpiresIn = 3600): { access: string; refresh: string } {
  const access = makeJwt(accessExpiresIn);
  const refresh = makeJwt(86400);
  sessionStorage.setItem('access_token', access);
  sessionStorage.setItem('refresh_token', refresh);
  return { access, refresh };
}

function serveCsrf(): void {
  fake.on('get', '/csrf/', () => {
    setCsrfCookie('csrf-value');
    return { status: 200 };
  });
}

function serveMe(user: unknown = sampleUser): void {
  fake.on('get', '/users/me/', { status: 200, data: user });
}

function serveKiosk(user: unknown = { ...sampleUser, role: 'user' }): void {
  fake
    .on('get', '/kiosk_bootstrap_config/', { status: 200, data: { user_id: 7, kiosk_secret: 's' } })
    .on('post', '/kiosk-login/', {
      status: 200,
      data: { access: makeJwt(3600), refresh: makeJwt(86400), user },
    });
}

function setPlatform(platform: string): () => void {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'platform');
  Object.defineProperty(window.navigator, 'platform', { value: platform, configurable: true });
  return () => {
    if (original) Object.defineProperty(window.navigator, 'platform', original);
    else Reflect.deleteProperty(window.navigator, 'platform');
  };
}

/** Runs initialize() while letting the CSRF (100 ms) and kiosk refresh (250 ms) pauses elapse. */
async function boot(): Promise<void> {
  jest.useFakeTimers();
  const done = state().initialize();
  await jest.advanceTimersByTimeAsync(1000);
  await done;
}

describe('initialize (spec 4.1)', () => {
  it('starts not ready and unauthenticated', () => {
    expect(state()).toMatchObject({
      authReady: false,
      isAuthenticated: false,
      userId: null,
      isAdmin: false,
      kioskMode: false,
      kioskDevice: false,
    });
  });

  it('without a refresh token: fetches CSRF, then unauthenticated and ready, with no logout call', async () => {
    serveCsrf();
    await boot();
    expect(state()).toMatchObject({ authReady: true, isAuthenticated: false, userId: null });
    expect(fake.requests.map((request) => request.path)).toEqual(['/csrf/']);
  });

  it('tolerates a failed CSRF fetch', async () => {
    fake.on('get', '/csrf/', { status: 400 });
    storeSession();
    serveMe();
    await boot();
    expect(state()).toMatchObject({ authReady: true, isAuthenticated: true });
  });

  it('loads the current user with a valid session and keeps the identity keys', async () => {
    serveCsrf();
    storeSession();
    serveMe({ ...sampleUser, is_staff: true });
    await boot();
    expect(state()).toMatchObject({
      authReady: true,
      isAuthenticated: true,
      // Spec 1: is_staff alone is not an admin (it counts only for the stored flag below).
      isAdmin: false,
      kioskMode: false,
      userId: 7,
    });
    expect(cachedMe(7)).toMatchObject({ id: 7, display_name: 'Ann' });
    expect(sessionStorage.getItem('id')).toBe('7');
    expect(sessionStorage.getItem('userId')).toBe('7');
    expect(sessionStorage.getItem('email')).toBe('ann@example.test');
    expect(sessionStorage.getItem('is_admin')).toBe('true');
    expect(sessionStorage.getItem('role')).toBe('User');
    expect(JSON.parse(sessionStorage.getItem('user_data') ?? '{}')).toMatchObject({
      display_name: 'Ann',
      first_name: 'Ann',
    });
  });

  it('refreshes an expired access token before loading the user', async () => {
    serveCsrf();
    storeSession(-60);
    const fresh = makeJwt(3600);
    fake.on('post', '/auth/token/refresh/', { status: 200, data: { access: fresh } });
    serveMe();
    await boot();
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/csrf/',
      '/auth/token/refresh/',
      '/users/me/',
    ]);
    expect(fake.calls('get', '/users/me/')[0]?.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(state().isAuthenticated).toBe(true);
  });

  it('ends unauthenticated when that refresh fails', async () => {
    serveCsrf();
    storeSession(-60);
    fake.on('post', '/auth/token/refresh/', { status: 401, data: { detail: 'token expired' } });
    await boot();
    expect(state()).toMatchObject({ authReady: true, isAuthenticated: false });
    expect(fake.calls('get', '/users/me/')).toHaveLength(0);
  });

  it('treats a current-user response without id as an error (only logged)', async () => {
    serveCsrf();
    storeSession();
    serveMe({ email: 'x@example.test' });
    await boot();
    expect(state()).toMatchObject({ authReady: true, isAuthenticated: false, userId: null });
    expect(consoleError).toHaveBeenCalled();
  });

  it('ends unauthenticated when the current-user call fails', async () => {
    serveCsrf();
    storeSession();
    fake.on('get', '/users/me/', { status: 500 });
    await boot();
    expect(state()).toMatchObject({ authReady: true, isAuthenticated: false });
  });

  it('runs once even when called twice', async () => {
    serveCsrf();
    jest.useFakeTimers();
    const first = state().initialize();
    const second = state().initialize();
    expect(second).toBe(first);
    await jest.advanceTimersByTimeAsync(200);
    await first;
    expect(fake.calls('get', '/csrf/')).toHaveLength(1);
  });

  it('rehydrates a stored session before the boot settles (step 5)', async () => {
    storeSession();
    sessionStorage.setItem('id', '7');
    sessionStorage.setItem('user_data', JSON.stringify({ ...sampleUser, is_admin: true }));
    fake.on('get', '/csrf/', () => new Promise(() => undefined));
    void state().initialize();
    await Promise.resolve();
    expect(state()).toMatchObject({
      authReady: false,
      isAuthenticated: true,
      isAdmin: true,
      userId: 7,
    });
    expect(cachedMe(7)).toMatchObject({ id: 7, display_name: 'Ann' });
  });

  it('does not rehydrate without an access token', async () => {
    sessionStorage.setItem('id', '7');
    sessionStorage.setItem('user_data', JSON.stringify(sampleUser));
    fake.on('get', '/csrf/', () => new Promise(() => undefined));
    void state().initialize();
    await Promise.resolve();
    expect(state()).toMatchObject({ isAuthenticated: false, userId: null });
  });
});

describe('initialize: kiosk (spec 4.1, 4.3)', () => {
  it('decides kiosk mode once; the body class, the theme and the token storage follow it', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    const early = state().decideKiosk();
    expect(early).toMatchObject({ kioskDevice: true, kioskMode: true });
    expect(document.body).toHaveClass('kiosk');
    expect(useUiStore.getState().kiosk).toBe(true);
    // Later signals do not change the page's decision.
    localStorage.removeItem('device_id');
    expect(state().decideKiosk()).toBe(early);
    serveKiosk();
    serveMe({ ...sampleUser, role: 'user' });
    await boot();
    expect(localStorage.getItem('access_token')).not.toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('signs a kiosk device in by bootstrap, without a CSRF fetch', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    serveKiosk();
    serveMe({ ...sampleUser, role: 'user' });
    await boot();
    expect(state()).toMatchObject({
      authReady: true,
      isAuthenticated: true,
      kioskMode: true,
      kioskDevice: true,
      userId: 7,
    });
    expect(fake.calls('get', '/csrf/')).toHaveLength(0);
    expect(document.body).toHaveClass('kiosk');
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });

  it('falls back to the stored kiosk refresh token when bootstrap fails', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('refresh_token', makeJwt(86400));
    fake.on('get', '/kiosk_bootstrap_config/', { status: 500 });
    serveCsrf();
    const fresh = makeJwt(3600);
    fake.on('post', '/auth/token/refresh/', { status: 200, data: { access: fresh } });
    serveMe({ ...sampleUser, role: 'user' });
    await boot();
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/kiosk_bootstrap_config/',
      '/csrf/',
      '/auth/token/refresh/',
      '/users/me/',
    ]);
    expect(localStorage.getItem('access_token')).toBe(fresh);
    expect(state()).toMatchObject({ isAuthenticated: true, kioskMode: true, kioskDevice: true });
  });

  it('a kiosk whose API does not answer is marked unreachable, not unbound', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    fake.on('get', '/kiosk_bootstrap_config/', { status: 0, networkError: true });
    fake.on('get', '/csrf/', { status: 0, networkError: true });
    await boot();
    expect(state()).toMatchObject({
      authReady: true,
      isAuthenticated: false,
      kioskUnreachable: true,
    });
  });

  it('a kiosk the API does not know is not marked unreachable', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    fake.on('get', '/kiosk_bootstrap_config/', { status: 404, data: { detail: 'Not found.' } });
    serveCsrf();
    await boot();
    expect(state()).toMatchObject({
      authReady: true,
      isAuthenticated: false,
      kioskUnreachable: false,
    });
  });

  it('generates a device id on a kiosk device that has none', async () => {
    window.history.replaceState(null, '', '/?is_kiosk=1');
    serveCsrf();
    await boot();
    expect(localStorage.getItem('device_id')).toMatch(/^kiosk-/);
  });

  it('turns kiosk mode off when no user is loaded, keeping kioskDevice', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    fake.on('get', '/kiosk_bootstrap_config/', { status: 500 });
    serveCsrf();
    jest.useFakeTimers();
    const done = state().initialize();
    expect(state()).toMatchObject({ kioskMode: true, kioskDevice: true, authReady: false });
    await jest.advanceTimersByTimeAsync(200);
    await done;
    expect(state()).toMatchObject({ kioskMode: false, kioskDevice: true, authReady: true });
    expect(document.body).not.toHaveClass('kiosk');
  });

  it('is in kiosk mode on /clock/{digits} before auth, but not a kiosk device', async () => {
    window.history.replaceState(null, '', '/clock/7');
    serveCsrf();
    storeSession();
    serveMe();
    jest.useFakeTimers();
    const done = state().initialize();
    expect(state()).toMatchObject({ kioskMode: true, kioskDevice: false });
    expect(localStorage.getItem('kioskMode')).toBe('true');
    await jest.advanceTimersByTimeAsync(200);
    await done;
    // Role 'User' on a desktop is not kiosk-eligible: the clock path alone does not keep kiosk mode.
    expect(state()).toMatchObject({ isAuthenticated: true, kioskMode: false });
    expect(fake.calls('get', '/kiosk_bootstrap_config/')).toHaveLength(0);
  });

  it("keeps kiosk mode for a kiosk-eligible user (role 'user' on an ARM board)", async () => {
    const restore = setPlatform('Linux armv7l');
    serveCsrf();
    storeSession();
    serveMe({ ...sampleUser, role: 'user' });
    await boot();
    expect(state()).toMatchObject({ isAuthenticated: true, kioskMode: true, kioskDevice: false });
    restore();
  });

  it('removes a stale local kioskMode flag and ignores it', async () => {
    localStorage.setItem('kioskMode', 'true');
    serveCsrf();
    await boot();
    expect(state().kioskMode).toBe(false);
    expect(localStorage.getItem('kioskMode')).toBeNull();
  });

  it(`forces auth ready after ${KIOSK_AUTH_EARLY_FALLBACK_MS} ms and again after ${KIOSK_AUTH_FALLBACK_MS} ms`, async () => {
    jest.useFakeTimers();
    localStorage.setItem('device_id', 'kiosk-abc');
    fake.on('get', '/kiosk_bootstrap_config/', () => new Promise(() => undefined));
    void state().initialize();
    await jest.advanceTimersByTimeAsync(7999);
    expect(state().authReady).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({ authReady: true, kioskMode: true });
    // The 10 s fallback is independent of the 8 s one.
    useSessionStore.setState({ authReady: false });
    await jest.advanceTimersByTimeAsync(1999);
    expect(state().authReady).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state().authReady).toBe(true);
  });

  it('sets no fallback outside kiosk mode', async () => {
    jest.useFakeTimers();
    fake.on('get', '/csrf/', () => new Promise(() => undefined));
    void state().initialize();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(state().authReady).toBe(false);
  });
});

describe('login (spec 4.1 step 6)', () => {
  it('an administrator who signs in on a kiosk device is not in kiosk mode', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    state().decideKiosk();
    fake.on('post', '/auth/login/', {
      status: 200,
      data: { access: makeJwt(), refresh: makeJwt(86400) },
    });
    serveMe(adminUser);
    await state().login('admin@example.test', 'pw');
    expect(state()).toMatchObject({ isAdmin: true, kioskMode: false, kioskDevice: true });
    expect(document.body).not.toHaveClass('kiosk');
    expect(sessionStorage.getItem('access_token')).not.toBeNull();
  });

  it('posts the credentials, stores the tokens and loads the user', async () => {
    const access = makeJwt(3600);
    const refresh = makeJwt(86400);
    fake.on('post', '/auth/login/', {
      status: 200,
      data: { access, refresh, user: { id: 1 } },
    });
    serveMe(adminUser);
    const user = await state().login('admin@example.test', 'pw');
    expect(fake.requests[0]?.body).toEqual({ email: 'admin@example.test', password: 'pw' });
    expect(fake.requests[0]?.headers.Authorization).toBeUndefined();
    expect(fake.requests[1]?.headers.Authorization).toBe(`Bearer ${access}`);
    expect(user.id).toBe(1);
    expect(sessionStorage.getItem('access_token')).toBe(access);
    expect(sessionStorage.getItem('refresh_token')).toBe(refresh);
    expect(state()).toMatchObject({
      authReady: true,
      isAuthenticated: true,
      isAdmin: true,
      kioskMode: false,
    });
  });

  it('sets kiosk mode for a kiosk-eligible user', async () => {
    const restore = setPlatform('Linux armv6l');
    fake.on('post', '/auth/login/', {
      status: 200,
      data: { access: makeJwt(), refresh: makeJwt(86400), user: { id: 7 } },
    });
    serveMe({ ...sampleUser, role: 'user' });
    await state().login('ann@example.test', 'pw');
    expect(state()).toMatchObject({ isAdmin: false, kioskMode: true });
    restore();
  });

  it("rejects with the server's error and signs nobody in", async () => {
    fake.on('post', '/auth/login/', { status: 400, data: { detail: 'Invalid credentials' } });
    await expect(state().login('a@example.test', 'bad')).rejects.toMatchObject({
      response: { status: 400 },
    });
    expect(state().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });
});

describe('logout (spec 4.1 step 8)', () => {
  function signedIn(user: CurrentUser = sampleUser, kioskMode = false): string {
    const { refresh } = storeSession();
    sessionStorage.setItem('id', String(user.id));
    sessionStorage.setItem('email', user.email);
    useSessionStore.setState({
      userId: user.id,
      isAuthenticated: true,
      authReady: true,
      isAdmin: isAdminUser(user),
      kioskMode,
    });
    return refresh;
  }

  it('calls the server, clears tokens and identity, fires the event and goes to login', async () => {
    const refresh = signedIn();
    localStorage.setItem('csrf_token', 'stored-csrf');
    fake.on('post', '/auth/logout/', { status: 200 });
    const onLogout = jest.fn();
    window.addEventListener(LOGOUT_EVENT, onLogout);
    await state().logout();
    window.removeEventListener(LOGOUT_EVENT, onLogout);
    expect(fake.requests[0]?.body).toEqual({ refresh_token: refresh });
    expect(fake.requests[0]?.headers['X-CSRFToken']).toBe('stored-csrf');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
    expect(sessionStorage.getItem('id')).toBeNull();
    expect(sessionStorage.getItem('email')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    // Signed out outside kiosk mode: the host's redirect rules go to login.
    expect(state()).toMatchObject({
      isAuthenticated: false,
      userId: null,
      authReady: true,
      kioskMode: false,
    });
  });

  it('in kiosk mode keeps the refresh token and does not redirect a non-admin', async () => {
    const refresh = signedIn(sampleUser, true);
    fake.on('post', '/auth/logout/', { status: 200 });
    await state().logout();
    expect(sessionStorage.getItem('refresh_token')).toBe(refresh);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    // Still in kiosk mode: the host does not send the device to login.
    expect(state()).toMatchObject({ isAuthenticated: false, kioskMode: true });
  });

  it('in kiosk mode redirects a non-admin when forced', async () => {
    signedIn(sampleUser, true);
    fake.on('post', '/auth/logout/', { status: 200 });
    await state().logout({ force: true });
    expect(state()).toMatchObject({ isAuthenticated: false, kioskMode: false });
  });

  it('in kiosk mode still redirects an admin', async () => {
    signedIn(adminUser, true);
    fake.on('post', '/auth/logout/', { status: 200 });
    await state().logout();
    expect(state()).toMatchObject({ isAuthenticated: false, kioskMode: false });
  });

  it('on failure shows the message of spec 8, then ends the session 1500 ms later', async () => {
    jest.useFakeTimers();
    signedIn();
    fake.on('post', '/auth/logout/', { status: 500 });
    const onLogout = jest.fn();
    window.addEventListener(LOGOUT_EVENT, onLogout);
    const done = state().logout();
    await jest.advanceTimersByTimeAsync(0);
    expect(useSnackbarStore.getState().snackbars.map((snackbar) => snackbar.message)).toEqual([
      'An error occurred during logout. Please try again.',
    ]);
    expect(state().isAuthenticated).toBe(true);
    await jest.advanceTimersByTimeAsync(1499);
    expect(state().isAuthenticated).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    window.removeEventListener(LOGOUT_EVENT, onLogout);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(state()).toMatchObject({ isAuthenticated: false, kioskMode: false });
  });
});

describe('reloadUser', () => {
  it('re-fetches the current user and keeps the new identity', async () => {
    storeSession();
    useSessionStore.setState({ userId: sampleUser.id, isAuthenticated: true, authReady: true });
    serveMe({ ...sampleUser, display_name: 'Annie' });
    await state().reloadUser();
    expect(cachedMe(7)?.display_name).toBe('Annie');
    expect(JSON.parse(sessionStorage.getItem('user_data') ?? '{}')).toMatchObject({
      display_name: 'Annie',
    });
  });
});

describe('a failed refresh ends the session (spec 4.2)', () => {
  it('signs the user out and goes to login when the refresh token is refused', async () => {
    serveCsrf();
    storeSession();
    serveMe();
    await boot();
    expect(state().isAuthenticated).toBe(true);
    const loggedOut = jest.fn();
    window.addEventListener(LOGOUT_EVENT, loggedOut);
    // The access token now expires within the leeway and the server refuses the refresh token.
    sessionStorage.setItem('access_token', makeJwt(5));
    fake.on('post', '/auth/token/refresh/', {
      status: 401,
      data: { detail: 'Token is blacklisted', code: 'token_not_valid' },
    });

    await expect(apiClient.get('/appointments/')).rejects.toThrow(
      'Pre-request token refresh failed. Aborting.',
    );

    expect(state()).toMatchObject({ isAuthenticated: false, userId: null, authReady: true });
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
    expect(sessionStorage.getItem('id')).toBeNull();
    // Signed out outside kiosk mode: the host's redirect rules go to login.
    expect(state().kioskMode).toBe(false);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(fake.calls('get', '/appointments/')).toHaveLength(0);
    window.removeEventListener(LOGOUT_EVENT, loggedOut);
  });

  it('lets a kiosk device sign itself in again instead of showing login', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    serveKiosk();
    serveMe({ ...sampleUser, role: 'user' });
    await boot();
    expect(fake.calls('post', '/kiosk-login/')).toHaveLength(1);

    window.dispatchEvent(new Event(REFRESH_FAILED_EVENT));
    await jest.advanceTimersByTimeAsync(1000);

    expect(fake.calls('post', '/kiosk-login/')).toHaveLength(2);
    expect(state()).toMatchObject({ isAuthenticated: true, kioskMode: true });
  });

  it('does nothing when nobody is signed in', () => {
    const loggedOut = jest.fn();
    window.addEventListener(LOGOUT_EVENT, loggedOut);
    window.dispatchEvent(new Event(REFRESH_FAILED_EVENT));
    window.removeEventListener(LOGOUT_EVENT, loggedOut);
    expect(loggedOut).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ isAuthenticated: false, authReady: false });
  });
});

describe('adoptTokens', () => {
  it('stores a fresh pair where the session keeps its tokens', () => {
    const old = storeSession();
    const access = makeJwt(300);
    const refresh = makeJwt(86400);
    state().adoptTokens({ access, refresh });
    expect(sessionStorage.getItem('access_token')).toBe(access);
    expect(sessionStorage.getItem('refresh_token')).toBe(refresh);
    expect(access).not.toBe(old.access);
  });

  it('ignores a response without a valid access token', () => {
    const old = storeSession();
    state().adoptTokens({ access: 'null', refresh: makeJwt(86400) });
    state().adoptTokens({ access: undefined });
    expect(sessionStorage.getItem('access_token')).toBe(old.access);
    expect(sessionStorage.getItem('refresh_token')).toBe(old.refresh);
  });
});

describe('isAdminUser (spec 1)', () => {
  it.each(['is_admin', 'is_primary_admin', 'is_clinical_admin', 'is_superuser'])(
    'counts %s',
    (flag) => {
      expect(isAdminUser({ [flag]: true })).toBe(true);
    },
  );

  it('counts is_staff only with includeStaff (the stored flag of spec 3)', () => {
    expect(isAdminUser({ is_staff: true })).toBe(false);
    expect(isAdminUser({ is_staff: true }, { includeStaff: true })).toBe(true);
  });

  it('is false for no user or no flags', () => {
    expect(isAdminUser(null)).toBe(false);
    expect(isAdminUser(sampleUser, { includeStaff: true })).toBe(false);
  });
});
