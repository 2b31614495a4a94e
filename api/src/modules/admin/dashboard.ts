import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';
import { scoped } from '../../access/scope';
import type { Scope } from '../../access/scope';
import { PENDING, ROLE_NAMES, ROLE_OF } from './users';
import type { RoleName } from './users';

/**
 * The admin dashboard's reads (GET /admin/dashboard/): counts by role, accounts waiting for
 * approval, kiosks, and the active medications and dose marks that give today's missed doses.
 * Everything is limited to the users in scope (users `u`).
 */

const usersIn = (scope: Scope): Where => scoped(new Where(), scope, 'u.assigned_clinical_admin_id');

export interface RoleCounts {
  total: number;
  active: number;
  inactive: number;
  pending: number;
  by_role: Record<RoleName, number>;
}

export async function countUsers(q: Queryable, scope: Scope): Promise<RoleCounts> {
  const w = usersIn(scope);
  const rows = await q.query<{ main_role: RoleName; n: number; active: number; pending: number }>(
    `SELECT ${ROLE_OF('u')} AS main_role, count(*)::int AS n,
       count(*) FILTER (WHERE u.is_active)::int AS active,
       count(*) FILTER (WHERE ${PENDING('u')})::int AS pending
     FROM users u ${w.sql} GROUP BY 1`,
    w.values,
  );
  const by_role = Object.fromEntries(ROLE_NAMES.map((r) => [r, 0])) as Record<RoleName, number>;
  let total = 0;
  let active = 0;
  let pending = 0;
  for (const r of rows) {
    by_role[r.main_role] = r.n;
    total += r.n;
    active += r.active;
    pending += r.pending;
  }
  return { total, active, inactive: total - active, pending, by_role };
}

export interface PendingRow {
  id: number;
  display_name: string;
  email: string;
  created_at: Date;
}

/** The oldest accounts waiting for approval first (they have waited longest). */
export async function listPending(q: Queryable, scope: Scope, limit: number) {
  const w = usersIn(scope).add(PENDING('u'));
  return q.query<PendingRow>(
    `SELECT u.id, u.display_name, u.email, u.created_at FROM users u ${w.sql}
     ORDER BY u.created_at, u.id LIMIT ${w.param(limit)}`,
    w.values,
  );
}

/**
 * A bound kiosk with no working secret and no approved pairing waiting for it (docs/product.md 4.3): it needs a
 * new pairing (after a re-key, a new device id, a restore, or a pairing that expired unclaimed).
 */
const NEEDS_PAIRING = (u: string): string =>
  `(${u}.kiosk_secret IS NULL AND NOT EXISTS (SELECT 1 FROM kiosk_pairings kp
     WHERE kp.user_id = ${u}.id AND kp.status = 'approved' AND kp.expires_at > now()))`;

export interface KioskRow {
  user_id: number;
  needs_pairing: boolean;
  display_name: string;
  is_active: boolean;
  last_seen_at: Date | null;
  app_version: string | null;
  last_sync_at: Date | null;
}

/**
 * The bound kiosk devices (one per user) that most need attention, at most `limit`: those that need a
 * pairing, then silent ones (last ping at or before `silentAt`) longest silence first, then those that
 * never pinged, then the online ones. A large organisation has thousands; kioskCounts counts them all.
 */
export async function listKiosks(
  q: Queryable,
  scope: Scope,
  silentAt: Date,
  limit: number,
): Promise<KioskRow[]> {
  const w = usersIn(scope).add('u.device_id IS NOT NULL');
  const at = w.param(silentAt);
  return q.query<KioskRow>(
    `SELECT u.id AS user_id, ${NEEDS_PAIRING('u')} AS needs_pairing, u.display_name, u.is_active,
       p.last_seen_at, p.app_version, p.last_sync_at
     FROM users u LEFT JOIN kiosk_pings p ON p.device_id = u.device_id ${w.sql}
     ORDER BY CASE WHEN ${NEEDS_PAIRING('u')} THEN 0 WHEN p.last_seen_at IS NULL THEN 2
         WHEN p.last_seen_at <= ${at} THEN 1 ELSE 3 END,
       p.last_seen_at, u.id
     LIMIT ${w.param(limit)}`,
    w.values,
  );
}

export interface KioskCounts {
  online: number;
  silent: number;
  never: number;
  needs_pairing: number;
}

/**
 * How many bound kiosks need a pairing; of the others, how many are online, silent (last ping at or
 * before `silentAt`) or never pinged.
 */
export async function kioskCounts(
  q: Queryable,
  scope: Scope,
  silentAt: Date,
): Promise<KioskCounts> {
  const w = usersIn(scope).add('u.device_id IS NOT NULL');
  const at = w.param(silentAt);
  const rows = await q.query<KioskCounts>(
    `SELECT count(*) FILTER (WHERE NOT k.needs_pairing AND k.last_seen_at > ${at})::int AS online,
       count(*) FILTER (WHERE NOT k.needs_pairing AND k.last_seen_at <= ${at})::int AS silent,
       count(*) FILTER (WHERE NOT k.needs_pairing AND k.last_seen_at IS NULL)::int AS never,
       count(*) FILTER (WHERE k.needs_pairing)::int AS needs_pairing
     FROM (SELECT ${NEEDS_PAIRING('u')} AS needs_pairing, p.last_seen_at
       FROM users u LEFT JOIN kiosk_pings p ON p.device_id = u.device_id ${w.sql}) k`,
    w.values,
  );
  return rows[0] ?? { online: 0, silent: 0, never: 0, needs_pairing: 0 };
}

export interface MedicationRow {
  id: number;
  user_id: number;
  display_name: string;
  name: string;
  times: unknown;
  start_date: string | null;
  end_date: string | null;
  time_zone: string | null;
  /** The person's own missed-dose threshold (the dose API's dose_settings); null = the default. */
  missed_after_minutes: number | null;
}

/** Active medications of the active users in scope (the dashboard's dose count). */
export async function listActiveMedications(q: Queryable, scope: Scope) {
  const w = usersIn(scope).add("m.status = 'active'").add('u.is_active');
  return q.query<MedicationRow>(
    `SELECT m.id, m.user_id, u.display_name, m.name, m.times, m.start_date, m.end_date, u.time_zone,
       ds.missed_after_minutes
     FROM medications m JOIN users u ON u.id = m.user_id
     LEFT JOIN dose_settings ds ON ds.user_id = m.user_id ${w.sql}`,
    w.values,
  );
}

export interface DoseMarkRow {
  medication_id: number;
  due_at: Date;
  status: string;
}

/**
 * Doses marked between two instants, from the dose model (table medication_doses, the dose
 * contract); an empty list while that table does not exist yet.
 */
export async function listDoseMarks(
  q: Queryable,
  medicationIds: number[],
  from: Date,
  to: Date,
): Promise<DoseMarkRow[]> {
  if (medicationIds.length === 0) return [];
  const exists = await q.query<{ ok: boolean }>(
    "SELECT to_regclass('medication_doses') IS NOT NULL AS ok",
  );
  if (!exists[0]?.ok) return [];
  return q.query<DoseMarkRow>(
    `SELECT medication_id, due_at, status FROM medication_doses
     WHERE medication_id = ANY($1::int[]) AND due_at >= $2 AND due_at < $3`,
    [medicationIds, from, to],
  );
}
