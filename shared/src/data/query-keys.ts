/**
 * Query keys of the suite: the only place a key is built. The query cache is one singleton shared by every
 * remote, so a key names one endpoint with one shape whoever reads it: each resource that several
 * screens read has its key, and its query options, defined once (`person.ts`, `pictures.ts` beside this file).
 *
 * Every key of user data starts with the signed-in user's id, so one user's cached answers can never be shown to
 * another (the cache is also cleared when the user changes): `['user', 7, 'health-profile', 5]` is the health
 * profile of person 5 as user 7 sees it. A person's id is always a number in a key (a route parameter '5' and a
 * record's 5 name the same cache entry), and the live channel (shared/src/live/live-events.ts) matches its
 * changes against the third part, the resource.
 */

/** The resources read per person: the third part of their keys. */
export type PersonResource =
  | 'person'
  | 'pictures'
  | 'picture-image'
  | 'appointments'
  | 'medications'
  | 'meals'
  | 'doses'
  | 'dose-settings'
  | 'messages'
  | 'emergency-contacts'
  | 'health-profile'
  | 'calls';

/**
 * What a signed-in user reads that names no person by its fourth part: the third part of `queryKeys.user` keys.
 * (`admin-user`'s and `caregivers`' fourth part is the account shown; `calendar-item`'s is the item's kind.)
 */
export type UserResource =
  | 'people'
  | 'user'
  | 'notification-settings'
  | 'calendar-item'
  | 'admin-messages'
  | 'admin-support'
  | 'admin-audit'
  | 'admin-sessions'
  | 'admin-users'
  | 'admin-user'
  | 'caregivers'
  | 'clinical-admins'
  | 'backup-summary';

/** Every resource part a key of the suite can hold: what the live channel's map (live-events.ts) may name. */
export type KeyPart = PersonResource | UserResource | 'me' | 'admin-dashboard';

/** Every per-person resource, for the checks that the live channel refreshes each one. */
export const PERSON_RESOURCES = [
  'person',
  'pictures',
  'picture-image',
  'appointments',
  'medications',
  'meals',
  'doses',
  'dose-settings',
  'messages',
  'emergency-contacts',
  'health-profile',
  'calls',
] as const satisfies readonly PersonResource[];

/** A person's id as keys hold it: a number ('5' from a route is 5); anything else stays as it is (no query runs). */
function personKeyId<T>(id: T): T | number {
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  return id;
}

export const queryKeys = {
  /** Data read on behalf of the signed-in user `userId` that names no person (lists, settings). */
  user: <const P extends readonly unknown[]>(
    userId: number | null,
    resource: UserResource,
    ...rest: P
  ) => ['user', userId, resource, ...rest] as const,
  /** The current-user call (`GET /users/me/`). */
  me: (userId: number | null) => ['user', userId, 'me'] as const,
  /**
   * One resource of one person, as `viewer` sees it; `rest` narrows it (a date range, a picture's version).
   * Invalidating `person(viewer, resource, id)` reaches every narrower key of it.
   */
  person: <const P extends readonly unknown[]>(
    viewer: number | null,
    resource: PersonResource,
    personId: number | string | null,
    ...rest: P
  ) => ['user', viewer, resource, personKeyId(personId), ...rest] as const,
  /** The admin dashboard (mfe-admin), refreshed by several admin screens and by the live channel. */
  adminDashboard: (viewer: number | null) => ['user', viewer, 'admin-dashboard'] as const,
};
