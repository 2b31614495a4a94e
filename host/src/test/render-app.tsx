import './request-polyfill';
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Location, NavigateFunction, NavigationType } from 'react-router-dom';
import { apiClient, isAdminUser, meQueryOptions, queryClient, useSessionStore } from '@care/shared';
import { RemoteModuleSourceContext } from '@care/shared/host';
import { createFakeAdapter, resetStores } from '@care/shared/testing';
import type { CurrentUser, RemoteModuleId, SessionState } from '@care/shared';
import type { RemoteModuleSource, RemotesProfile } from '@care/shared/host';
import type { FakeAdapter } from '@care/shared/testing';
import { App } from '../app/app';
import { AppRoutes } from '../app/routes';

export const adminUser: CurrentUser = {
  id: 1,
  role: 'admin',
  email: 'ada@example.org',
  display_name: 'Ada Admin',
  username: 'ada',
  first_name: 'Ada',
  is_admin: true,
  is_staff: true,
  is_superuser: false,
};

export const plainUser: CurrentUser = {
  id: 7,
  role: 'User',
  email: 'ulla@example.org',
  display_name: 'Ulla',
  username: 'ulla',
  first_name: 'Ulla',
  is_admin: false,
  is_staff: false,
  is_superuser: false,
};

type Seed = Partial<
  Pick<
    SessionState,
    | 'authReady'
    | 'isAuthenticated'
    | 'userId'
    | 'isAdmin'
    | 'isCaregiver'
    | 'kioskMode'
    | 'kioskDevice'
    | 'kioskUnreachable'
  >
>;

/**
 * The session state of `user` signed in, with the session store's own admin rule; the user's details go
 * into the `me` query, as a real sign-in leaves them.
 */
export function signedIn(user: CurrentUser, extra: Seed = {}): Seed {
  queryClient.setQueryData(meQueryOptions(user.id).queryKey, user);
  return {
    authReady: true,
    isAuthenticated: true,
    userId: user.id,
    isAdmin: isAdminUser(user),
    isCaregiver: user.is_caregiver === true,
    ...extra,
  };
}

export const signedOut: Seed = {
  authReady: true,
  isAuthenticated: false,
  userId: null,
  isAdmin: false,
};

/**
 * The one fake for remote modules: each "screen" prints its module id and params. A module in `failing` cannot
 * be loaded (its remote entry is missing) until the test takes it out; one in `hang` never answers (its load
 * waits for the 120 s timeout).
 */
function fakeModuleSource(hang: readonly RemoteModuleId[] = []): RemoteModuleSource & {
  loads: RemoteModuleId[];
  failing: Set<RemoteModuleId>;
} {
  const loads: RemoteModuleId[] = [];
  const failing = new Set<RemoteModuleId>();
  return {
    loads,
    failing,
    loadModule: (id) => {
      loads.push(id);
      if (failing.has(id)) return Promise.reject(new Error(`RUNTIME-008: ${id} entry missing`));
      if (hang.includes(id)) return new Promise(() => undefined);
      const show = (props: { domElement: HTMLElement; params?: unknown }) => {
        props.domElement.textContent = `screen ${id} ${JSON.stringify(props.params ?? {})}`;
        return Promise.resolve();
      };
      return Promise.resolve({
        bootstrap: () => Promise.resolve(),
        mount: show,
        update: show,
        unmount: (props: { domElement: HTMLElement }) => {
          props.domElement.textContent = '';
          return Promise.resolve();
        },
      });
    },
  };
}

/** What a test reads of the router: where it is, how it got there, and a way to navigate. */
interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: (to: string) => void;
}

/** Reports every location the router renders, and lends the router's navigate to the test. */
function RouterProbe({
  onLocation,
  onNavigate,
}: {
  onLocation: (location: Location, action: NavigationType) => void;
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onLocation(location, action);
    onNavigate(navigate);
  });
  return null;
}

export interface Harness {
  router: TestRouter;
  /** Every path the router showed, in order: a redirect that takes a detour shows here. */
  visited: string[];
  source: ReturnType<typeof fakeModuleSource>;
  api: FakeAdapter;
}

/** Renders the real router and shell at `path`, with the real session store seeded. */
export async function renderApp(
  path: string,
  seed: Seed,
  profile: RemotesProfile = 'site',
  modules: { failing?: readonly RemoteModuleId[]; hang?: readonly RemoteModuleId[] } = {},
): Promise<Harness> {
  const api = createFakeAdapter();
  api.on('get', '/auth/ping/', { status: 200, data: {} });
  api.on('post', '/auth/logout/', { status: 200, data: {} });
  apiClient.defaults.adapter = api.adapter;
  useSessionStore.setState(seed);
  const visited = [path];
  let state: TestRouter['state'] | null = null;
  let navigateTo: NavigateFunction | null = null;
  const router: TestRouter = {
    get state() {
      if (!state) throw new Error('The router has not rendered yet');
      return state;
    },
    navigate: (to) => {
      if (!navigateTo) throw new Error('The router has not rendered yet');
      void navigateTo(to);
    },
  };
  const onLocation = (location: Location, historyAction: NavigationType): void => {
    state = { location, historyAction };
    if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
  };
  const routing = (
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe
        onLocation={onLocation}
        onNavigate={(navigate) => {
          navigateTo = navigate;
        }}
      />
      <AppRoutes />
    </MemoryRouter>
  );
  const source = fakeModuleSource(modules.hang);
  modules.failing?.forEach((id) => source.failing.add(id));
  await settle(() =>
    render(
      <RemoteModuleSourceContext value={source}>
        <App router={routing} settings={{ profile, config: null }} />
      </RemoteModuleSourceContext>,
    ),
  );
  return { router, visited, source, api };
}

function resetStoresAndStorage(): void {
  resetStores();
  sessionStorage.clear();
  localStorage.clear();
}

/** Runs `step` inside act and lets the promises it started settle (parcel mounts, navigations). */
export async function settle(step: () => unknown): Promise<void> {
  await act(async () => {
    await step();
  });
}

/**
 * Unmounts what the test rendered (Testing Library's cleanup runs inside act), then resets the stores and
 * storage: for `afterEach` and between two renders in one test. Resetting under a mounted app would be a
 * React update outside act, and the old tree would go on reacting (navigating, pinging) beside the next.
 */
export function startOver(): void {
  cleanup();
  resetStoresAndStorage();
}
