import { screen, waitFor } from '@testing-library/react';
import { buildPath, ROUTES, useSessionStore, useUiStore } from '@care/shared';
import type { RemoteModuleId, RouteName } from '@care/shared';
import {
  adminUser,
  plainUser,
  renderApp,
  signedIn,
  signedOut,
  settle,
  startOver,
} from '../test/render-app';
import { CALL_SERVICE_WAIT_MS } from './shell';
import { TEXTS } from '../texts';
import {
  LOGIN_REDIRECT_ELSEWHERE_DELAY_MS,
  returnPathOf,
  UNAUTHENTICATED_REDIRECT_DELAY_MS,
} from './redirect-rules';
import { SCREEN_ROUTES, screenParams } from './route-table';

afterEach(() => {
  startOver();
  jest.useRealTimers();
});

/** Spec 2.1 (docs/product.md, "Served by"): the expected owner of every route. */
const OWNERS: Record<RouteName, RemoteModuleId> = {
  login: 'mfe_auth/LoginScreen',
  register: 'mfe_auth/RegisterScreen',
  passwordReset: 'mfe_auth/PasswordResetScreen',
  adminDashboard: 'mfe_admin/AdminDashboardScreen',
  userManagement: 'mfe_admin/UserManagementScreen',
  userEdit: 'mfe_admin/UserEditScreen',
  appointments: 'mfe_care/AppointmentsScreen',
  appointment: 'mfe_care/AppointmentsScreen',
  medications: 'mfe_care/MedicationsScreen',
  medication: 'mfe_care/MedicationsScreen',
  backupRestore: 'mfe_admin/BackupRestoreScreen',
  clock: 'mfe_care/ClockScreen',
  emergencyContacts: 'mfe_care/EmergencyContactsScreen',
  picturebook: 'mfe_picturebook/PictureBookScreen',
  appointmentAddToCalendar: 'mfe_care/AddToCalendarScreen',
  medicationAddToCalendar: 'mfe_care/AddToCalendarScreen',
  profile: 'mfe_auth/ProfileScreen',
  profileEdit: 'mfe_auth/ProfileEditScreen',
  changePassword: 'mfe_auth/ChangePasswordScreen',
  notifications: 'mfe_auth/NotificationSettingsScreen',
  healthProfile: 'mfe_care/HealthProfileScreen',
  food: 'mfe_care/FoodLogScreen',
  calendar: 'mfe_care/CalendarScreen',
  healthProfileAlt: 'mfe_care/HealthProfileScreen',
  userSessions: 'mfe_admin/UserSessionsScreen',
  messages: 'mfe_admin/MessagesScreen',
  auditLog: 'mfe_admin/AuditLogScreen',
  people: 'mfe_care/PeopleScreen',
};

const ADMIN_AREA: RouteName[] = [
  'adminDashboard',
  'userManagement',
  'userEdit',
  'emergencyContacts',
  'appointments',
  'appointment',
  'medications',
  'medication',
  'backupRestore',
  'userSessions',
  'messages',
  'auditLog',
];
const NO_SIGN_IN: RouteName[] = ['login', 'register', 'passwordReset', 'healthProfileAlt'];

function concretePath(name: RouteName): string {
  return ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, param: string) =>
    param === 'userId' ? '1' : '42',
  );
}

describe('route table', () => {
  test('every spec route is mapped once, to the remote that owns it', () => {
    expect(SCREEN_ROUTES.map((route) => route.name).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const route of SCREEN_ROUTES) {
      expect([route.name, route.path, route.module]).toEqual([
        route.name,
        ROUTES[route.name],
        OWNERS[route.name],
      ]);
    }
  });

  test('guards: admin area, no sign-in for the sign-in flows and the second health-profile path', () => {
    for (const route of SCREEN_ROUTES) {
      const expected = ADMIN_AREA.includes(route.name)
        ? 'admin'
        : route.name === 'healthProfileAlt'
          ? 'open'
          : NO_SIGN_IN.includes(route.name)
            ? 'public'
            : 'signIn';
      expect([route.name, route.guard]).toEqual([route.name, expected]);
    }
  });

  test('a screen gets the URL’s params, raw: the add-to-calendar screen tells its routes apart by them', () => {
    expect(screenParams({ appointmentId: '5' })).toEqual({ appointmentId: '5' });
    expect(screenParams({ userId: '1', '*': 'rest', medicationId: undefined })).toEqual({
      userId: '1',
    });
  });

  test.each(Object.keys(OWNERS) as RouteName[])(
    '%s renders its owner’s parcel for an admin',
    async (name) => {
      const path = concretePath(name);
      const { source, router } = await renderApp(
        path,
        signedIn({ ...adminUser, is_superuser: true }),
      );
      if (name === 'login') {
        // An authenticated user never sees the login screen: the login redirect takes them home.
        expect(router.state.location.pathname).toBe(ROUTES.adminDashboard);
        return;
      }
      expect(await screen.findByText(new RegExp(`^screen ${OWNERS[name]} `))).toBeInTheDocument();
      // Besides the screen, a signed-in browser gets the call service (its corner dock).
      expect(source.loads.filter((id) => id !== 'mfe_voice/CallService')).toEqual([OWNERS[name]]);
      expect(router.state.location.pathname).toBe(path);
    },
  );
});

