import { create } from 'zustand';
import type { ApiRequestBody, ApiResponse } from '../api/contract';
import { apiClient } from '../api/api-client';
import { ensureCsrfToken, resetCsrfState } from '../api/csrf';
import { refreshAccessToken, resetRefreshState } from '../api/token-refresh';
import { getOrCreateDeviceId } from '../kiosk/device-id';
import { runKioskBootstrap } from '../kiosk/kiosk-bootstrap';
import {
  applyKioskBodyClass,
  decideKiosk,
  isKioskEligible,
  syncKioskModeFlag,
} from '../kiosk/kiosk-mode';
import { isAdminUser } from '../lib/admin-rule';
import {
  KIOSK_AUTH_EARLY_FALLBACK_MS,
  KIOSK_AUTH_FALLBACK_MS,
  LOGIN_PATH,
  LOGOUT_FAILED_MESSAGE,
  LOGOUT_FAILED_REDIRECT_MS,
} from '../lib/constants';
import { dispatchWindowEvent, LOGOUT_EVENT, REFRESH_FAILED_EVENT } from '../lib/events';
import {
  clearIdentity,
  normaliseUser,
  readStoredUser,
  readStoredUserId,
  storeIdentity,
} from '../lib/identity-storage';
import { logger } from '../lib/logger';
import { isValidToken } from '../lib/token';
import {
  clearTokens,
  readAccessToken,
  readRefreshToken,
  setKioskTokenStorage,
  storeTokens,
} from '../lib/token-storage';
import { sessionNavigate } from './session-navigator';
import type { CurrentUser, SessionState } from './session-types';

export const CURRENT_USER_PATH = '/users/me/';
export const LOGIN_API_PATH = '/auth/login/';
export const LOGOUT_API_PATH = '/auth/logout/';

type SessionData = Pick<
  SessionState,
  'authReady' | 'isAuthenticated' | 'user' | 'isAdmin' | 'kioskMode' | 'kioskDevice'
>;

const initialData: SessionData = {
  authReady: false,
  isAuthenticated: false,
  user: null,
  isAdmin: false,
  kioskMode: false,
  kioskDevice: false,
};

let initPromise: Promise<void> | null = null;
let fallbackTimers: ReturnType<typeof setTimeout>[] = [];

function clearFallbacks(): void {
  fallbackTimers.forEach((timer) => clearTimeout(timer));
  fallbackTimers = [];
}

/** Spec 4.1 step 4: a current-user response without an id is an error. */
async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await apiClient.get<ApiResponse<'/users/me/', 'get'> | null>(CURRENT_USER_PATH);
  const user = normaliseUser(data);
  if (!user) throw new Error('The current-user response has no id.');
  return user;
}

function adminFlag(user: CurrentUser): boolean {
  return isAdminUser(user, { includeStaff: true });
}

