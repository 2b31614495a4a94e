import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { actor } from '../app';
import type { App } from '../app';
import type { Queryable } from '../db/db';
import { HttpError, badRequest, forbidden, notFound } from '../http';
import {
  canManageAccounts,
  canSeeDirectory,
  holdsPrivilege,
  isFullAdmin,
  loadUser,
  mayAccess,
  requireAccess,
} from '../policy';
import { adminUser, currentUser } from '../serialize';
import type { ClinicianRef } from '../serialize';
import { issueTokens } from '../tokens';
import type { UserRow } from '../types';
import { normaliseEmail } from './auth';

const TAG = ['users'];
const KIOSK_TAG = ['kiosk'];
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const Gender = Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Other')]);
export const UserUpdate = Type.Object({
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
  email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  display_name: Type.Optional(Type.String({ maxLength: 150 })),
  first_name: Type.Optional(Type.String({ maxLength: 150 })),
  last_name: Type.Optional(Type.String({ maxLength: 150 })),
  full_name: Type.Optional(Type.String({ maxLength: 300 })),
  gender: Type.Optional(Type.Union([Gender, Type.Null(), Type.Literal('')])),
  age: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 150 }), Type.Null()])),
  is_active: Type.Optional(Type.Boolean()),
  is_staff: Type.Optional(Type.Boolean()),
  is_admin: Type.Optional(Type.Boolean()),
  is_approved: Type.Optional(Type.Boolean()),
  device_id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  kiosk_secret: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});
type UserUpdateBody = Static<typeof UserUpdate>;

async function clinicianOf(q: Queryable, u: UserRow): Promise<ClinicianRef | null> {
  if (u.assigned_clinical_admin_id === null) return null;
  const c = await loadUser(q, u.assigned_clinical_admin_id);
  return c ? { id: c.id, display_name: c.display_name, email: c.email } : null;
}

export async function viewUser(q: Queryable, viewer: UserRow, u: UserRow) {
  return adminUser(u, {
    showKiosk: await mayAccess(q, viewer, u, 'kiosk'),
    clinician: await clinicianOf(q, u),
  });
}

/** Who may read a user's record: themselves, the directory roles, their clinician or caregiver. */
async function requireReadUser(q: Queryable, viewer: UserRow, id: number): Promise<UserRow> {
  const target = id === viewer.id ? viewer : await loadUser(q, id);
  if (!target) throw notFound('User not found.');
  if (viewer.is_staff || isFullAdmin(viewer) || (await mayAccess(q, viewer, target, 'care'))) {
    return target;
  }
  throw forbidden();
}

const KIOSK_USERS_ONLY = 'Kiosk mode is only available to user accounts.';
const PRIVILEGED = ['is_active', 'is_staff', 'is_admin', 'is_approved'] as const;

