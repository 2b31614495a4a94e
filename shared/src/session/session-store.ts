import { create } from 'zustand';
import type { ApiRequestBody, ApiResponse } from '../api/contract';
import { apiClient } from '../api/api-client';
import { getMe, meQueryOptions } from '../data/get-me';
import { queryClient } from '../data/query-client';
import { ensureCsrfToken, renewCsrfToken, resetCsrfState } from '../api/csrf';
import { refreshAccessToken, resetRefreshState } from '../api/token-refresh';
import { applyKioskBodyClass, isKioskEligible } from '../kiosk/kiosk-mode';
import { isAdminUser } from '../lib/admin-rule';
import { LOGOUT_FAILED_REDIRECT_MS } from '../lib/constants';
import { clearDrafts } from '../lib/drafts';
import { dispatchWindowEvent, LOGOUT_EVENT, REFRESH_FAILED_EVENT } from '../lib/events';
import {
  clearIdentity,
  normaliseUser,
  readStoredUser,
  readStoredUserId,
  storeIdentity,
} from '../lib/identity-storage';
import { logger } from '../lib/logger';
import { sleep } from '../lib/sleep';
import { notify } from '../notify/snackbar-store';
import { isValidToken } from '../lib/token';
import {
  clearTokens,
  readAccessToken,
  readRefreshToken,
  setKioskTokenStorage,
  storeTokens,
} from '../lib/token-storage';
import { useUiStore } from '../ui/ui-store';
import {
  armKioskAuthFallbacks,
  clearKioskAuthFallbacks,
  decideKioskOncePerPage,
  type KioskBootSession,
  resetKioskBoot,
  signInKioskDevice,
} from './kiosk-boot';
import type { CurrentUser, SessionState } from './session-types';
import { SESSION_TEXTS } from './session-texts';

const LOGIN_API_PATH = '/auth/login/';

/**
 * docs/product.md 4.1 step 6: after a sign-in, a CSRF token bound to the new session (the API refuses one fetched
 * before it). A failure is only logged: the first write's 403 fetches one and retries (4.2).
 */
async function renewCsrfForSession(): Promise<void> {
  await renewCsrfToken().catch((error: unknown) => logger.warn('CSRF fetch failed', error));
}
const LOGOUT_API_PATH = '/auth/logout/';

type SessionData = Pick<
  SessionState,
  | 'authReady'
  | 'isAuthenticated'
  | 'userId'
  | 'isAdmin'
  | 'isCaregiver'
  | 'kioskMode'
  | 'kioskDevice'
  | 'kioskUnreachable'
>;

const initialData: SessionData = {
  authReady: false,
  isAuthenticated: false,
  userId: null,
  isAdmin: false,
  isCaregiver: false,
  kioskMode: false,
  kioskDevice: false,
  kioskUnreachable: false,
};

let initPromise: Promise<void> | null = null;
/** Bumped by a reset: a flow still waiting (a failed logout's pause) must not touch the next session. */
let generation = 0;

/**
 * The query cache holds one user's data: it is emptied when the user signs out (or the session ends) and
 * when another user takes over the tab, and the `me` query of the user who is signed in is filled from
 * what the session just loaded.
 */
function cacheUser(previous: number | null, user: CurrentUser | null): void {
  if (user === null || (previous !== null && previous !== user.id)) queryClient.clear();
  if (user !== null) queryClient.setQueryData(meQueryOptions(user.id).queryKey, user);
}

/** Spec 3's stored `is_admin` flag counts staff too; the session's `isAdmin` (spec 1) does not. */
function storedAdminFlag(user: CurrentUser): boolean {
  return isAdminUser(user, { includeStaff: true });
}

