import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest } from '../../lib/http-errors';
import { arrayWindow, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../types';
import { audit } from '../audit';
import * as users from './repository';
import {
  ActiveBody,
  AdminUser,
  AdminUserWithDetail,
  ApproveBody,
  AssignBody,
  Caregiver,
  CaregiversBody,
  CaregiversOut,
  ClinicalAdmin,
  ClinicalAdminQuery,
  CLINICAL_ADMIN_LIST_MAX,
  clinicalAdminOf,
  CurrentUser,
  currentUser,
  Profile,
  profileOf,
  USER_LIST_MAX,
  UserListQuery,
  UserUpdate,
} from './schemas';
import type { UserUpdateBody } from './schemas';
import { updateUser, viewUser, viewUsers } from './service';

const tags = ['users'];

/** An account's own details: a change to any of them is one 'update' of the account in the audit log. */
const ACCOUNT_DETAILS = [
  'username',
  'email',
  'display_name',
  'first_name',
  'last_name',
  'gender',
  'age',
  'role',
  'is_staff',
  'is_admin',
  'time_zone',
  'time_in_words',
  'clock_24h',
  'language',
] as const satisfies readonly (keyof UserRow)[];

/**
 * Writes what an update changed that the audit log follows: activation, approval, the kiosk binding and the
 * account's own details (who changed whose name, e-mail, role or time zone, and when; not the values).
 */
async function auditAccountChanges(
  req: FastifyRequest,
  before: UserRow,
  after: UserRow,
  body: UserUpdateBody,
) {
  if (ACCOUNT_DETAILS.some((field) => before[field] !== after[field])) {
    await audit(req, after.id, 'update', 'account', after.id);
  }
  if (before.is_active !== after.is_active) {
    await audit(req, after.id, after.is_active ? 'activate' : 'deactivate', 'account', after.id);
  }
  if (before.is_approved !== after.is_approved) {
    await audit(req, after.id, after.is_approved ? 'approve' : 'reject', 'account', after.id);
  }
  // A re-key is audited even when no secret was working (docs/product.md 4.3: it ends the device's pairing).
  const rekey = typeof body.kiosk_secret === 'string' && body.kiosk_secret.trim() !== '';
  if (rekey || before.device_id !== after.device_id || before.kiosk_secret !== after.kiosk_secret) {
    await audit(req, after.id, 'update', 'kiosk', after.id);
  }
}

export default function userRoutes(app: App): void {
  const db = app.db;

  for (const method of ['GET', 'PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/users/me/',
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: method === 'GET' ? 'Current user' : 'Update own details',
        ...(method === 'GET' ? {} : { body: UserUpdate }),
        response: { 200: CurrentUser },
      },
      handler: async (req) => {
        const me = actor(req);
        if (method === 'GET') return currentUser(me, app.cfg.defaultTimeZone);
        return currentUser(
          await db.tx((q) => updateUser(q, me, me, (req.body ?? {}) as UserUpdateBody)),
          app.cfg.defaultTimeZone,
        );
      },
    });
  }

  app.get(
    '/users/',
    {
      // Every account's e-mail and flags: for those who administer accounts, not the directory
      // (approval makes every account staff). The admin area's paged list is /admin/users/.
      config: { access: access.fullAdmin },
      schema: {
        tags,
        summary: `User list in id order (full admins), a page of at most ${USER_LIST_MAX}`,
        querystring: UserListQuery,
        response: { 200: Type.Array(AdminUser) },
      },
    },
    async (req) => {
      const { page, page_size, ...filter } = req.query;
      const rows = await users.listUsers(db, {
        ...filter,
        ...arrayWindow({ page, page_size }, USER_LIST_MAX),
      });
      return viewUsers(db, actor(req), rows, app.cfg.defaultTimeZone);
    },
  );

  app.get(
    '/users/clinical-admins/',
    {
      config: { access: access.directory },
      schema: {
        tags,
        summary: `Clinical admins (for assignment), a page of at most ${CLINICAL_ADMIN_LIST_MAX}`,
        querystring: ClinicalAdminQuery,
        response: { 200: Type.Array(ClinicalAdmin) },
      },
    },
    async (req) => {
      const w = arrayWindow(req.query, CLINICAL_ADMIN_LIST_MAX);
      return (await users.listClinicalAdmins(db, w.limit, w.offset)).map(clinicalAdminOf);
    },
  );

  // The same record two ways: the user view (read rule) and the admins' management view.
  const records = [
    {
      url: '/users/:id/',
      rule: 'read',
      read: 'User (admin view)',
      update:
        'Update a user. Basic fields and time zone: the user or an admin; is_active/is_staff/is_admin/is_approved: superuser+staff; device_id/kiosk_secret/time_in_words/clock_24h: admins or the assigned clinical admin; language: the user, an admin or the assigned clinical admin. A kiosk_secret set here never signs in: it is a re-key (the working secret is dropped, kiosk sessions end, the device needs a new pairing); a new device_id needs a pairing too; device_id null unbinds',
    },
    {
      url: '/users/:id/management/',
      rule: 'manage',
      read: 'User management view (admins)',
      update: 'User management update (admins)',
    },
  ] as const;
  for (const r of records) {
    app.get(
      r.url,
      {
        config: { access: access.user(r.rule) },
        schema: { tags, summary: r.read, params: UserParams, response: { 200: AdminUser } },
      },
      async (req) => viewUser(db, actor(req), target(req), app.cfg.defaultTimeZone),
    );
    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: r.url,
        config: { access: access.user(r.rule) },
        schema: {
          tags,
          summary: r.update,
          params: UserParams,
          body: UserUpdate,
          response: { 200: AdminUser },
        },
        handler: async (req) => {
          const me = actor(req);
          const before = target(req);
          const updated = await db.tx((q) => updateUser(q, me, before, req.body));
          await auditAccountChanges(req, before, updated, req.body);
          return viewUser(db, me, updated, app.cfg.defaultTimeZone);
        },
      });
    }
  }

  const accounts = access.user('accounts', 'id', 'Only a superuser with staff status may do this.');

  app.post(
    '/users/:id/approve/',
    {
      config: { access: accounts },
      schema: {
        tags,
        summary:
          'Approve a pending account (superuser+staff); sets is_staff from the body (default true, as the spec sends)',
        params: UserParams,
        body: ApproveBody,
        response: { 200: AdminUserWithDetail },
      },
    },
    async (req) => {
      const me = actor(req);
      const updated = await users.updateUserColumns(db, target(req).id, {
        is_approved: true,
        is_active: true,
        // An empty POST has no body at all (the spec's client sends {is_staff: true}).
        is_staff: (req.body as { is_staff?: boolean } | undefined)?.is_staff ?? true,
      });
      await audit(req, updated.id, 'approve', 'account', updated.id);
      return {
        ...(await viewUser(db, me, updated, app.cfg.defaultTimeZone)),
        detail: 'User approved successfully!',
      };
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/users/:id/reject/',
      config: { access: accounts },
      schema: {
        tags,
        summary: 'Reject a pending account: deactivates it (superuser+staff)',
        params: UserParams,
        response: { 200: AdminUserWithDetail },
      },
      handler: async (req) => {
        const me = actor(req);
        const t = target(req);
        if (t.id === me.id) throw badRequest('You cannot reject your own account.');
        const updated = await db.tx(async (q) => {
          const row = await users.updateUserColumns(q, t.id, {
            is_approved: false,
            is_active: false,
          });
          await users.revokeSessions(q, t.id);
          return row;
        });
        await audit(req, t.id, 'reject', 'account', t.id);
        return {
          ...(await viewUser(db, me, updated, app.cfg.defaultTimeZone)),
          detail: 'User rejected and deactivated.',
        };
      },
    });
  }

  for (const method of ['POST', 'PUT'] as const) {
    for (const [path, fallback] of [
      ['/users/:id/deactivate/', false],
      ['/users/:id/activate/', true],
    ] as const) {
      app.route({
        method,
        url: path,
        config: { access: accounts },
        schema: {
          tags,
          summary: fallback
            ? 'Activate an account (superuser+staff)'
            : 'Deactivate (or, with {is_active:true}, activate) an account (superuser+staff)',
          params: UserParams,
          body: ActiveBody,
          response: { 200: AdminUserWithDetail },
        },
        handler: async (req) => {
          const me = actor(req);
          const isActive = (req.body as { is_active?: boolean } | undefined)?.is_active ?? fallback;
          const before = target(req);
          const updated = await db.tx((q) => updateUser(q, me, before, { is_active: isActive }));
          if (before.is_active !== updated.is_active) {
            await audit(
              req,
              updated.id,
              isActive ? 'activate' : 'deactivate',
              'account',
              updated.id,
            );
          }
          return {
            ...(await viewUser(db, me, updated, app.cfg.defaultTimeZone)),
            detail: 'User status updated successfully.',
          };
        },
      });
    }
  }

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/:id/assign-clinical-admin/',
      config: { access: access.user('manage') },
      schema: {
        tags,
        summary: 'Assign (or with null, unassign) a clinical admin to a user (admins)',
        params: UserParams,
        body: AssignBody,
        response: { 200: AdminUser },
      },
      handler: async (req) => {
        const t = target(req);
        const cid = req.body.clinical_admin_id ?? req.body.assigned_clinical_admin_id ?? null;
        if (cid !== null) {
          const c = await users.findUserById(db, cid);
          if (!c || !c.is_clinical_admin) {
            throw badRequest('The chosen user is not a clinical admin.');
          }
          if (c.id === t.id) throw badRequest('A user cannot be their own clinical admin.');
        }
        const updated = await users.updateUserColumns(db, t.id, {
          assigned_clinical_admin_id: cid,
        });
        return viewUser(db, actor(req), updated, app.cfg.defaultTimeZone);
      },
    });
  }

  app.get(
    '/users/:id/caregivers/',
    {
      config: { access: access.user('read') },
      schema: {
        tags,
        summary: 'Caregivers linked to a user',
        params: UserParams,
        response: { 200: Type.Array(Caregiver) },
      },
    },
    async (req) => users.listCaregivers(db, target(req).id),
  );
  app.put(
    '/users/:id/caregivers/',
    {
      config: { access: access.user('manage') },
      schema: {
        tags,
        summary: 'Replace the caregivers linked to a user (admins)',
        params: UserParams,
        body: CaregiversBody,
        response: { 200: CaregiversOut },
      },
    },
    async (req) => {
      const userId = target(req).id;
      const ids = [...new Set(req.body.caregiver_ids)];
      if ((await users.countCaregivers(db, ids)) !== ids.length) {
        throw badRequest('Every id must be a caregiver.');
      }
      await db.tx((q) => users.replaceCaregivers(q, userId, ids));
      return { user_id: userId, caregiver_ids: ids };
    },
  );

  app.get(
    '/users/profile/:id/',
    {
      config: { access: access.user('read') },
      schema: {
        tags,
        summary: 'Profile of a user',
        params: UserParams,
        response: { 200: Profile },
      },
    },
    (req) => Promise.resolve(profileOf(target(req), app.cfg.defaultTimeZone)),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/users/profile/:id/edit/',
      config: { access: access.user('read') },
      schema: {
        tags,
        summary: 'Edit a profile (the user or an admin)',
        params: UserParams,
        body: UserUpdate,
        response: { 200: Profile },
      },
      handler: async (req) => {
        const { is_active, is_staff, is_admin, is_approved, device_id, kiosk_secret, ...basic } =
          req.body;
        if (
          [is_active, is_staff, is_admin, is_approved, device_id, kiosk_secret].some(
            (v) => v !== undefined,
          )
        ) {
          throw badRequest('Only profile fields can be edited here.');
        }
        return profileOf(
          await db.tx((q) => updateUser(q, actor(req), target(req), basic)),
          app.cfg.defaultTimeZone,
        );
      },
    });
  }
}
