/**
 * The route table of spec 2.1. A builder URL-encodes each value and yields `null` when a parameter is
 * missing or blank, so a caller can never produce `/clock/undefined`.
 */
export const ROUTES = {
  login: '/auth/login',
  register: '/register',
  passwordReset: '/password-reset',
  adminDashboard: '/admin-dashboard',
  userManagement: '/user-management',
  userEdit: '/user-management/:userId',
  appointments: '/users/:userId/appointments',
  appointment: '/users/:userId/appointments/:appointmentId',
  medications: '/users/:userId/medications',
  medication: '/users/:userId/medications/:medicationId',
  backupRestore: '/backup-restore',
  clock: '/clock/:userId',
  emergencyContacts: '/users/:userId/emergency-contacts',
  picturebook: '/picturebook/:userId',
  appointmentAddToCalendar: '/appointments/:appointmentId/add-to-calendar',
  medicationAddToCalendar: '/medications/:medicationId/add-to-calendar',
  profile: '/profile',
  profileEdit: '/profile/edit',
  changePassword: '/change-password',
  notifications: '/notifications',
  healthProfile: '/users/:userId/health-profile',
  food: '/users/:userId/food',
  calendar: '/calendar/:userId',
  healthProfileAlt: '/health-profile/:userId',
  // Admin-area screens the specification names but gives no path (docs/product.md 2.1).
  userSessions: '/user-sessions',
  messages: '/messages',
  auditLog: '/audit-log',
  // A caregiver's home, a route of our own: the spec names no page for people who care for others.
  people: '/people',
} as const;

export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<R extends RouteName> = {
  [K in ParamNames<(typeof ROUTES)[R]>]: string | number | null | undefined;
};

type ParamValue = string | number | null | undefined;

function isBlank(value: ParamValue): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/** Builds the path of a named route, or `null` if any of its parameters is missing or blank. */
export function buildPath<R extends RouteName>(
  route: R,
  ...args: ParamNames<(typeof ROUTES)[R]> extends never ? [] : [params: RouteParams<R>]
): string | null {
  const pattern: string = ROUTES[route];
  const params = (args[0] ?? {}) as Record<string, ParamValue>;
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  if (names.some((name) => isBlank(params[name]))) return null;
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** A query string's values: an empty, null or undefined value is left out. */
export type QueryValues = Record<string, string | number | null | undefined>;

/**
 * A link's target by the route's name (a renamed route fails to compile where a template string would
 * not): its path with `params`, then `query` as a query string (URL-encoded). A missing or blank parameter gives
 * the root, which sends the viewer home, never to `/clock/undefined`.
 */
export function linkTo<R extends RouteName>(
  route: R,
  ...args: ParamNames<(typeof ROUTES)[R]> extends never
    ? [params?: Record<string, never>, query?: QueryValues]
    : [params: RouteParams<R>, query?: QueryValues]
): string {
  const [params, query] = args;
  const path = (buildPath as (r: RouteName, p?: object) => string | null)(route, params) ?? '/';
  const text = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text === '' ? path : `${path}?${text}`;
}

/** A concrete path matched back to its route: `/users/7/food` → `{ name: 'food', params: { userId: '7' } }`. */
export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The route a path belongs to (among `names`, default all), with its decoded params; null if none. */
export function matchRoute(
  path: string,
  names: readonly RouteName[] = Object.keys(ROUTES) as RouteName[],
): RouteMatch | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  for (const name of names) {
    const pattern: string = ROUTES[name];
    const found = patternRegExp(pattern).exec(pathname);
    if (!found) continue;
    const keys = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      params[key] = decodeURIComponent(found[index + 1] ?? '');
    });
    return { name, params };
  }
  return null;
}
