/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { ROLES, setup } from './helpers';
import type { Ctx, Role } from './helpers';

/**
 * Table-driven authorization matrix: every protected endpoint against every role.
 * 'ok' = 2xx; numbers are the exact refusal. Anonymous callers always get 401.
 */
let ctx: Ctx;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  ctx = await setup();
  for (const r of ROLES) tokens[r] = (await ctx.login(r)).access;
});
afterAll(async () => {
  await ctx.close();
});

type Expect = 'ok' | 403 | 404;
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (ids: Ctx['ids']) => string;
  body?: unknown;
  /** a body that differs per role (so an earlier success cannot make a later refusal a no-op) */
  bodyFor?: (role: Role) => unknown;
  allow: Role[];
  /** status for roles not allowed (default 403) */
  deny?: Expect;
}

// Who reaches Margaret ('user')'s care data: herself, admins, her clinician and caregiver.
const CARE_OF_USER: Role[] = ['user', 'admin', 'primary', 'clinician', 'caregiver', 'superuser'];
// Harold ('user2') has no clinician or caregiver.
const CARE_OF_USER2: Role[] = ['user2', 'admin', 'primary', 'superuser'];
const ADMINS: Role[] = ['admin', 'primary', 'superuser'];

const careEndpoints = (who: 'user' | 'user2', allow: Role[]): Case[] => [
  {
    name: `health profile of ${who}`,
    method: 'GET',
    url: (i) => `/api/users/${i[who]}/health-profile/`,
    allow,
  },
  {
    name: `contacts of ${who}`,
    method: 'GET',
    url: (i) => `/api/users/${i[who]}/emergency-contacts/`,
    allow,
  },
  {
    name: `appointments of ${who}`,
    method: 'GET',
    url: (i) => `/api/users/${i[who]}/appointments/`,
    allow,
  },
  {
    name: `medications of ${who}`,
    method: 'GET',
    url: (i) => `/api/users/${i[who]}/medications/`,
    allow,
  },
  { name: `meals of ${who}`, method: 'GET', url: (i) => `/api/users/${i[who]}/meals/`, allow },
  {
    name: `pictures of ${who}`,
    method: 'GET',
    url: (i) => `/api/users/${i[who]}/picturebook/`,
    allow,
  },
  { name: `messages of ${who}`, method: 'GET', url: (i) => `/api/messages/${i[who]}/all/`, allow },
  { name: `calls of ${who}`, method: 'GET', url: (i) => `/api/users/${i[who]}/calls/`, allow },
  {
    name: `add contact for ${who}`,
    method: 'POST',
    url: (i) => `/api/users/${i[who]}/emergency-contacts/`,
    body: { name: 'Test', relationship: 'Friend', phone_number: '5550000000' },
    allow,
  },
  {
    name: `add meal for ${who}`,
    method: 'POST',
    url: (i) => `/api/users/${i[who]}/meals/`,
    body: { meal_type: 'snack', description: 'Tea', eaten_at: '2026-11-20T10:00:00Z' },
    allow,
  },
];

