import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  applyKioskBodyClass,
  FullPageLoader,
  RemoteParcel,
  setSessionNavigator,
  startHeartbeat,
  startKioskPing,
  startTokenRefreshTimer,
  syncKioskModeFlag,
  useUiStore,
} from '@care/shared';
import type { CallServiceProps } from '@care/shared';
import { InactivityWatcher } from '../features/inactivity/inactivity-watcher';
import { Navbar } from '../features/navbar/navbar';
import { TEXTS } from '../texts';
import { AppErrorBoundary } from './error-screen';
import { useRedirectRules } from './redirect-rules';
import { isAdminShellVisible, useSessionView } from './session-view';

const KIOSK_CALL_SERVICE_PROPS: CallServiceProps = { kioskMode: true };
const SITE_CALL_SERVICE_PROPS: CallServiceProps = { kioskMode: false };

const Main = styled.main`
  min-height: 60vh;
`;

/** Session timers (spec 4.2, 4.3, 4.4) and the kiosk presentation, following the session store. */
function useSessionEffects(): void {
  const { authReady, isAuthenticated, kioskMode } = useSessionView();
  const navigate = useNavigate();

  useEffect(() => {
    setSessionNavigator((path, options) => void navigate(path, options));
    return () => setSessionNavigator(null);
  }, [navigate]);

  useEffect(() => {
    if (!isAuthenticated && !kioskMode) return undefined;
    const stopHeartbeat = startHeartbeat();
    const stopRefreshTimer = startTokenRefreshTimer();
    return () => {
      stopHeartbeat();
      stopRefreshTimer();
    };
  }, [isAuthenticated, kioskMode]);

  useEffect(() => {
    if (!authReady || !kioskMode) return undefined;
    return startKioskPing();
  }, [authReady, kioskMode]);

  useEffect(() => {
    applyKioskBodyClass(kioskMode);
    useUiStore.getState().setKiosk(kioskMode);
  }, [kioskMode]);
}

/** The root route's element: navbar, guards' outlet, inactivity watcher, kiosk call service. */
export function Shell() {
  const { pathname } = useLocation();
  const view = useSessionView();
  useSessionEffects();
  useRedirectRules(pathname);
  useEffect(() => syncKioskModeFlag(pathname), [pathname]);

  const adminShell = isAdminShellVisible(view, pathname);
  return (
    <>
      {adminShell && <Navbar />}
      <Main>
        <AppErrorBoundary>
          {view.authReady ? <Outlet /> : <FullPageLoader text={TEXTS.preparing} />}
        </AppErrorBoundary>
      </Main>
      <InactivityWatcher enabled={adminShell} isAdmin={view.isAdmin} />
      {view.kioskMode && view.authReady && (
        <RemoteParcel id="mfe_voice/CallService" props={KIOSK_CALL_SERVICE_PROPS} />
      )}
      {/* Elsewhere, a signed-in user's browser can place and (when they choose) receive calls. */}
      {!view.kioskMode &&
        view.authReady &&
        view.isAuthenticated &&
        !pathname.startsWith('/auth/') && (
          <RemoteParcel id="mfe_voice/CallService" props={SITE_CALL_SERVICE_PROPS} />
        )}
    </>
  );
}