export const useSessionStore = create<SessionState>()((set, get) => {
  /** Kiosk mode drives token storage and the body class (spec 3, 4.3 reading B). */
  const withKioskMode = (kioskMode: boolean): { kioskMode: boolean } => {
    setKioskTokenStorage(kioskMode);
    applyKioskBodyClass(kioskMode);
    return { kioskMode };
  };

  const settleAuthenticated = (user: CurrentUser, bootstrapped: boolean): void => {
    const isAdmin = adminFlag(user);
    const kiosk = withKioskMode(bootstrapped || get().kioskDevice || isKioskEligible(user));
    storeIdentity(user, isAdmin);
    set({ ...kiosk, user, isAdmin, isAuthenticated: true, authReady: true });
  };

  /** "Kiosk mode is turned off when no user is loaded" (spec 4.3); kioskDevice stays as decided. */
  const settleUnauthenticated = (): void => {
    set({
      ...withKioskMode(false),
      user: null,
      isAdmin: false,
      isAuthenticated: false,
      authReady: true,
    });
  };

  /** Spec 4.1 step 5: a stored session is shown at once while the boot confirms it. */
  const rehydrate = (): void => {
    if (get().authReady || !isValidToken(readAccessToken())) return;
    const id = readStoredUserId();
    if (id === null) return;
    const stored = readStoredUser();
    const user = stored?.id === id ? stored : normaliseUser({ id });
    if (!user) return;
    set({ user, isAdmin: adminFlag(user), isAuthenticated: true });
  };

  const boot = async (): Promise<void> => {
    // Step 1: decide kiosk mode (4.3).
    const decision = decideKiosk();
    syncKioskModeFlag(window.location.pathname);
    if (decision.kioskDevice) getOrCreateDeviceId();
    set({ kioskDevice: decision.kioskDevice, ...withKioskMode(decision.kioskMode) });
    rehydrate();
    if (decision.kioskMode) {
      // Step 7: a kiosk must never hang on 'Preparing your experience...'.
      for (const delay of [KIOSK_AUTH_EARLY_FALLBACK_MS, KIOSK_AUTH_FALLBACK_MS]) {
        fallbackTimers.push(
          setTimeout(() => {
            if (get().authReady) return;
            logger.warn(`Kiosk auth fallback: auth ready forced after ${delay} ms`);
            set({ authReady: true });
          }, delay),
        );
      }
    }
    try {
      // Step 2: kiosk bootstrap, else a CSRF fetch whose failure is tolerated.
      if (decision.kioskMode) {
        const kioskUser = await runKioskBootstrap();
        if (kioskUser) {
          settleAuthenticated(kioskUser, true);
          // The kiosk-login user carries only id and roles: fill in the rest when the API answers.
          get()
            .reloadUser()
            .catch((error: unknown) => logger.warn('Could not load the kiosk user', error));
          return;
        }
      }
      await ensureCsrfToken().catch((error: unknown) => logger.warn('CSRF fetch failed', error));
      // Step 3: no refresh token → unauthenticated, no logout call.
      if (!readRefreshToken()) {
        settleUnauthenticated();
        return;
      }
      // Step 4: validate the access token (refreshing it if needed), then load the user.
      if (!isValidToken(readAccessToken()) && !(await refreshAccessToken())) {
        settleUnauthenticated();
        return;
      }
      settleAuthenticated(await fetchCurrentUser(), false);
    } catch (error) {
      logger.error('Authentication initialisation failed', error);
      settleUnauthenticated();
    } finally {
      clearFallbacks();
    }
  };

  return {
    ...initialData,

    initialize: () => {
      initPromise ??= boot();
      return initPromise;
    },

    login: async (email, password) => {
      const credentials: ApiRequestBody<'/auth/login/', 'post'> = { email, password };
      const { data } = await apiClient.post<Partial<ApiResponse<'/auth/login/', 'post'>>>(
        LOGIN_API_PATH,
        credentials,
      );
      if (!isValidToken(data.access))
        throw new Error('The login response has no valid access token.');
      storeTokens({
        access: data.access,
        refresh: typeof data.refresh === 'string' ? data.refresh : null,
      });
      let user: CurrentUser;
      try {
        user = await fetchCurrentUser();
      } catch (error) {
        const fromLogin = normaliseUser(data.user);
        if (!fromLogin) throw error;
        user = fromLogin;
      }
      settleAuthenticated(user, false);
      return user;
    },

    logout: async (options = {}) => {
      const { isAdmin, kioskMode } = get();
      let failure: unknown = null;
      try {
        await apiClient.post<ApiResponse<'/auth/logout/', 'post'>>(LOGOUT_API_PATH, {
          refresh_token: readRefreshToken(),
        });
      } catch (error) {
        failure = error;
        logger.error('Logout call failed', error);
      }
      // Spec 4.1 step 8: a kiosk keeps its refresh token so that it can sign itself in again.
      clearTokens({ keepRefresh: kioskMode });
      clearIdentity();
      const redirect = !kioskMode || isAdmin || options.force === true;
      set({
        ...withKioskMode(kioskMode && !redirect),
        user: null,
        isAdmin: false,
        isAuthenticated: false,
        authReady: true,
      });
      dispatchWindowEvent(LOGOUT_EVENT);
      if (failure !== null) {
        if (redirect) {
          setTimeout(
            () => sessionNavigate(LOGIN_PATH, { replace: true }),
            LOGOUT_FAILED_REDIRECT_MS,
          );
        }
        throw new Error(LOGOUT_FAILED_MESSAGE, { cause: failure });
      }
      if (redirect) sessionNavigate(LOGIN_PATH, { replace: true });
    },

    adoptTokens: (tokens) => {
      if (!isValidToken(tokens.access)) return;
      storeTokens({
        access: tokens.access,
        refresh: typeof tokens.refresh === 'string' ? tokens.refresh : null,
      });
    },

    reloadUser: async () => {
      const user = await fetchCurrentUser();
      const isAdmin = adminFlag(user);
      storeIdentity(user, isAdmin);
      set({ user, isAdmin });
    },
  };
});

/**
 * Spec 4.2: a failed refresh has already cleared the tokens and raised 'auth:refresh-failed'. The session is
 * over: a kiosk device signs itself in again (its device id and secret still stand); anyone else goes to login.
 */
function onRefreshFailed(): void {
  const { isAuthenticated, kioskDevice } = useSessionStore.getState();
  if (!isAuthenticated) return;
  clearIdentity();
  useSessionStore.setState({
    user: null,
    isAdmin: false,
    isAuthenticated: false,
    authReady: !kioskDevice,
  });
  if (kioskDevice) {
    initPromise = null;
    void useSessionStore.getState().initialize();
    return;
  }
  dispatchWindowEvent(LOGOUT_EVENT);
  sessionNavigate(LOGIN_PATH, { replace: true });
}

if (typeof window !== 'undefined') window.addEventListener(REFRESH_FAILED_EVENT, onRefreshFailed);

/** Test support: back to the first state, with no boot, refresh or CSRF fetch in flight. */
export function resetSessionStore(): void {
  clearFallbacks();
  initPromise = null;
  resetRefreshState();
  resetCsrfState();
  setKioskTokenStorage(false);
  applyKioskBodyClass(false);
  useSessionStore.setState(initialData);
}