describe('guards and redirects (spec 2.2)', () => {
  test('a session that ends goes to login at once, even from a page without a guard', async () => {
    const { router } = await renderApp('/health-profile/1', signedIn(plainUser));
    expect(router.state.location.pathname).toBe('/health-profile/1');
    await settle(() => useSessionStore.setState(signedOut));
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  test('before auth is ready: Preparing your experience... with a spinner', async () => {
    await renderApp('/users/1/food', { authReady: false });
    expect(screen.getByText('Preparing your experience...')).toBeInTheDocument();
    expect(TEXTS.preparing).toBe('Preparing your experience...');
  });

  test('sign-in guard: Loading... while the user loads, login when not authenticated', async () => {
    await renderApp('/users/7/food', { authReady: true, isAuthenticated: true, userId: null });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await settle(() => useSessionStore.setState(signedOut));
    expect(screen.getByText(/^screen mfe_auth\/LoginScreen/)).toBeInTheDocument();
  });

  test('admin area: unauthenticated to login, non-admins to their own clock page', async () => {
    const first = await renderApp('/user-management', signedOut);
    expect(first.router.state.location.pathname).toBe(ROUTES.login);
    startOver();
    const second = await renderApp('/users/3/medications', signedIn(plainUser));
    // Straight to the clock page, not by way of the login page.
    expect(second.visited).toEqual(['/users/3/medications', '/clock/7']);
    expect(
      await screen.findByText(/^screen mfe_care\/ClockScreen \{"userId":"7"\}/),
    ).toBeInTheDocument();
  });

  test("'/': admin to the dashboard, others to their clock, unauthenticated to login", async () => {
    expect((await renderApp('/', signedIn(adminUser))).visited).toEqual(['/', '/admin-dashboard']);
    startOver();
    // Straight to the clock page, not by way of the admin area.
    expect((await renderApp('/', signedIn(plainUser))).visited).toEqual(['/', '/clock/7']);
    startOver();
    expect((await renderApp('/', signedOut)).visited).toEqual(['/', '/auth/login']);
  });

  test("'/' in kiosk mode: Initializing kiosk... until a user is known, then the clock", async () => {
    const { router } = await renderApp('/', { ...signedOut, kioskMode: true });
    expect(screen.getByText('Initializing kiosk...')).toBeInTheDocument();
    await settle(() => useSessionStore.setState(signedIn(plainUser, { kioskMode: true })));
    expect(router.state.location.pathname).toBe('/clock/7');
  });

  test('unknown paths: home when authenticated, login otherwise', async () => {
    expect(
      (await renderApp('/no/such/page', signedIn(plainUser))).router.state.location.pathname,
    ).toBe('/clock/7');
    startOver();
    expect((await renderApp('/no/such/page', signedOut)).router.state.location.pathname).toBe(
      '/auth/login',
    );
  });

  test('login redirect on /auth/login replaces history', async () => {
    const { router } = await renderApp('/auth/login', signedIn(adminUser));
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a signed-out visit to a guarded page signs in, then comes back to it (a link in an e-mail)', async () => {
    const { router } = await renderApp('/appointments/5/add-to-calendar?from=mail', signedOut);
    expect(router.state.location.pathname).toBe('/auth/login');
    await settle(() => useSessionStore.setState(signedIn(plainUser)));
    expect(router.state.location.pathname).toBe('/appointments/5/add-to-calendar');
    expect(router.state.location.search).toBe('?from=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('login opened directly still goes home; a foreign return path is ignored', async () => {
    expect(returnPathOf({ from: '//evil.example/x' })).toBeNull();
    expect(returnPathOf({ from: 'https://evil.example/' })).toBeNull();
    expect(returnPathOf({ from: '/auth/login' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({ from: '/calendar/1' })).toBe('/calendar/1');
    const { router } = await renderApp('/auth/login', signedOut);
    await settle(() => useSessionStore.setState(signedIn(plainUser)));
    expect(router.state.location.pathname).toBe('/clock/7');
  });

  test('a sign-in elsewhere redirects home after 0 ms, once, and not in kiosk mode', async () => {
    jest.useFakeTimers();
    expect(LOGIN_REDIRECT_ELSEWHERE_DELAY_MS).toBe(0);
    const { router } = await renderApp('/register', signedOut);
    await settle(() => useSessionStore.setState(signedIn(plainUser)));
    expect(router.state.location.pathname).toBe('/register');
    await settle(() => jest.advanceTimersByTime(0));
    expect(router.state.location.pathname).toBe('/clock/7');
    await settle(() => router.navigate('/users/7/food'));
    await settle(() => jest.advanceTimersByTime(10));
    expect(router.state.location.pathname).toBe('/users/7/food');
  });

  test('a session restored at boot keeps its deep link', async () => {
    jest.useFakeTimers();
    const { router } = await renderApp('/users/7/food', { authReady: false });
    await settle(() => useSessionStore.setState(signedIn(plainUser)));
    await settle(() => jest.advanceTimersByTime(10));
    expect(router.state.location.pathname).toBe('/users/7/food');
  });

  test('unauthenticated non-kiosk users off the sign-in flows go to login after 500 ms', async () => {
    jest.useFakeTimers();
    expect(UNAUTHENTICATED_REDIRECT_DELAY_MS).toBe(500);
    const { router } = await renderApp('/health-profile/3', signedOut);
    await settle(() => jest.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/health-profile/3');
    await settle(() => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  test.each(['/register', '/password-reset', '/auth/login'])(
    '%s is left alone when unauthenticated',
    async (path) => {
      jest.useFakeTimers();
      const { router } = await renderApp(path, signedOut);
      await settle(() => jest.advanceTimersByTime(5000));
      expect(router.state.location.pathname).toBe(path);
    },
  );

  test('kiosk: no 500 ms redirect, but /clock paths go to login at once; once ready, to the clock', async () => {
    jest.useFakeTimers();
    const kiosk = await renderApp('/health-profile/3', { ...signedOut, kioskMode: true }, 'kiosk');
    await settle(() => jest.advanceTimersByTime(5000));
    expect(kiosk.router.state.location.pathname).toBe('/health-profile/3');
    await settle(() => kiosk.router.navigate('/clock/7'));
    expect(kiosk.router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByText(TEXTS.kioskSetup.intro)).toBeInTheDocument();
    expect(kiosk.source.loads).not.toContain('mfe_auth/LoginScreen');
    await settle(() => useSessionStore.setState(signedIn(plainUser, { kioskMode: true })));
    expect(kiosk.router.state.location.pathname).toBe('/clock/7');
  });

  test('kiosk mode mounts the call service once, after the clock has shown', async () => {
    const { source } = await renderApp(
      '/clock/7',
      signedIn(plainUser, { kioskMode: true }),
      'kiosk',
    );
    await screen.findByText(/^screen mfe_care\/ClockScreen/);
    await waitFor(() => expect(useUiStore.getState().screenShown).toBe(true));
    await waitFor(() =>
      expect(source.loads.filter((id) => id === 'mfe_voice/CallService')).toHaveLength(1),
    );
    expect(source.loads).toEqual(['mfe_care/ClockScreen', 'mfe_voice/CallService']);
  });

  test('a kiosk whose screen never shows still gets its call service after a while', async () => {
    jest.useFakeTimers();
    const { source } = await renderApp(
      '/clock/7',
      signedIn(plainUser, { kioskMode: true }),
      'kiosk',
      { hang: ['mfe_care/ClockScreen'] },
    );
    expect(source.loads).toEqual(['mfe_care/ClockScreen']);
    expect(source.loads).not.toContain('mfe_voice/CallService');
    await settle(() => jest.advanceTimersByTime(CALL_SERVICE_WAIT_MS - 100));
    expect(source.loads).not.toContain('mfe_voice/CallService');
    await settle(() => jest.advanceTimersByTime(200));
    expect(source.loads).toContain('mfe_voice/CallService');
  });

  test('outside kiosk mode a signed-in user gets the call service too, after the first screen (not on the login pages)', async () => {
    const { source } = await renderApp('/admin-dashboard', signedIn(adminUser));
    await screen.findByText(/^screen mfe_voice\/CallService/);
    expect(source.loads.filter((id) => id === 'mfe_voice/CallService')).toHaveLength(1);
    expect(source.loads).toEqual(['mfe_admin/AdminDashboardScreen', 'mfe_voice/CallService']);
  });

  test('a site page whose screen never shows still gets its call service after a while', async () => {
    jest.useFakeTimers();
    const { source } = await renderApp('/admin-dashboard', signedIn(adminUser), 'site', {
      hang: ['mfe_admin/AdminDashboardScreen'],
    });
    expect(source.loads).toEqual(['mfe_admin/AdminDashboardScreen']);
    await settle(() => jest.advanceTimersByTime(CALL_SERVICE_WAIT_MS - 100));
    expect(source.loads).not.toContain('mfe_voice/CallService');
    await settle(() => jest.advanceTimersByTime(200));
    expect(source.loads).toContain('mfe_voice/CallService');
  });

  test('the clock path builder matches the redirect target', () => {
    expect(buildPath('clock', { userId: plainUser.id })).toBe('/clock/7');
  });
});