/** Applies an update with per-field rights; refuses (403) a change the viewer may not make. */
export async function updateUser(
  q: Queryable,
  viewer: UserRow,
  target: UserRow,
  body: UserUpdateBody,
): Promise<UserRow> {
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (col: string, v: unknown): void => {
    values.push(v);
    sets.push(`${col} = $${values.length}`);
  };
  const canEdit = await mayAccess(q, viewer, target, 'edit');
  const canKiosk = await mayAccess(q, viewer, target, 'kiosk');
  const admin = isFullAdmin(viewer) || canManageAccounts(viewer);
  const guardIdentity = (): void => {
    if (target.id !== viewer.id && holdsPrivilege(target) && !canManageAccounts(viewer)) {
      throw forbidden('Only a superuser with staff status may change the sign-in of this account.');
    }
  };

  const basic: (keyof UserUpdateBody)[] = [
    'display_name',
    'first_name',
    'last_name',
    'gender',
    'age',
  ];
  for (const f of basic) {
    const v = body[f];
    if (v === undefined) continue;
    const norm = f === 'gender' && v === '' ? null : typeof v === 'string' ? v.trim() : v;
    if (norm === target[f as keyof UserRow]) continue;
    if (!canEdit) throw forbidden();
    set(f, norm);
  }
  if (
    body.full_name !== undefined &&
    body.first_name === undefined &&
    body.last_name === undefined
  ) {
    const [first = '', ...rest] = body.full_name.trim().split(/\s+/);
    if (first !== target.first_name || rest.join(' ') !== target.last_name) {
      if (!canEdit) throw forbidden();
      set('first_name', first);
      set('last_name', rest.join(' '));
    }
  }
  if (body.email !== undefined && normaliseEmail(body.email) !== target.email) {
    if (!admin) throw badRequest('Email cannot be changed.');
    guardIdentity();
    const email = normaliseEmail(body.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Enter a valid email address.');
    const clash = await q.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
      email,
      target.id,
    ]);
    if (clash.length > 0) throw badRequest('A user with that email already exists.');
    set('email', email);
  }
  if (body.username !== undefined && body.username.trim() !== target.username) {
    if (!admin) throw badRequest('Username cannot be changed.');
    guardIdentity();
    const clash = await q.query('SELECT 1 FROM users WHERE username = $1 AND id <> $2', [
      body.username.trim(),
      target.id,
    ]);
    if (clash.length > 0) throw badRequest('A user with that username already exists.');
    set('username', body.username.trim());
  }
  for (const f of PRIVILEGED) {
    const v = body[f];
    if (v === undefined || v === target[f]) continue;
    if (!canManageAccounts(viewer))
      throw forbidden('Only a superuser with staff status may change this.');
    if (f === 'is_active' && !v && target.id === viewer.id) {
      throw badRequest('You cannot deactivate your own account.');
    }
    set(f, v);
    if (f === 'is_admin') {
      if (v && target.role === 'user') set('role', 'admin');
      if (!v && target.role === 'admin') set('role', 'user');
    }
  }
  for (const f of ['device_id', 'kiosk_secret'] as const) {
    const v = body[f];
    if (v === undefined) continue;
    const norm = v === null || v.trim() === '' ? null : v.trim();
    if (norm === target[f]) continue;
    if (!canKiosk) throw forbidden();
    if (norm !== null && holdsPrivilege(target)) throw badRequest(KIOSK_USERS_ONLY);
    if (f === 'device_id' && norm !== null) {
      const clash = await q.query('SELECT 1 FROM users WHERE device_id = $1 AND id <> $2', [
        norm,
        target.id,
      ]);
      if (clash.length > 0) throw badRequest('This device is already bound to another user.');
    }
    set(f, norm);
  }
  if (sets.length === 0) return target;
  values.push(target.id);
  const rows = await q.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $${values.length} RETURNING *`,
    values,
  );
  const updated = rows[0] as UserRow;
  if (!updated.is_active || !updated.is_approved) {
    await q.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
      [updated.id],
    );
  }
  return updated;
}

function profileOf(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    display_name: u.display_name,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: [u.first_name, u.last_name].filter((s) => s !== '').join(' '),
    gender: u.gender,
    age: u.age,
    role: u.role,
    profile_picture: u.profile_picture,
  };
}

function secretsEqual(a: string | null, b: string): boolean {
  if (a === null) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default function userRoutes(app: App): void {
  const db = app.db;
  const cfg = app.cfg;

  app.get('/users/me/', { schema: { tags: TAG, summary: 'Current user' } }, (req) =>
    Promise.resolve(currentUser(actor(req))),
  );
  const meUpdate = async (req: { body: UserUpdateBody; user: UserRow | null }) => {
    const me = actor(req as never);
    return currentUser(await updateUser(db, me, me, req.body));
  };
  app.put(
    '/users/me/',
    { schema: { tags: TAG, summary: 'Update own details', body: UserUpdate } },
    meUpdate,
  );
  app.patch(
    '/users/me/',
    { schema: { tags: TAG, summary: 'Update own details', body: UserUpdate } },
    meUpdate,
  );

  app.get(
    '/users/',
    {
      schema: {
        tags: TAG,
        summary: 'User list (admins, staff: all; clinical admins: their assigned users)',
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 100 })),
          is_approved: Type.Optional(Type.Boolean()),
          is_active: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (req) => {
      const me = actor(req);
      if (!canSeeDirectory(me)) throw forbidden();
      const where: string[] = [];
      const values: unknown[] = [];
      if (!isFullAdmin(me) && !me.is_staff) {
        values.push(me.id);
        where.push(`assigned_clinical_admin_id = $${values.length}`);
      }
      if (req.query.search) {
        values.push(`%${req.query.search.toLowerCase()}%`);
        where.push(
          `(lower(email) LIKE $${values.length} OR lower(username) LIKE $${values.length} OR lower(display_name) LIKE $${values.length})`,
        );
      }
      if (req.query.is_approved !== undefined) {
        values.push(req.query.is_approved);
        where.push(`is_approved = $${values.length}`);
      }
      if (req.query.is_active !== undefined) {
        values.push(req.query.is_active);
        where.push(`is_active = $${values.length}`);
      }
      const rows = await db.query<UserRow>(
        `SELECT * FROM users ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
        values,
      );
      return Promise.all(rows.map((u) => viewUser(db, me, u)));
    },
  );

  app.get(
    '/users/clinical-admins/',
    { schema: { tags: TAG, summary: 'Clinical admins (for assignment)' } },
    async (req) => {
      if (!canSeeDirectory(actor(req))) throw forbidden();
      const rows = await db.query<UserRow>(
        'SELECT * FROM users WHERE is_clinical_admin AND is_active ORDER BY id',
      );
      return rows.map((u) => ({
        id: u.id,
        username: u.username,
        email: u.email,
        display_name: u.display_name,
        full_name: [u.first_name, u.last_name].filter((s) => s !== '').join(' '),
      }));
    },
  );

  app.get(
    '/users/generate_kiosk_secret/',
    {
      schema: {
        tags: KIOSK_TAG,
        summary: 'A new random kiosk secret (not stored until PATCH /users/{id}/)',
      },
    },
    (req) => {
      const me = actor(req);
      if (!isFullAdmin(me) && !canManageAccounts(me) && !me.is_clinical_admin) throw forbidden();
      return Promise.resolve({ kiosk_secret: randomBytes(24).toString('base64url') });
    },
  );

  app.get(
    '/users/:id/generate_device_id/',
    {
      schema: {
        tags: KIOSK_TAG,
        summary: "A new device id 'kiosk-<uuid>' (not stored until PATCH /users/{id}/)",
        params: IdParams,
      },
    },
    async (req) => {
      await requireAccess(db, actor(req), req.params.id, 'kiosk');
      return { device_id: `kiosk-${randomUUID()}` };
    },
  );

  app.get(
    '/users/:id/',
    { schema: { tags: TAG, summary: 'User (admin view)', params: IdParams } },
    async (req) => {
      const me = actor(req);
      return viewUser(db, me, await requireReadUser(db, me, req.params.id));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/users/:id/',
      {
        schema: {
          tags: TAG,
          summary:
            'Update a user. Basic fields: the user or an admin; is_active/is_staff/is_admin/is_approved: superuser+staff; device_id/kiosk_secret: admins or the assigned clinical admin',
          params: IdParams,
          body: UserUpdate,
        },
      },
      async (req) => {
        const me = actor(req);
        const target = await requireReadUser(db, me, req.params.id);
        return viewUser(db, me, await updateUser(db, me, target, req.body));
      },
    );
  }

  app.get(
    '/users/:id/management/',
    { schema: { tags: TAG, summary: 'User management view (admins)', params: IdParams } },
    async (req) => {
      const me = actor(req);
      if (!isFullAdmin(me) && !canManageAccounts(me)) throw forbidden();
      const target = await loadUser(db, req.params.id);
      if (!target) throw notFound('User not found.');
      return viewUser(db, me, target);
    },
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/users/:id/management/',
      {
        schema: {
          tags: TAG,
          summary: 'User management update (admins)',
          params: IdParams,
          body: UserUpdate,
        },
      },
      async (req) => {
        const me = actor(req);
        if (!isFullAdmin(me) && !canManageAccounts(me)) throw forbidden();
        const target = await loadUser(db, req.params.id);
        if (!target) throw notFound('User not found.');
        return viewUser(db, me, await updateUser(db, me, target, req.body));
      },
    );
  }

  const managed = async (meRow: UserRow, id: number): Promise<UserRow> => {
    if (!canManageAccounts(meRow))
      throw forbidden('Only a superuser with staff status may do this.');
    const target = await loadUser(db, id);
    if (!target) throw notFound('User not found.');
    return target;
  };

  app.post(
    '/users/:id/approve/',
    {
      schema: {
        tags: TAG,
        summary:
          'Approve a pending account (superuser+staff); sets is_staff from the body (default true, as the spec sends)',
        params: IdParams,
        body: Type.Optional(Type.Object({ is_staff: Type.Optional(Type.Boolean()) })),
      },
    },
    async (req) => {
      const me = actor(req);
      const target = await managed(me, req.params.id);
      const rows = await db.query<UserRow>(
        'UPDATE users SET is_approved = true, is_active = true, is_staff = $2, updated_at = now() WHERE id = $1 RETURNING *',
        [target.id, (req.body as { is_staff?: boolean } | undefined)?.is_staff ?? true],
      );
      return {
        ...(await viewUser(db, me, rows[0] as UserRow)),
        detail: 'User approved successfully!',
      };
    },
  );

  const reject = async (req: { params: { id: number }; user: UserRow | null }) => {
    const me = actor(req as never);
    const target = await managed(me, req.params.id);
    if (target.id === me.id) throw badRequest('You cannot reject your own account.');
    const updated = await db.tx(async (q) => {
      const rows = await q.query<UserRow>(
        'UPDATE users SET is_approved = false, is_active = false, updated_at = now() WHERE id = $1 RETURNING *',
        [target.id],
      );
      await q.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
        [target.id],
      );
      return rows[0] as UserRow;
    });
    return { ...(await viewUser(db, me, updated)), detail: 'User rejected and deactivated.' };
  };
  const rejectSchema = {
    schema: {
      tags: TAG,
      summary: 'Reject a pending account: deactivates it (superuser+staff)',
      params: IdParams,
    },
  };
  app.put('/users/:id/reject/', rejectSchema, reject);
  app.post('/users/:id/reject/', rejectSchema, reject);

  const ActiveBody = Type.Optional(Type.Object({ is_active: Type.Optional(Type.Boolean()) }));
  const setActive =
    (fallback: boolean) =>
    async (req: {
      params: { id: number };
      body?: { is_active?: boolean } | undefined;
      user: UserRow | null;
    }) => {
      const me = actor(req as never);
      const target = await managed(me, req.params.id);
      const updated = await updateUser(db, me, target, {
        is_active: req.body?.is_active ?? fallback,
      });
      return { ...(await viewUser(db, me, updated)), detail: 'User status updated successfully.' };
    };
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/users/:id/deactivate/',
      {
        schema: {
          tags: TAG,
          summary: 'Deactivate (or, with {is_active:true}, activate) an account (superuser+staff)',
          params: IdParams,
          body: ActiveBody,
        },
      },
      setActive(false),
    );
    app[method](
      '/users/:id/activate/',
      {
        schema: {
          tags: TAG,
          summary: 'Activate an account (superuser+staff)',
          params: IdParams,
          body: ActiveBody,
        },
      },
      setActive(true),
    );
  }

  const AssignBody = Type.Object({
    clinical_admin_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    assigned_clinical_admin_id: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    ),
  });
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/users/:id/assign-clinical-admin/',
      {
        schema: {
          tags: TAG,
          summary: 'Assign (or with null, unassign) a clinical admin to a user (admins)',
          params: IdParams,
          body: AssignBody,
        },
      },
      async (req) => {
        const me = actor(req);
        if (!isFullAdmin(me) && !canManageAccounts(me)) throw forbidden();
        const target = await loadUser(db, req.params.id);
        if (!target) throw notFound('User not found.');
        const cid = req.body.clinical_admin_id ?? req.body.assigned_clinical_admin_id ?? null;
        if (cid !== null) {
          const c = await loadUser(db, cid);
          if (!c || !c.is_clinical_admin)
            throw badRequest('The chosen user is not a clinical admin.');
          if (c.id === target.id) throw badRequest('A user cannot be their own clinical admin.');
        }
        const rows = await db.query<UserRow>(
          'UPDATE users SET assigned_clinical_admin_id = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [target.id, cid],
        );
        return viewUser(db, me, rows[0] as UserRow);
      },
    );
  }

  app.get(
    '/users/:id/caregivers/',
    { schema: { tags: TAG, summary: 'Caregivers linked to a user', params: IdParams } },
    async (req) => {
      const me = actor(req);
      await requireReadUser(db, me, req.params.id);
      return db.query(
        `SELECT u.id, u.username, u.email, u.display_name FROM caregiver_links l
         JOIN users u ON u.id = l.caregiver_id WHERE l.user_id = $1 ORDER BY u.id`,
        [req.params.id],
      );
    },
  );
  app.put(
    '/users/:id/caregivers/',
    {
      schema: {
        tags: TAG,
        summary: 'Replace the caregivers linked to a user (admins)',
        params: IdParams,
        body: Type.Object({
          caregiver_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 }),
        }),
      },
    },
    async (req) => {
      const me = actor(req);
      if (!isFullAdmin(me) && !canManageAccounts(me)) throw forbidden();
      if (!(await loadUser(db, req.params.id))) throw notFound('User not found.');
      const ids = [...new Set(req.body.caregiver_ids)];
      const ok = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE is_caregiver AND id = ANY($1::int[])',
        [ids],
      );
      if (ok.length !== ids.length) throw badRequest('Every id must be a caregiver.');
      await db.tx(async (q) => {
        await q.query('DELETE FROM caregiver_links WHERE user_id = $1', [req.params.id]);
        for (const cid of ids) {
          await q.query('INSERT INTO caregiver_links (caregiver_id, user_id) VALUES ($1, $2)', [
            cid,
            req.params.id,
          ]);
        }
      });
      return { user_id: req.params.id, caregiver_ids: ids };
    },
  );

  app.get(
    '/users/profile/:id/',
    { schema: { tags: TAG, summary: 'Profile of a user', params: IdParams } },
    async (req) => profileOf(await requireReadUser(db, actor(req), req.params.id)),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/users/profile/:id/edit/',
      {
        schema: {
          tags: TAG,
          summary: 'Edit a profile (the user or an admin)',
          params: IdParams,
          body: UserUpdate,
        },
      },
      async (req) => {
        const me = actor(req);
        const target = await requireReadUser(db, me, req.params.id);
        const { is_active, is_staff, is_admin, is_approved, device_id, kiosk_secret, ...basic } =
          req.body;
        if (
          [is_active, is_staff, is_admin, is_approved, device_id, kiosk_secret].some(
            (v) => v !== undefined,
          )
        ) {
          throw badRequest('Only profile fields can be edited here.');
        }
        return profileOf(await updateUser(db, me, target, basic));
      },
    );
  }

  // ---- Kiosk ----------------------------------------------------------------------------------
  const kioskLimit = { max: cfg.rateLimits.kiosk, timeWindow: 60_000 };
  app.get(
    '/kiosk_bootstrap_config/',
    {
      config: { auth: 'none', rateLimit: kioskLimit },
      schema: {
        tags: KIOSK_TAG,
        summary:
          'Kiosk bootstrap: {user_id, kiosk_secret} for the device in the X-DEVICE-ID header',
        description: '404 when the device is not registered (bound to an active, approved user).',
        headers: Type.Object({ 'x-device-id': Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (req) => {
      const deviceId = req.headers['x-device-id'];
      if (typeof deviceId !== 'string' || deviceId === '') {
        throw notFound('Kiosk device not registered.');
      }
      const rows = await db.query<UserRow>(
        'SELECT * FROM users WHERE device_id = $1 AND is_active AND is_approved AND kiosk_secret IS NOT NULL',
        [deviceId],
      );
      const u = rows[0];
      // A privileged account is never a kiosk: its secret is not handed out.
      if (!u || holdsPrivilege(u)) throw notFound('Kiosk device not registered.');
      return { user_id: u.id, kiosk_secret: u.kiosk_secret };
    },
  );

  const kioskUser = async (deviceId: string, secret: string, userId?: number): Promise<UserRow> => {
    const rows = await db.query<UserRow>('SELECT * FROM users WHERE device_id = $1', [deviceId]);
    const u = rows[0];
    if (!u || !secretsEqual(u.kiosk_secret, secret) || (userId !== undefined && u.id !== userId)) {
      throw new HttpError(401, { detail: 'Invalid kiosk credentials.' });
    }
    if (!u.is_active) throw new HttpError(403, { detail: 'This account is inactive.' });
    if (!u.is_approved)
      throw new HttpError(403, { detail: 'Your account is waiting for approval.' });
    if (holdsPrivilege(u)) throw new HttpError(403, { detail: KIOSK_USERS_ONLY });
    return u;
  };

  app.post(
    '/kiosk-login/',
    {
      config: { auth: 'none', csrf: false, rateLimit: kioskLimit },
      schema: {
        tags: KIOSK_TAG,
        summary: 'Kiosk sign-in by user id, device id and kiosk secret',
        description: 'CSRF-exempt: this call carries no session cookie.',
        body: Type.Object({
          user_id: Type.Integer({ minimum: 1 }),
          kiosk_secret: Type.String({ minLength: 1, maxLength: 200 }),
          device_id: Type.String({ minLength: 1, maxLength: 200 }),
        }),
      },
    },
    async (req) => {
      const u = await kioskUser(req.body.device_id, req.body.kiosk_secret, req.body.user_id);
      const pair = await issueTokens(db, cfg, u);
      return { ...pair, user: { ...currentUser(u), roles: [u.role] } };
    },
  );

  app.post(
    '/kiosk-auth/',
    {
      config: { auth: 'none', csrf: false, rateLimit: kioskLimit },
      schema: {
        tags: KIOSK_TAG,
        summary: 'Kiosk auth by device id and kiosk secret',
        description: 'CSRF-exempt: this call carries no session cookie.',
        body: Type.Object({
          device_id: Type.String({ minLength: 1, maxLength: 200 }),
          kiosk_secret: Type.String({ minLength: 1, maxLength: 200 }),
        }),
      },
    },
    async (req) => {
      const u = await kioskUser(req.body.device_id, req.body.kiosk_secret);
      const pair = await issueTokens(db, cfg, u);
      return { id: u.id, email: u.email, role: u.role, ...pair, user: currentUser(u) };
    },
  );
}
