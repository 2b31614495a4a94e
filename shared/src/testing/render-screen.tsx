import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { meQueryOptions } from '../data/get-me';
import { queryClient } from '../data/query-client';
import { isAdminUser } from '../lib/admin-rule';
import { storeIdentity } from '../lib/identity-storage';
import { storeTokens } from '../lib/token-storage';
import { matchRoute } from '../routes/route-builder';
import type { NavigateFn, ScreenProps } from '../contracts';
import { RemoteRoot } from '../parcel/remote-root';
import { leaveGuardFor } from '../session/leave-guard';
import { useSessionStore } from '../session/session-store';
import type { CurrentUser } from '../contracts/current-user';
import { useUiStore } from '../ui/ui-store';
import { makeTokens } from './fixtures';

export interface RenderScreenOptions<P> {
  /**
   * The URL the screen is at: its params are matched from the route table and its query string becomes
   * `search` (`'/users/7/health-profile?tab=2'`). A screen's props are built from it.
   */
  route?: string;
  /** The props, for a parcel that is not a route (a dialog) or to override what `route` gives. */
  props?: Partial<P>;
  /**
   * Signed in as this user (the `me` query, the session store, tokens and identity in session storage, as
   * after a real sign-in). Default: signed out.
   */
  user?: CurrentUser | null;
  /** Kiosk presentation (theme, body class) and kiosk token storage. */
  kiosk?: boolean;
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

export type RenderScreenResult = RenderResult & {
  /**
   * What the screen's `navigate` prop did, a mock: `expect(navigate).toHaveBeenCalledWith('/profile')`. As the
   * host's history does, the prop asks a leave guard first (session/leave-guard.ts): the mock is called once the
   * page may go.
   */
  navigate: jest.Mock<ReturnType<NavigateFn>, Parameters<NavigateFn>>;
  /** userEvent, set up for this render. */
  user: ReturnType<typeof userEvent.setup>;
};

/** Signs `user` in the way the session store does after a real sign-in, without any network. */
export function signInForTest(user: CurrentUser, options: { kiosk?: boolean } = {}): void {
  const kiosk = options.kiosk === true;
  const isAdmin = isAdminUser(user);
  storeTokens(makeTokens(), kiosk ? 'local' : 'session');
  storeIdentity(user, isAdminUser(user, { includeStaff: true }));
  queryClient.setQueryData(meQueryOptions(user.id).queryKey, user);
  useSessionStore.setState({
    authReady: true,
    isAuthenticated: true,
    userId: user.id,
    isAdmin,
    isCaregiver: user.is_caregiver === true,
    kioskMode: kiosk,
    kioskDevice: kiosk,
  });
}

/**
 * Renders a screen (or any parcel component) with exactly the providers a parcel gets (RemoteRoot: theme,
 * the shared query client, the error boundary), as the host would mount it at `route`. Call
 * `resetTestEnvironment()` in `beforeEach` first: it gives the fake network this screen talks to.
 */
export function renderScreen<P extends object = ScreenProps<Record<string, string>>>(
  Screen: ComponentType<P>,
  options: RenderScreenOptions<P> = {},
): RenderScreenResult {
  if (options.kiosk === true) useUiStore.getState().setKiosk(true);
  if (options.user) signInForTest(options.user, { kiosk: options.kiosk === true });
  const navigate = jest.fn<ReturnType<NavigateFn>, Parameters<NavigateFn>>();
  const route = options.route ?? '';
  const search = route.includes('?') ? route.slice(route.indexOf('?')) : '';
  const params = route === '' ? {} : (matchRoute(route)?.params ?? {});
  const guardedNavigate: NavigateFn = (...args) => {
    const go = () => navigate(...args);
    const [to] = args;
    const guard = leaveGuardFor(
      typeof to === 'number' ? null : new URL(to, window.location.href).pathname,
    );
    if (guard) guard.ask(go);
    else go();
  };
  const props = { navigate: guardedNavigate, params, search, ...options.props } as unknown as P;
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const view = render(
    <RemoteRoot>
      <Screen {...props} />
    </RemoteRoot>,
  );
  return { ...view, navigate, user };
}
