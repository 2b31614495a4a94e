import type { Queryable } from '../../db/db';

/**
 * The admin area's reads: the paged user list, the dashboard's aggregates, sessions, the paged
 * messages, support requests and audit log, and the area's settings. Every list takes a `scope`:
 * null for full admins (everyone), or a clinical admin's id (only the users assigned to them).
 */
export type Scope = number | null;

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
const ROLE_OF = (u: string): string => `CASE
  WHEN ${u}.is_superuser THEN 'superuser'
  WHEN ${u}.is_primary_admin THEN 'primary_admin'
  WHEN ${u}.is_admin THEN 'admin'
  WHEN ${u}.is_clinical_admin THEN 'clinical_admin'
  WHEN ${u}.is_caregiver THEN 'caregiver'
  WHEN ${u}.role = 'staff' THEN 'staff'
  ELSE 'user' END`;

/** Spec 4.6: waiting for approval = not approved and no clinical admin assigned (and not rejected). */
const PENDING = (u: string): string =>
  `(NOT ${u}.is_approved AND ${u}.assigned_clinical_admin_id IS NULL AND ${u}.is_active)`;

/** Collects WHERE conditions with numbered parameters. */
class Where {
  readonly values: unknown[] = [];
  private readonly parts: string[] = [];
  /** `sql` uses `?` for the one value. */
  add(sql: string, value?: unknown): this {
    if (value === undefined) {
      this.parts.push(sql);
      return this;
    }
    this.values.push(value);
    this.parts.push(sql.replaceAll('?', `$${this.values.length}`));
    return this;
  }
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

const scoped = (w: Where, scope: Scope, column: string): void => {
  if (scope !== null) w.add(`${column} = ?`, scope);
};

// ---- Users ------------------------------------------------------------------------------------

export interface UserListFilter {
  q?: string | undefined;
  role?: RoleName | undefined;
  approval?: 'approved' | 'pending' | 'rejected' | undefined;
  activity?: 'active' | 'inactive' | undefined;
  sort: 'name' | '-name' | 'email' | '-email' | 'joined' | '-joined';
  limit: number;
  offset: number;
}

export interface UserListRow {
  id: number;
  username: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  main_role: RoleName;
  is_active: boolean;
  is_approved: boolean;
  is_staff: boolean;
  is_admin: boolean;
  is_superuser: boolean;
  is_primary_admin: boolean;
  is_clinical_admin: boolean;
  is_caregiver: boolean;
  assigned_clinical_admin_id: number | null;
  clinician_name: string | null;
  has_kiosk: boolean;
  created_at: Date;
}

const ORDER: Record<UserListFilter['sort'], string> = {
  name: 'lower(u.display_name), u.id',
  '-name': 'lower(u.display_name) DESC, u.id DESC',
  email: 'lower(u.email), u.id',
  '-email': 'lower(u.email) DESC, u.id DESC',
  joined: 'u.created_at, u.id',
  '-joined': 'u.created_at DESC, u.id DESC',
};

/** Escapes LIKE's wildcards so a search for "50%" finds "50%". */
const likeContains = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of the user list: scope, every search word, role, approval, activity. */
function userFilter(scope: Scope, f: Omit<UserListFilter, 'sort' | 'limit' | 'offset'>): Where {
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
  for (const word of (f.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    w.add(
      // The expression of the trigram index users_search (migration 3), exactly.
      `lower(u.display_name || ' ' || u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email) LIKE ?`,
      likeContains(word),
    );
  }
  if (f.role) w.add(`${ROLE_OF('u')} = ?`, f.role);
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

// ---- Dashboard --------------------------------------------------------------------------------

export interface RoleCounts {
  total: number;
  active: number;
  inactive: number;
  pending: number;
  by_role: Record<RoleName, number>;
}

export async function countUsers(q: Queryable, scope: Scope): Promise<RoleCounts> {
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
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
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
  w.add(PENDING('u'));
  return q.query<PendingRow>(
    `SELECT u.id, u.display_name, u.email, u.created_at FROM users u ${w.sql}
     ORDER BY u.created_at, u.id LIMIT ${w.param(limit)}`,
    w.values,
  );
}

export interface KioskRow {
  user_id: number;
  display_name: string;
  is_active: boolean;
  last_seen_at: Date | null;
  app_version: string | null;
  last_sync_at: Date | null;
}

/**
 * The bound kiosk devices (one per user) that most need attention, at most `limit`: silent ones
 * (last ping at or before `silentAt`) longest silence first, then those that never pinged, then
 * the online ones. A large organisation has thousands; kioskCounts counts them all.
 */
export async function listKiosks(
  q: Queryable,
  scope: Scope,
  silentAt: Date,
  limit: number,
): Promise<KioskRow[]> {
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
  w.add('u.device_id IS NOT NULL');
  const at = w.param(silentAt);
  return q.query<KioskRow>(
    `SELECT u.id AS user_id, u.display_name, u.is_active, p.last_seen_at, p.app_version,
       p.last_sync_at
     FROM users u LEFT JOIN kiosk_pings p ON p.device_id = u.device_id ${w.sql}
     ORDER BY CASE WHEN p.last_seen_at IS NULL THEN 1 WHEN p.last_seen_at <= ${at} THEN 0 ELSE 2 END,
       p.last_seen_at, u.id
     LIMIT ${w.param(limit)}`,
    w.values,
  );
}

/** How many bound kiosks are online, silent (last ping at or before `silentAt`) or never pinged. */
export async function kioskCounts(
  q: Queryable,
  scope: Scope,
  silentAt: Date,
): Promise<{ online: number; silent: number; never: number }> {
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
  w.add('u.device_id IS NOT NULL');
  const at = w.param(silentAt);
  const rows = await q.query<{ online: number; silent: number; never: number }>(
    `SELECT count(*) FILTER (WHERE p.last_seen_at > ${at})::int AS online,
       count(*) FILTER (WHERE p.last_seen_at <= ${at})::int AS silent,
       count(*) FILTER (WHERE p.last_seen_at IS NULL)::int AS never
     FROM users u LEFT JOIN kiosk_pings p ON p.device_id = u.device_id ${w.sql}`,
    w.values,
  );
  return rows[0] ?? { online: 0, silent: 0, never: 0 };
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
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
  w.add("m.status = 'active'").add('u.is_active');
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

// ---- Messages and support ---------------------------------------------------------------------

export interface AdminMessageRow {
  id: number;
  sender_id: number | null;
  sender_name: string | null;
  recipient_id: number;
  recipient_name: string;
  subject: string;
  body: string;
  acknowledged: boolean;
  acknowledged_at: Date | null;
  created_at: Date;
  total: number;
}

export async function listMessagePage(
  q: Queryable,
  scope: Scope,
  f: { recipient_id?: number | undefined; acknowledged?: boolean | undefined },
  limit: number,
  offset: number,
): Promise<AdminMessageRow[]> {
  const w = new Where();
  scoped(w, scope, 'r.assigned_clinical_admin_id');
  if (f.recipient_id !== undefined) w.add('m.recipient_id = ?', f.recipient_id);
  if (f.acknowledged !== undefined) w.add('m.acknowledged = ?', f.acknowledged);
  return q.query<AdminMessageRow>(
    `SELECT m.id, m.sender_id, s.display_name AS sender_name, m.recipient_id,
       r.display_name AS recipient_name, m.subject, m.body, m.acknowledged, m.acknowledged_at,
       m.created_at, count(*) OVER ()::int AS total
     FROM messages m JOIN users r ON r.id = m.recipient_id LEFT JOIN users s ON s.id = m.sender_id
     ${w.sql} ORDER BY m.created_at DESC, m.id DESC
     LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

export async function countUnacknowledged(q: Queryable, scope: Scope): Promise<number> {
  const w = new Where();
  scoped(w, scope, 'r.assigned_clinical_admin_id');
  w.add('NOT m.acknowledged');
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m JOIN users r ON r.id = m.recipient_id ${w.sql}`,
    w.values,
  );
  return rows[0]?.n ?? 0;
}

export interface AdminSupportRow {
  id: number;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  subject: string;
  message: string;
  category: string;
  status: string;
  created_at: Date;
  total: number;
}

export async function listSupportPage(
  q: Queryable,
  scope: Scope,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<AdminSupportRow[]> {
  const w = new Where();
  scoped(w, scope, 'u.assigned_clinical_admin_id');
  if (status !== undefined) w.add('s.status = ?', status);
  return q.query<AdminSupportRow>(
    `SELECT s.id, s.user_id, u.display_name AS user_name, u.email AS user_email, s.subject,
       s.message, s.category, s.status, s.created_at, count(*) OVER ()::int AS total
     FROM support_requests s LEFT JOIN users u ON u.id = s.user_id
     ${w.sql} ORDER BY s.id DESC LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

export async function setSupportStatus(q: Queryable, id: number, status: string) {
  const rows = await q.query<{ id: number }>(
    'UPDATE support_requests SET status = $2 WHERE id = $1 RETURNING id',
    [id, status],
  );
  return rows.length > 0;
}

// ---- Sessions ---------------------------------------------------------------------------------

export interface SessionRow {
  id: string;
  user_id: number;
  display_name: string;
  email: string;
  started_at: Date;
  last_used_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
  device_id: string | null;
  current: boolean;
  total: number;
}

/**
 * Active sessions (refresh-token families none of whose tokens is revoked and whose newest token
 * has not expired), the most recently used first.
 */
export async function listSessions(
  q: Queryable,
  f: { user_id?: number | undefined; currentJti: string | null },
  limit: number,
  offset: number,
): Promise<SessionRow[]> {
  const w = new Where();
  if (f.user_id !== undefined) w.add('t.user_id = ?', f.user_id);
  const current = w.param(f.currentJti);
  return q.query<SessionRow>(
    `SELECT t.family_id AS id, t.user_id, u.display_name, u.email, min(t.created_at) AS started_at,
       max(t.created_at) AS last_used_at, max(t.expires_at) AS expires_at,
       (array_agg(t.user_agent ORDER BY t.created_at DESC))[1] AS user_agent,
       (array_agg(t.ip ORDER BY t.created_at DESC))[1] AS ip, max(t.device_id) AS device_id,
       coalesce(bool_or(t.access_jti = ${current}), false) AS current,
       count(*) OVER ()::int AS total
     FROM refresh_tokens t JOIN users u ON u.id = t.user_id ${w.sql}
     GROUP BY t.family_id, t.user_id, u.display_name, u.email
     HAVING bool_and(t.revoked_at IS NULL) AND max(t.expires_at) > now()
     ORDER BY max(t.created_at) DESC, t.family_id
     LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

/** Revokes one active session; the user it belonged to, or null when there was none. */
export async function revokeSession(q: Queryable, familyId: string): Promise<number | null> {
  const rows = await q.query<{ user_id: number }>(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL RETURNING user_id',
    [familyId],
  );
  return rows[0]?.user_id ?? null;
}

// ---- Audit ------------------------------------------------------------------------------------

export interface AuditFilter {
  user_id?: number | undefined;
  actor_id?: number | undefined;
  resource?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AdminAuditRow {
  id: number;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  subject_user_id: number | null;
  subject_name: string | null;
  action: string;
  resource: string;
  resource_id: string | null;
  ip: string | null;
  created_at: Date;
  total: number;
}

export async function listAuditPage(
  q: Queryable,
  f: AuditFilter,
  limit: number,
  offset: number,
): Promise<AdminAuditRow[]> {
  const w = new Where();
  if (f.user_id !== undefined) w.add('a.subject_user_id = ?', f.user_id);
  if (f.actor_id !== undefined) w.add('a.actor_id = ?', f.actor_id);
  if (f.resource !== undefined) w.add('a.resource = ?', f.resource);
  if (f.action !== undefined) w.add('a.action = ?', f.action);
  if (f.from !== undefined) w.add('a.created_at >= ?', f.from);
  if (f.to !== undefined) w.add('a.created_at < ?', f.to);
  return q.query<AdminAuditRow>(
    `SELECT a.id, a.actor_id, ac.display_name AS actor_name, ac.email AS actor_email,
       a.subject_user_id, su.display_name AS subject_name, a.action, a.resource, a.resource_id,
       a.ip, a.created_at, count(*) OVER ()::int AS total
     FROM audit_log a LEFT JOIN users ac ON ac.id = a.actor_id
       LEFT JOIN users su ON su.id = a.subject_user_id
     ${w.sql} ORDER BY a.id DESC LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

// ---- Settings ---------------------------------------------------------------------------------

/** The admin setting: a kiosk whose last ping is older than this many minutes is silent. */
export const SILENT_KEY = 'kiosk_silent_after_minutes';

/** Minutes of quiet after which a kiosk counts as silent: the admins' setting, else the configured default. */
export async function kioskSilentAfterMinutes(
  q: Queryable,
  cfg: { kioskSilentAfterMinutes: number },
): Promise<number> {
  const v = await readSetting(q, SILENT_KEY);
  return typeof v === 'number' ? v : cfg.kioskSilentAfterMinutes;
}

export async function readSetting(q: Queryable, key: string): Promise<unknown> {
  const rows = await q.query<{ value: unknown }>('SELECT value FROM app_settings WHERE key = $1', [
    key,
  ]);
  return rows[0]?.value;
}

export async function writeSetting(q: Queryable, key: string, value: unknown, by: number) {
  await q.query(
    `INSERT INTO app_settings (key, value, updated_by) VALUES ($1, $2::text::jsonb, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by,
       updated_at = now()`,
    [key, JSON.stringify(value), by],
  );
}
