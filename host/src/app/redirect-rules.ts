import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@care/shared';
import { clockPath, homePath } from '@care/shared';
import { SIGN_IN_FLOW_PATHS } from './route-table';
import { useSessionView } from './session-view';

/** Spec 2.2: the login redirect elsewhere than /auth/login waits this long. */
export const LOGIN_REDIRECT_ELSEWHERE_DELAY_MS = 0;
/** Spec 2.2 / 9: a non-kiosk unauthenticated user off the sign-in flows goes to login after this. */
export const UNAUTHENTICATED_REDIRECT_DELAY_MS = 500;

/** Where a guard sent someone to sign in from: the login redirect takes them back there. */
export interface LoginState {
  from: string;
}

/** The path to return to after sign-in: a path on this site that the guard recorded, else none. */
export function returnPathOf(state: unknown): string | null {
  const from =
    typeof state === 'object' && state !== null ? (state as Partial<LoginState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.split('?')[0] === ROUTES.login ? null : from;
}

function isUnderClockOrAdmin(pathname: string): boolean {
  return pathname.startsWith('/clock') || pathname.startsWith('/admin');
}

/** The redirects of spec 2.2 that are not a route's own guard: login redirect, kiosk, unauthenticated. */
export function useRedirectRules(pathname: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathOf(location.state);
  const { authReady, isAuthenticated, userId, isAdmin, isCaregiver, kioskMode } = useSessionView();
  const redirectedOnce = useRef(false);
  const kioskRedirected = useRef(false);
  // Set once this page has seen a ready, signed-out session: a later sign-in is a fresh login.
  const sawSignedOut = useRef(false);
  useEffect(() => {
    if (authReady && !isAuthenticated) sawSignedOut.current = true;
  }, [authReady, isAuthenticated]);

  // Login redirect: at once (replacing history) on /auth/login; elsewhere after 0 ms, once, never in kiosk mode.
  // On /auth/login it goes back to the page a guard sent the person from (a deep link, a link in an e-mail),
  // else home; the target's own guard then applies (a non-admin sent to an admin page lands on their clock).
  // "Elsewhere" applies to a sign-in that happens on this page (a login flow mounted off /auth/login), not to a
  // session restored at boot: that would bounce every deep link and every reload to the home page.
  useEffect(() => {
    if (!authReady || !isAuthenticated || userId === null) return undefined;
    const home = homePath(userId, isAdmin, isCaregiver);
    if (pathname === ROUTES.login) {
      redirectedOnce.current = true;
      void navigate(returnTo ?? home, { replace: true });
      return undefined;
    }
    if (kioskMode || redirectedOnce.current || !sawSignedOut.current) return undefined;
    const timer = setTimeout(() => {
      redirectedOnce.current = true;
      void navigate(home, { replace: true });
    }, LOGIN_REDIRECT_ELSEWHERE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [
    authReady,
    isAuthenticated,
    userId,
    isAdmin,
    isCaregiver,
    kioskMode,
    pathname,
    navigate,
    returnTo,
  ]);

  // Kiosk: once auth is ready, go to the user's clock page.
  useEffect(() => {
    if (!authReady || !kioskMode || userId === null || kioskRedirected.current) return;
    kioskRedirected.current = true;
    const target = clockPath(userId);
    if (target && target !== pathname) void navigate(target, { replace: true });
  }, [authReady, kioskMode, userId, pathname, navigate]);

  // Spec 4.1 step 8: a session that ends (logout, inactivity, a refused refresh) goes to login at once,
  // replacing the page. Only here: the session store and the screens never navigate on an auth change. A
  // kiosk whose non-admin user signed out stays in kiosk mode and is not sent away.
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    const signedOut = wasAuthenticated.current && !isAuthenticated;
    wasAuthenticated.current = isAuthenticated;
    if (!signedOut || !authReady || kioskMode || SIGN_IN_FLOW_PATHS.includes(pathname)) return;
    void navigate(ROUTES.login, { replace: true });
  }, [authReady, isAuthenticated, kioskMode, pathname, navigate]);

  // Unauthenticated: /clock and /admin paths go to login at once; off the sign-in flows, after 500 ms.
  useEffect(() => {
    if (!authReady || isAuthenticated || SIGN_IN_FLOW_PATHS.includes(pathname)) return undefined;
    if (isUnderClockOrAdmin(pathname)) {
      void navigate(ROUTES.login, { replace: true });
      return undefined;
    }
    if (kioskMode) return undefined;
    const timer = setTimeout(() => {
      void navigate(ROUTES.login, { replace: true });
    }, UNAUTHENTICATED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [authReady, isAuthenticated, kioskMode, pathname, navigate]);
}
