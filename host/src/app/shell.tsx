import { useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  FullPageLoader,
  isClockPath,
  queryClient,
  RemoteParcel,
  removeDocumentClock,
  useUiStore,
} from '@care/shared';
import {
  startHeartbeat,
  startKioskPing,
  startLastSyncRecorder,
  startLiveChannel,
  startTokenRefreshTimer,
  syncKioskModeFlag,
} from '@care/shared/host';
import type { CallServiceProps } from '@care/shared';
import { InactivityWatcher } from '../features/inactivity/inactivity-watcher';
import { Navbar } from '../features/navbar/navbar';
import { OwnPagesSlot } from '../features/own-pages/own-pages-slot';
import { ReleaseNoticesSlot } from '../features/releases/release-notices-slot';
import { useDeploySwitch } from '../features/releases/use-deploy-switch';
import { TEXTS } from '../texts';
import { APP_VERSION } from '../lib/app-version';
import { useHostSettings } from '../lib/host-settings';
import { AppErrorBoundary } from './error-screen';
import { useRedirectRules } from './redirect-rules';
import { isAdminShellVisible, isOwnPagesHeaderVisible, useSessionView } from './session-view';

const KIOSK_CALL_SERVICE_PROPS: CallServiceProps = { kioskMode: true };
const SITE_CALL_SERVICE_PROPS: CallServiceProps = { kioskMode: false };

/**
 * The site's Calls button floats in the bottom corner; room as tall as it (its target size and its
 * offset from the edge, twice) under the page keeps it from covering the last line, a button or a field.
 */
const Main = styled.main<{ $dock: boolean }>`
  min-height: 60vh;
  padding-bottom: ${({ theme, $dock }) =>
    $dock ? `calc(${theme.targetSize}px + ${theme.space(4)})` : '0'};
`;

/**
 * Before the session is known, nothing says whether the admins' navbar will be above the page: the loader keeps its
 * place on the screen whatever appears above it (no layout shift; docs/performance.md, phones).
 */
const BootLoader = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * Session timers (spec 4.2, 4.3, 4.4), following the session store. Kiosk mode's presentation (body class,
 * theme) and token storage follow the store by themselves.
 */
function useSessionEffects(): void {
  const { authReady, isAuthenticated, kioskMode } = useSessionView();

  useEffect(() => {
    if (!isAuthenticated && !kioskMode) return undefined;
    const stopHeartbeat = startHeartbeat();
    const stopRefreshTimer = startTokenRefreshTimer();
    // Changes arrive as events while signed in (kiosks too); polling slows down meanwhile.
    const stopLiveChannel = startLiveChannel(queryClient);
    return () => {
      stopHeartbeat();
      stopRefreshTimer();
      stopLiveChannel();
    };
  }, [isAuthenticated, kioskMode]);

  useEffect(() => {
    if (!authReady || !kioskMode) return undefined;
    return startKioskPing({ appVersion: APP_VERSION });
  }, [authReady, kioskMode]);

  // A kiosk remembers when its data last loaded (its pings report it).
  useEffect(() => {
    if (!kioskMode) return undefined;
    return startLastSyncRecorder(queryClient);
  }, [kioskMode]);
}

/**
 * An administrator signed in on a kiosk device (from the setup card, or a session restored on reload) is not
 * in kiosk mode and needs the site's remotes (user management, kiosk configuration).
 */
function useSiteProfileForAdmins(view: ReturnType<typeof useSessionView>): void {
  const { profile, openSiteProfile } = useHostSettings();
  const adminSession = view.isAuthenticated && view.isAdmin && !view.kioskMode;
  useEffect(() => {
    if (adminSession && profile === 'kiosk') openSiteProfile();
  }, [adminSession, profile, openSiteProfile]);
}

/** The longest the kiosk's call service waits for the first screen (a screen that cannot load must not stop calls). */
export const CALL_SERVICE_WAIT_MS = 5_000;

/** True once a screen has shown, or CALL_SERVICE_WAIT_MS after the session is ready, whichever comes first. */
function useAfterFirstScreen(ready: boolean): boolean {
  const screenShown = useUiStore((state) => state.screenShown);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!ready || screenShown) return undefined;
    const timer = setTimeout(() => setWaited(true), CALL_SERVICE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, screenShown]);
  return screenShown || waited;
}

/**
 * The kiosk's document clock covers the page until the clock screen takes over; once the session has
 * sent this page anywhere but the clock (the setup card, an administrator's pages), it goes at once.
 */
function useDocumentClockElsewhere(authReady: boolean, pathname: string): void {
  useLayoutEffect(() => {
    if (authReady && pathname !== '/' && !isClockPath(pathname)) removeDocumentClock();
  }, [authReady, pathname]);
}

/**
 * The root route's element: an admin's navbar, or anyone else's header of their own pages at the top of the page
 * (docs/product.md 2.3); the guards' outlet, the inactivity watcher, the kiosk call service.
 */
export function Shell() {
  const { pathname } = useLocation();
  const view = useSessionView();
  useSessionEffects();
  useRedirectRules(pathname);
  useEffect(() => syncKioskModeFlag(pathname), [pathname]);
  useDocumentClockElsewhere(view.authReady, pathname);
  useDeploySwitch(pathname);

  useSiteProfileForAdmins(view);
  const adminShell = isAdminShellVisible(view, pathname);
  const callServiceDue = useAfterFirstScreen(view.authReady);
  // The site's call service (its Calls button) for a signed-in browser; a kiosk's has no floating button.
  const siteCalls =
    !view.kioskMode && view.authReady && view.isAuthenticated && !pathname.startsWith('/auth/');
  return (
    <>
      {adminShell && <Navbar />}
      <ReleaseNoticesSlot kiosk={view.kioskMode} />
      <Main $dock={siteCalls}>
        <OwnPagesSlot
          show={isOwnPagesHeaderVisible(view, pathname)}
          fallback={<FullPageLoader text={TEXTS.preparing} />}
        >
          <AppErrorBoundary>
            {view.authReady ? (
              <Outlet />
            ) : (
              <BootLoader>
                <FullPageLoader text={TEXTS.preparing} />
              </BootLoader>
            )}
          </AppErrorBoundary>
        </OwnPagesSlot>
      </Main>
      <InactivityWatcher enabled={adminShell} isAdmin={view.isAdmin} />
      {/* After the clock has shown: its code and data first, the call service's 16 KB after (docs/performance.md). */}
      {view.kioskMode && view.authReady && callServiceDue && (
        <RemoteParcel id="mfe_voice/CallService" props={KIOSK_CALL_SERVICE_PROPS} />
      )}
      {/*
       * Elsewhere, a signed-in user's browser can place and (when they choose) receive calls; also after the first
       * screen, so that a phone's first screen does not wait for the Voice SDK (docs/performance.md, phones).
       */}
      {siteCalls && callServiceDue && (
        <RemoteParcel id="mfe_voice/CallService" props={SITE_CALL_SERVICE_PROPS} />
      )}
    </>
  );
}
