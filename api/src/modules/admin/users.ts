import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';
import { scoped } from '../../access/scope';
import type { Scope } from '../../access/scope';
import type { UserRow } from '../../types';
import { USER_SEARCH_COLUMNS } from '../users';

/**
 * The admin area's user list (GET /admin/users/): one page of the users in scope, its count and
 * when each last used the product. The main role and "waiting for approval" are defined here and
 * counted by the dashboard too.
 */

/** A person's main role, one per person (the user list's filter and the dashboard's counts). */
export const ROLE_NAMES = [
  'superuser',
  'primary_admin',
  'admin',
  'clinical_admin',
  'caregiver',
  'staff',
  'user',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * The highest flag wins. Approval sets is_staff on every ordinary user, so "staff" is the role
 * column's staff (an account made staff on purpose), not the flag.
 */
export const ROLE_OF = (u: string): string => `CASE
  WHEN ${u}.is_superuser THEN 'superuser'
  WHEN ${u}.is_primary_admin THEN 'primary_admin'
  WHEN ${u}.is_admin THEN 'admin'
  WHEN ${u}.is_clinical_admin THEN 'clinical_admin'
  WHEN ${u}.is_caregiver THEN 'caregiver'
  WHEN ${u}.role = 'staff' THEN 'staff'
  ELSE 'user' END`;

/** Spec 4.6: waiting for approval = not approved and no clinical admin assigned (and not rejected). */
export const PENDING = (u: string): string =>
  `(NOT ${u}.is_approved AND ${u}.assigned_clinical_admin_id IS NULL AND ${u}.is_active)`;

export interface UserListFilter {
  q?: string | undefined;
  role?: RoleName | undefined;
  approval?: 'approved' | 'pending' | 'rejected' | undefined;
  activity?: 'active' | 'inactive' | undefined;
  sort: 'name' | '-name' | 'email' | '-email' | 'joined' | '-joined';
  limit: number;
  offset: number;
}

/** A row of the list: the user's own columns, their main role, clinician and whether a kiosk is bound. */
export type UserListRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'is_active'
  | 'is_approved'
  | 'is_staff'
  | 'is_admin'
  | 'is_superuser'
  | 'is_primary_admin'
  | 'is_clinical_admin'
  | 'is_caregiver'
  | 'assigned_clinical_admin_id'
  | 'created_at'
> & { main_role: RoleName; clinician_name: string | null; has_kiosk: boolean };

const ORDER: Record<UserListFilter['sort'], string> = {
  name: 'lower(u.display_name), u.id',
  '-name': 'lower(u.display_name) DESC, u.id DESC',
  email: 'lower(u.email), u.id',
  '-email': 'lower(u.email) DESC, u.id DESC',
  joined: 'u.created_at, u.id',
  '-joined': 'u.created_at DESC, u.id DESC',
};

/** The columns of the trigram index users_search, on the list's alias. */
const SEARCHED = USER_SEARCH_COLUMNS.map((c) => `u.${c}`);

/** The WHERE of the user list: scope, every search word, role, approval, activity. */
function userFilter(scope: Scope, f: Omit<UserListFilter, 'sort' | 'limit' | 'offset'>): Where {
  const w = scoped(new Where(), scope, 'u.assigned_clinical_admin_id');
  for (const word of (f.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    w.search(SEARCHED, word);
  }
  if (f.role) w.eq(ROLE_OF('u'), f.role);
  if (f.approval === 'approved') w.add('u.is_approved');
  if (f.approval === 'pending') w.add(PENDING('u'));
  if (f.approval === 'rejected') w.add('(NOT u.is_approved AND NOT u.is_active)');
  if (f.activity === 'active') w.add('u.is_active');
  if (f.activity === 'inactive') w.add('NOT u.is_active');
  return w;
}

/**
 * One page of users. Every word of `q` must occur in the name, username or e-mail
 * (case-insensitive): "marg john" finds Margaret Johnson. The sort orders have indexes, so a page
 * of a large, loosely filtered list stops reading after its rows.
 */
export async function listUserPage(
  q: Queryable,
  scope: Scope,
  f: UserListFilter,
): Promise<UserListRow[]> {
  const w = userFilter(scope, f);
  const limit = w.param(f.limit);
  const offset = w.param(f.offset);
  // A search of three letters or more matches first (the trigram index), then sorts the
  // matches: walking the sort order's index would read every "A…" before the first "Margaret".
  // Shorter ones match nearly everyone, so walking the index stops after one page.
  const matchFirst = (f.q ?? '').trim().length >= 3;
  const source = matchFirst
    ? `(WITH m AS MATERIALIZED (SELECT * FROM users u ${w.sql}) SELECT * FROM m) u`
    : 'users u';
  return q.query<UserListRow>(
    `SELECT u.id, u.username, u.email, u.display_name, u.first_name, u.last_name,
       ${ROLE_OF('u')} AS main_role, u.is_active, u.is_approved, u.is_staff, u.is_admin,
       u.is_superuser, u.is_primary_admin, u.is_clinical_admin, u.is_caregiver,
       u.assigned_clinical_admin_id, c.display_name AS clinician_name,
       (u.device_id IS NOT NULL) AS has_kiosk, u.created_at
     FROM ${source} LEFT JOIN users c ON c.id = u.assigned_clinical_admin_id
     ${matchFirst ? '' : w.sql} ORDER BY ${ORDER[f.sort]} LIMIT ${limit} OFFSET ${offset}`,
    w.values,
  );
}

/**
 * How many users match the list's filters, counting at most `cap` + 1 (a search that matches
 * thousands stops early: "more than 1,000" is all a person needs while typing).
 */
export async function countUserMatches(
  q: Queryable,
  scope: Scope,
  f: Omit<UserListFilter, 'sort' | 'limit' | 'offset'>,
  cap: number | null,
): Promise<number> {
  const w = userFilter(scope, f);
  const sql =
    cap === null
      ? `SELECT count(*)::int AS n FROM users u ${w.sql}`
      : `SELECT count(*)::int AS n FROM (SELECT 1 FROM users u ${w.sql} LIMIT ${w.param(cap + 1)}) m`;
  const rows = await q.query<{ n: number }>(sql, w.values);
  return rows[0]?.n ?? 0;
}

/** When each of these users last used the product (their newest session token), by id. */
export async function lastActive(q: Queryable, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ user_id: number; at: Date }>(
    `SELECT user_id, max(created_at) AS at FROM refresh_tokens WHERE user_id = ANY($1::int[])
     GROUP BY user_id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.user_id, r.at]));
}
