import type { CurrentUser } from '../contracts/current-user';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token expiring `expiresInSeconds` from now (per `Date.now()`, so fake timers apply). */
export function makeJwt(expiresInSeconds = 3600, claims: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds, ...claims }),
  );
  return `${header}.${payload}.c2lnbmF0dXJlLXBhcnQ`;
}

/** A fresh access/refresh pair, as the sign-in and refresh calls answer. */
export function makeTokens(expiresInSeconds = 3600): { access: string; refresh: string } {
  return {
    access: makeJwt(expiresInSeconds, { token_type: 'access' }),
    refresh: makeJwt(expiresInSeconds * 24, { token_type: 'refresh' }),
  };
}

const base: CurrentUser = {
  id: 7,
  role: 'User',
  email: 'ann@example.test',
  display_name: 'Ann',
  username: 'ann',
  first_name: 'Ann',
  is_admin: false,
  is_staff: false,
  is_superuser: false,
  is_primary_admin: false,
  is_clinical_admin: false,
  is_caregiver: false,
  is_approved: true,
  profile_picture: null,
};

function person(id: number, name: string, flags: Partial<CurrentUser>): CurrentUser {
  const handle = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return {
    ...base,
    id,
    email: `${handle}@example.test`,
    display_name: name,
    username: handle,
    first_name: name.split(' ')[0] ?? name,
    ...flags,
  };
}

/**
 * One current user (the `/users/me/` answer) per role of spec 6. `approved` is an ordinary user an admin
 * approved (spec 4.6: approval sets is_staff); `staff` has is_staff alone. Neither is an admin (spec 1).
 */
export const USERS = {
  user: { ...base },
  kioskUser: person(8, 'Kiosk Person', { role: 'user' }),
  approved: person(9, 'Approved Person', { is_staff: true }),
  caregiver: person(10, 'Carla Giver', { is_caregiver: true }),
  staff: person(11, 'Stan Staff', { role: 'staff', is_staff: true }),
  admin: person(1, 'Ada Admin', { role: 'admin', is_admin: true }),
  primaryAdmin: person(2, 'Pria Primary', { is_primary_admin: true }),
  clinicalAdmin: person(3, 'Cleo Clinic', { is_clinical_admin: true }),
  superuser: person(4, 'Sue Super', { is_superuser: true, is_staff: true }),
} as const satisfies Record<string, CurrentUser>;

export const sampleUser = USERS.user;
/** The admin of shared's own tests. */
export const adminUser: CurrentUser = {
  ...base,
  id: 1,
  email: 'admin@example.test',
  is_admin: true,
};