const CASES: Case[] = [
  { name: 'current user', method: 'GET', url: () => '/api/users/me/', allow: ROLES },
  {
    name: 'notification settings',
    method: 'GET',
    url: () => '/api/notifications/settings/',
    allow: ROLES,
  },
  { name: 'voice token', method: 'GET', url: () => '/api/twilio/token/', allow: ROLES },
  {
    name: 'own notifications',
    method: 'GET',
    url: () => '/api/users/notifications/',
    allow: ROLES,
  },
  ...careEndpoints('user', CARE_OF_USER),
  ...careEndpoints('user2', CARE_OF_USER2),
  {
    name: 'decrypted picture of user',
    method: 'GET',
    url: () => '/api/users/picturebook/1/decrypted/',
    allow: CARE_OF_USER,
  },
  {
    name: 'user record of user',
    method: 'GET',
    url: (i) => `/api/users/${i.user}/`,
    allow: [...CARE_OF_USER, 'staff'],
  },
  {
    name: 'user record of user2',
    method: 'GET',
    url: (i) => `/api/users/${i.user2}/`,
    allow: [...CARE_OF_USER2, 'staff'],
  },
  // Every account's e-mail and flags: for those who administer accounts (approval makes
  // everyone staff, so the directory rule would hand it to every approved account).
  { name: 'user list', method: 'GET', url: () => '/api/users/', allow: ADMINS },
  {
    name: 'admin-area user list',
    method: 'GET',
    url: () => '/api/admin/users/',
    allow: [...ADMINS, 'clinician', 'staff'],
  },
  {
    name: 'clinical admins',
    method: 'GET',
    url: () => '/api/users/clinical-admins/',
    allow: [...ADMINS, 'clinician', 'staff'],
  },
  {
    name: 'management view',
    method: 'GET',
    url: (i) => `/api/users/${i.user}/management/`,
    allow: ADMINS,
  },
  {
    name: 'kiosk secret',
    method: 'GET',
    url: () => '/api/users/generate_kiosk_secret/',
    allow: [...ADMINS, 'clinician'],
  },
  {
    name: 'device id for user',
    method: 'GET',
    url: (i) => `/api/users/${i.user}/generate_device_id/`,
    allow: [...ADMINS, 'clinician'],
  },
  {
    name: 'device id for user2',
    method: 'GET',
    url: (i) => `/api/users/${i.user2}/generate_device_id/`,
    allow: ADMINS,
  },
  { name: 'audit log', method: 'GET', url: () => '/api/audit-log/', allow: ADMINS },
  // The export holds every password hash: only superuser+staff, who may also restore.
  {
    name: 'backup export',
    method: 'POST',
    url: () => '/api/backup/',
    body: { passphrase: 'a long backup passphrase' },
    allow: ['superuser'],
  },
  {
    // On an account nobody here is signed in as: a privilege change ends every session of the
    // account it changes (docs/security.md, "Sessions").
    name: 'set is_admin',
    method: 'PUT',
    url: (i) => `/api/users/${i.pending}/`,
    body: { is_admin: false, is_staff: true },
    allow: ['superuser'],
  },
  {
    name: 'edit display name of user2',
    method: 'PUT',
    url: (i) => `/api/users/${i.user2}/`,
    bodyFor: (role) => ({ display_name: `Harold (${role})` }),
    allow: ['user2', ...ADMINS],
  },
  {
    name: 'assign clinical admin',
    method: 'POST',
    url: (i) => `/api/users/${i.user2}/assign-clinical-admin/`,
    body: { clinical_admin_id: null },
    allow: ADMINS,
  },
  {
    name: 'deactivate user2 (then reactivated below)',
    method: 'POST',
    url: (i) => `/api/users/${i.user2}/deactivate/`,
    body: { is_active: true },
    allow: ['superuser'],
  },
  {
    name: 'approve pending',
    method: 'POST',
    url: (i) => `/api/users/${i.pending}/approve/`,
    body: { is_staff: true },
    allow: ['superuser'],
  },
  {
    name: 'unknown user',
    method: 'GET',
    url: () => '/api/users/99999/health-profile/',
    allow: [],
    deny: 404,
  },
];

describe.each(CASES)('$method $name', (c) => {
  test('anonymous: 401', async () => {
    const res = await ctx.call({ method: c.method, url: c.url(ctx.ids), body: c.body });
    expect(res.statusCode).toBe(401);
  });
  test.each(ROLES)('%s', async (role) => {
    const body = c.bodyFor ? c.bodyFor(role) : c.body;
    const res = await ctx.call({
      method: c.method,
      url: c.url(ctx.ids),
      token: tokens[role],
      body,
    });
    if (c.allow.includes(role)) {
      expect({ role, status: res.statusCode, ok: res.statusCode < 300 }).toEqual({
        role,
        status: res.statusCode,
        ok: true,
      });
    } else {
      expect({ role, status: res.statusCode }).toEqual({ role, status: c.deny ?? 403 });
      expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['detail']);
    }
  });
});

test('a staff-only viewer never sees kiosk secrets', async () => {
  const res = await ctx.call({
    method: 'GET',
    url: `/api/users/${ctx.ids.user}/`,
    token: tokens.staff,
  });
  expect(res.json()).toMatchObject({ device_id: null, kiosk_secret: null });
  const admin = await ctx.call({
    method: 'GET',
    url: `/api/users/${ctx.ids.user}/`,
    token: tokens.admin,
  });
  expect(admin.json()).toMatchObject({ device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13' });
});

test('a clinician lists only assigned users', async () => {
  const res = await ctx.call({ method: 'GET', url: '/api/admin/users/', token: tokens.clinician });
  expect(res.json<{ results: { id: number }[] }>().results.map((u) => u.id)).toEqual([
    ctx.ids.user,
  ]);
});

test('a user cannot edit another user or themselves into an admin', async () => {
  const self = await ctx.call({
    method: 'PUT',
    url: `/api/users/${ctx.ids.user}/`,
    token: tokens.user,
    body: { is_admin: true },
  });
  expect(self.statusCode).toBe(403);
  const me = await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user });
  expect(me.json().is_admin).toBe(false);
});
