import { ROUTES } from '@care/shared';
import type { RemoteModuleId, RemoteModules, RouteName } from '@care/shared';

/**
 * Which guard a route sits behind (spec 2.2, 6): `public` screens are the sign-in flows, `open` has no guard
 * at all (the second health-profile path), `signIn` needs an authenticated user, `admin` needs an admin.
 */
export type RouteGuard = 'public' | 'open' | 'signIn' | 'admin';

/** Screen modules: every exposed module whose props are the host's screen props. */
export type ScreenModuleId = {
  [K in RemoteModuleId]: RemoteModules[K] extends { navigate: unknown; params: unknown }
    ? K
    : never;
}[RemoteModuleId];

export interface ScreenRoute {
  name: RouteName;
  path: string;
  module: ScreenModuleId;
  guard: RouteGuard;
  /** Params the host adds to the URL's own (the add-to-calendar screen serves two routes). */
  fixedParams?: Record<string, string>;
  /** Renames a URL param for the module's props. */
  renameParams?: Record<string, string>;
}

function route(
  name: RouteName,
  module: ScreenModuleId,
  guard: RouteGuard,
  extra: Pick<ScreenRoute, 'fixedParams' | 'renameParams'> = {},
): ScreenRoute {
  return { name, path: ROUTES[name], module, guard, ...extra };
}

/** Spec 2.1, with the owners of ARCHITECTURE.md "Who owns which route". */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  route('login', 'mfe_auth/LoginScreen', 'public'),
  route('register', 'mfe_auth/RegisterScreen', 'public'),
  route('passwordReset', 'mfe_auth/PasswordResetScreen', 'public'),
  route('adminDashboard', 'mfe_admin/AdminDashboardScreen', 'admin'),
  route('userManagement', 'mfe_admin/UserManagementScreen', 'admin'),
  route('userEdit', 'mfe_admin/UserEditScreen', 'admin'),
  route('appointments', 'mfe_care/AppointmentsScreen', 'admin'),
  route('appointment', 'mfe_care/AppointmentsScreen', 'admin'),
  route('medications', 'mfe_care/MedicationsScreen', 'admin'),
  route('medication', 'mfe_care/MedicationsScreen', 'admin'),
  route('backupRestore', 'mfe_admin/BackupRestoreScreen', 'admin'),
  route('clock', 'mfe_care/ClockScreen', 'signIn'),
  route('emergencyContacts', 'mfe_care/EmergencyContactsScreen', 'admin'),
  route('picturebook', 'mfe_picturebook/PictureBookScreen', 'signIn'),
  route('appointmentAddToCalendar', 'mfe_care/AddToCalendarScreen', 'signIn', {
    fixedParams: { kind: 'appointment' },
    renameParams: { appointmentId: 'id' },
  }),
  route('medicationAddToCalendar', 'mfe_care/AddToCalendarScreen', 'signIn', {
    fixedParams: { kind: 'medication' },
    renameParams: { medicationId: 'id' },
  }),
  route('profile', 'mfe_auth/ProfileScreen', 'signIn'),
  route('profileEdit', 'mfe_auth/ProfileEditScreen', 'signIn'),
  route('changePassword', 'mfe_auth/ChangePasswordScreen', 'signIn'),
  route('notifications', 'mfe_auth/NotificationSettingsScreen', 'signIn'),
  route('healthProfile', 'mfe_care/HealthProfileScreen', 'signIn'),
  route('food', 'mfe_care/FoodLogScreen', 'signIn'),
  route('calendar', 'mfe_care/CalendarScreen', 'signIn'),
  route('healthProfileAlt', 'mfe_care/HealthProfileScreen', 'open'),
];

/** The params a screen receives: the URL's (renamed where needed) plus the route's fixed ones. */
export function screenParams(
  screen: ScreenRoute,
  urlParams: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(urlParams)) {
    if (value === undefined || name === '*') continue;
    params[screen.renameParams?.[name] ?? name] = value;
  }
  return { ...params, ...screen.fixedParams };
}

/** Paths where an unauthenticated user may stay (spec 2.2: login, register, reset). */
export const SIGN_IN_FLOW_PATHS: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.passwordReset,
];