export const useSessionStore = create<SessionState>()((set, get) => {
  /**
   * THE place kiosk mode takes effect: the token storage area (spec 3), the body class (4.3 reading B) and
   * the kiosk theme all follow it here, and nowhere else.
   */
  const withKioskMode = (kioskMode: boolean): { kioskMode: boolean } => {
    setKioskTokenStorage(kioskMode);
    applyKioskBodyClass(kioskMode);
    useUiStore.getState().setKiosk(kioskMode);
    return { kioskMode };
  };

  const settleAuthenticated = (user: CurrentUser, bootstrapped: boolean): void => {
    const isAdmin = isAdminUser(user);
    // A device that signed itself in is a kiosk; an administrator who signs in on a kiosk device (to set it
    // up, from the setup card) is not: the navbar, the admin screens and the site's remotes are theirs.
    const kioskUser = !isAdmin && (get().kioskDevice || isKioskEligible(user));
    const kiosk = withKioskMode(bootstrapped || kioskUser);
    storeIdentity(user, storedAdminFlag(user));
    cacheUser(get().userId, user);
    set({
      ...kiosk,
      userId: user.id,
      isAdmin,
      isCaregiver: user.is_caregiver === true,
      isAuthenticated: true,
      authReady: true,
    });
  };

  /** "Kiosk mode is turned off when no user is loaded" (spec 4.3); kioskDevice stays as decided. */
  const settleUnauthenticated = (): void => {
    cacheUser(get().userId, null);
    set({
      ...withKioskMode(false),
      userId: null,
      isAdmin: false,
      isCaregiver: false,
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
    cacheUser(get().userId, user);
    set({
      userId: user.id,
      isAdmin: isAdminUser(user),
      isCaregiver: user.is_caregiver === true,
      isAuthenticated: true,
    });
  };

  /** What the kiosk boot (`kiosk-boot.ts`) reads and changes of this store. */
  const kioskSession: KioskBootSession = {
    userId: () => get().userId,
    authReady: () => get().authReady,
    forceAuthReady: () => set({ authReady: true }),
    setUnreachable: (kioskUnreachable) => set({ kioskUnreachable }),
    settle: (user) => settleAuthenticated(user, true),
    reloadUser: () => get().reloadUser(),
  };

  const decideKioskOnce = () =>
    decideKioskOncePerPage(kioskSession, (decision) =>
      set({ kioskDevice: decision.kioskDevice, ...withKioskMode(decision.kioskMode) }),
    );

  const boot = async (): Promise<void> => {
    try {
      await bootSteps();
    } catch (error) {
      logger.error('Authentication initialisation failed', error);
      settleUnauthenticated();
    } finally {
      clearKioskAuthFallbacks();
      // Whatever happened, the boot ends: login or the kiosk setup card, never 'Preparing your experience...'.
      if (!get().authReady) settleUnauthenticated();
    }
  };

  const bootSteps = async (): Promise<void> => {
    // Step 1: decide kiosk mode (4.3).
    const decision = decideKioskOnce();
    rehydrate();
    // Step 7: a kiosk must never hang on 'Preparing your experience...'.
    if (decision.kioskMode) armKioskAuthFallbacks(kioskSession);
    // Step 2: kiosk bootstrap, else a CSRF fetch whose failure is tolerated.
    if (decision.kioskMode && (await signInKioskDevice(kioskSession))) return;
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
    settleAuthenticated(await getMe(), false);
  };

  return {
    ...initialData,

    decideKiosk: decideKioskOnce,

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
      // A sign-in with the form keeps its tokens in session storage (spec 3), even on a kiosk device: an
      // administrator setting the device up must not leave a session behind in its local storage.
      storeTokens(
        { access: data.access, refresh: typeof data.refresh === 'string' ? data.refresh : null },
        'session',
      );
      await renewCsrfForSession();
      let user: CurrentUser;
      try {
        user = await getMe();
      } catch (error) {
        const fromLogin = normaliseUser(data.user);
        if (!fromLogin) throw error;
        user = fromLogin;
      }
      settleAuthenticated(user, false);
      return user;
    },

    logout: async (options = {}) => {
      const { isAdmin, kioskMode, userId } = get();
      const session = generation;
      try {
        await apiClient.post<ApiResponse<'/auth/logout/', 'post'>>(LOGOUT_API_PATH, {
          refresh_token: readRefreshToken(),
        });
      } catch (error) {
        logger.error('Logout call failed', error);
        // Spec 4.1 step 8 / 8: the message shows, and the session ends (the host goes to login) 1.5 s later.
        notify(SESSION_TEXTS.logoutFailed, { severity: 'error' });
        await sleep(LOGOUT_FAILED_REDIRECT_MS);
        // Meanwhile the session may have ended another way (or the store was reset): nothing left to end.
        if (session !== generation || get().userId !== userId) return;
      }
      // Spec 4.1 step 8: a kiosk keeps its refresh token so that it can sign itself in again.
      clearTokens({ keepRefresh: kioskMode });
      clearIdentity();
      clearDrafts();
      cacheUser(get().userId, null);
      const redirect = !kioskMode || isAdmin || options.force === true;
      set({
        ...withKioskMode(kioskMode && !redirect),
        userId: null,
        isAdmin: false,
        isCaregiver: false,
        isAuthenticated: false,
        authReady: true,
      });
      // The host's redirect rules take a signed-out user to login: the store never navigates.
      dispatchWindowEvent(LOGOUT_EVENT);
    },

    adoptTokens: (tokens) => {
      if (!isValidToken(tokens.access)) return;
      storeTokens({
        access: tokens.access,
        refresh: typeof tokens.refresh === 'string' ? tokens.refresh : null,
      });
      // New tokens may speak for a new session (a password change, a restore): its own CSRF token.
      void renewCsrfForSession();
    },

    reloadUser: async () => {
      const user = await getMe();
      const isAdmin = isAdminUser(user);
      storeIdentity(user, storedAdminFlag(user));
      cacheUser(get().userId, user);
      set({ userId: user.id, isAdmin, isCaregiver: user.is_caregiver === true });
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
  clearDrafts();
  // A kiosk signs in again as the same person: its last known day and queued actions stay (docs/kiosk-resilience.md).
  if (!kioskDevice) queryClient.clear();
  useSessionStore.setState({
    userId: null,
    isAdmin: false,
    isCaregiver: false,
    isAuthenticated: false,
    authReady: !kioskDevice,
  });
  if (kioskDevice) {
    initPromise = null;
    void useSessionStore.getState().initialize();
    return;
  }
  // The host's redirect rules take the signed-out user to login.
  dispatchWindowEvent(LOGOUT_EVENT);
}

if (typeof window !== 'undefined') window.addEventListener(REFRESH_FAILED_EVENT, onRefreshFailed);

/** Test support: back to the first state, with no boot, refresh or CSRF fetch in flight. */
export function resetSessionStore(): void {
  resetKioskBoot();
  initPromise = null;
  generation += 1;
  resetRefreshState();
  resetCsrfState();
  setKioskTokenStorage(false);
  applyKioskBodyClass(false);
  useUiStore.getState().setKiosk(false);
  useSessionStore.setState(initialData);
}
