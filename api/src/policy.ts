import type { Queryable } from './db/db';
import { forbidden, notFound } from './http';
import type { UserRow } from './types';

/**
 * Server-side roles (spec 6), as documented in README "Roles":
 * - full admin (is_superuser, is_admin or is_primary_admin): every user's data and user edit;
 * - account manager (is_superuser AND is_staff): additionally the admin controls
 *   (approve, reject, activate/deactivate, is_staff, is_admin) and restore;
 * - clinical admin: the users assigned to them (care data, kiosk configuration, pictures);
 * - caregiver: the users linked to them in caregiver_links (care data and pictures);
 * - staff alone (is_staff, which approval sets): the read-only user directory, nothing more;
 * - everyone: their own data.
 */
export const isFullAdmin = (u: UserRow): boolean =>
  u.is_superuser || u.is_admin || u.is_primary_admin;
export const canManageAccounts = (u: UserRow): boolean => u.is_superuser && u.is_staff;
/**
 * Accounts whose rights reach beyond their own data. Their sign-in identity (e-mail, username,
 * kiosk credentials) must not be steerable by a lesser admin: an admin who redirected a
 * superuser's e-mail (then reset the password) or bound a kiosk secret to it would become them.
 * is_staff is left out on purpose: approval sets it on every ordinary user.
 */
export const holdsPrivilege = (u: UserRow): boolean =>
  u.is_superuser || u.is_admin || u.is_primary_admin || u.is_clinical_admin || u.is_caregiver;
export const canSeeDirectory = (u: UserRow): boolean =>
  isFullAdmin(u) || u.is_staff || u.is_clinical_admin;

export type AccessLevel = 'care' | 'kiosk' | 'edit';

export async function loadUser(q: Queryable, id: number): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

async function isLinkedCaregiver(
  q: Queryable,
  caregiverId: number,
  userId: number,
): Promise<boolean> {
  const rows = await q.query<{ one: number }>(
    'SELECT 1 AS one FROM caregiver_links WHERE caregiver_id = $1 AND user_id = $2',
    [caregiverId, userId],
  );
  return rows.length > 0;
}

/** Whether `actor` may act on `target` at `level` (no I/O beyond the caregiver link). */
export async function mayAccess(
  q: Queryable,
  actor: UserRow,
  target: UserRow,
  level: AccessLevel,
): Promise<boolean> {
  if (isFullAdmin(actor) || canManageAccounts(actor)) return true;
  const assignedClinician =
    actor.is_clinical_admin && target.assigned_clinical_admin_id === actor.id;
  switch (level) {
    case 'care':
      return (
        actor.id === target.id ||
        assignedClinician ||
        (actor.is_caregiver && (await isLinkedCaregiver(q, actor.id, target.id)))
      );
    case 'kiosk':
      return assignedClinician;
    case 'edit':
      return actor.id === target.id;
  }
}

/** Loads the target user or throws 404; throws 403 when the actor may not reach them. */
export async function requireAccess(
  q: Queryable,
  actor: UserRow,
  targetId: number,
  level: AccessLevel,
): Promise<UserRow> {
  const target = targetId === actor.id ? actor : await loadUser(q, targetId);
  if (!target) throw notFound('User not found.');
  if (!(await mayAccess(q, actor, target, level))) throw forbidden();
  return target;
}

/** Ids of users whose care data the actor reaches (null = all). */
export async function reachableUserIds(q: Queryable, actor: UserRow): Promise<number[] | null> {
  if (isFullAdmin(actor) || canManageAccounts(actor)) return null;
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM users WHERE id = $1
       OR ($2::boolean AND assigned_clinical_admin_id = $1)
       OR ($3::boolean AND id IN (SELECT user_id FROM caregiver_links WHERE caregiver_id = $1))`,
    [actor.id, actor.is_clinical_admin, actor.is_caregiver],
  );
  return rows.map((r) => r.id);
}
