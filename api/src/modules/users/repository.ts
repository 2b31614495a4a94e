import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';
import type { UserRow } from '../../types';

/** The users table: identity, flags, relations (clinician, caregivers). */
export async function findUserById(q: Queryable, id: number): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0] ?? null;
}

export interface UserFilter {
  search?: string | undefined;
  is_approved?: boolean | undefined;
  is_active?: boolean | undefined;
  limit: number;
  offset: number;
}

/**
 * The columns of the trigram index users_search (migration 5), in its order: `Where.search` over
 * exactly these writes that index's expression, so the index serves the search.
 */
export const USER_SEARCH_COLUMNS = [
  'display_name',
  'first_name',
  'last_name',
  'username',
  'email',
] as const;

/** One page of users in id order; the search (e-mail, username, names) uses users_search. */
export async function listUsers(q: Queryable, f: UserFilter): Promise<UserRow[]> {
  const w = new Where();
  if (f.search) w.search(USER_SEARCH_COLUMNS, f.search);
  w.eq('is_approved', f.is_approved).eq('is_active', f.is_active);
  return q.query<UserRow>(
    `SELECT * FROM users ${w.sql} ORDER BY id LIMIT ${w.param(f.limit)} OFFSET ${w.param(f.offset)}`,
    w.values,
  );
}

/** These users, by id, in one query (the clinicians of a page of users). */
export async function findUsersByIds(q: Queryable, ids: number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A page of the active clinical admins (the partial index users_clinical_admins, migration 8). */
export async function listClinicalAdmins(
  q: Queryable,
  limit: number,
  offset: number,
): Promise<UserRow[]> {
  return q.query<UserRow>(
    'SELECT * FROM users WHERE is_clinical_admin AND is_active ORDER BY id LIMIT $1 OFFSET $2',
    [limit, offset],
  );
}

export async function emailTaken(q: Queryable, email: string, exceptId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
    email,
    exceptId,
  ]);
  return rows.length > 0;
}

export async function usernameTaken(
  q: Queryable,
  username: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE username = $1 AND id <> $2', [
    username,
    exceptId,
  ]);
  return rows.length > 0;
}

export async function deviceTaken(q: Queryable, deviceId: string, exceptId: number) {
  const rows = await q.query('SELECT 1 FROM users WHERE device_id = $1 AND id <> $2', [
    deviceId,
    exceptId,
  ]);
  return rows.length > 0;
}

/** Columns an update may set (the caller has checked the right to each). */
export type UserColumn =
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'age'
  | 'email'
  | 'username'
  | 'is_active'
  | 'is_staff'
  | 'is_admin'
  | 'is_approved'
  | 'role'
  | 'device_id'
  | 'kiosk_secret'
  | 'assigned_clinical_admin_id'
  | 'time_zone'
  | 'time_in_words'
  | 'clock_24h'
  | 'language';

export async function updateUserColumns(
  q: Queryable,
  id: number,
  changes: Partial<Record<UserColumn, unknown>>,
): Promise<UserRow> {
  const cols = Object.keys(changes) as UserColumn[];
  const values = cols.map((c) => changes[c]);
  const sets = cols.map((c, i) => `${c} = $${i + 2}`);
  const rows = await q.query<UserRow>(
    `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...values],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** Active, approved superuser+staff accounts, locked until the transaction ends. */
export async function countAccountManagers(q: Queryable): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM users WHERE is_superuser AND is_staff AND is_active AND is_approved FOR UPDATE',
  );
  return rows.length;
}

/**
 * Signs a user out everywhere (deactivation, rejection, password change). Every revoked session is
 * announced to every instance at commit (migration 19's trigger on refresh_tokens).
 */
export async function revokeSessions(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

/** Signs out the kiosk sessions of a user (a new device binding or secret); announced as above. */
export async function revokeKioskSessions(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND device_id IS NOT NULL AND revoked_at IS NULL`,
    [userId],
  );
}

/**
 * Ends the approved pairings waiting for a person's device (docs/product.md 4.3): a re-key, a new device id or an
 * unbind means the device that was about to fetch its secret must pair again.
 */
export async function cancelPairings(q: Queryable, userId: number): Promise<void> {
  await q.query(
    "UPDATE kiosk_pairings SET status = 'cancelled' WHERE user_id = $1 AND status = 'approved'",
    [userId],
  );
}

/** Of these users, those with an approved pairing whose device has not fetched its secret yet. */
export async function awaitingDevice(q: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM kiosk_pairings
     WHERE user_id = ANY($1::int[]) AND status = 'approved' AND expires_at > now()`,
    [ids],
  );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Binds `deviceId` to the person (an approved pairing, docs/product.md 4.3): the device's previous binding to
 * someone else is removed (that person's kiosk sessions end, their waiting pairings too), and the person's own
 * kiosk sessions and waiting pairings end. No secret works until the device claims its own. Answers the ids
 * of the people the device was taken from.
 */
export async function bindDevice(
  q: Queryable,
  userId: number,
  deviceId: string,
): Promise<number[]> {
  const taken = await q.query<{ id: number }>(
    `UPDATE users SET device_id = NULL, kiosk_secret = NULL, updated_at = now()
     WHERE device_id = $1 AND id <> $2 RETURNING id`,
    [deviceId, userId],
  );
  for (const { id } of taken) {
    await cancelPairings(q, id);
    await revokeKioskSessions(q, id);
  }
  await q.query(
    'UPDATE users SET device_id = $2, kiosk_secret = NULL, updated_at = now() WHERE id = $1',
    [userId, deviceId],
  );
  await cancelPairings(q, userId);
  await revokeKioskSessions(q, userId);
  return taken.map((t) => t.id);
}

/**
 * Stores the secret the device claimed (its digest) on the person still bound to `deviceId`; false when the
 * binding changed meanwhile (nothing is stored).
 */
export async function claimKioskSecret(
  q: Queryable,
  userId: number,
  deviceId: string,
  digest: string,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    'UPDATE users SET kiosk_secret = $3 WHERE id = $1 AND device_id = $2 RETURNING id',
    [userId, deviceId, digest],
  );
  return rows.length === 1;
}

export interface CaregiverRow {
  id: number;
  username: string;
  email: string;
  display_name: string;
}

export async function listCaregivers(q: Queryable, userId: number): Promise<CaregiverRow[]> {
  return q.query<CaregiverRow>(
    `SELECT u.id, u.username, u.email, u.display_name FROM caregiver_links l
     JOIN users u ON u.id = l.caregiver_id WHERE l.user_id = $1 ORDER BY u.id`,
    [userId],
  );
}

export async function countCaregivers(q: Queryable, ids: number[]): Promise<number> {
  const rows = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE is_caregiver AND id = ANY($1::int[])',
    [ids],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Makes `ids` the user's caregivers. Only the links that change are written: each written link
 * closes that caregiver's live streams (migration 19), which a link kept as it was must not do.
 */
export async function replaceCaregivers(q: Queryable, userId: number, ids: number[]) {
  await q.query(
    'DELETE FROM caregiver_links WHERE user_id = $1 AND NOT caregiver_id = ANY($2::int[])',
    [userId, ids],
  );
  for (const cid of ids) {
    await q.query(
      'INSERT INTO caregiver_links (caregiver_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [cid, userId],
    );
  }
}

export interface NewUser {
  email: string;
  username: string;
  password_hash: string;
  display_name: string;
  first_name: string;
  last_name: string;
  gender: UserRow['gender'];
  age: number | null;
}

async function insertUser(q: Queryable, u: NewUser): Promise<UserRow> {
  const rows = await q.query<UserRow>(
    `INSERT INTO users (email, username, password_hash, display_name, first_name, last_name, gender, age)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      u.email,
      u.username,
      u.password_hash,
      u.display_name,
      u.first_name,
      u.last_name,
      u.gender,
      u.age,
    ],
  );
  return rows[0] as UserRow;
}

/**
 * Inserts the user under `u.username`, or when that is taken under its first free variant ('name-2', 'name-3', …:
 * registration, which never tells whether a username is taken). A registration racing for the same name tries
 * again. The e-mail must be free.
 */
export async function insertUserWithFreeUsername(q: Queryable, u: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    const taken = new Set(
      (
        await q.query<{ username: string }>(
          "SELECT username FROM users WHERE username = $1 OR starts_with(username, $1 || '-')",
          [u.username],
        )
      ).map((r) => r.username),
    );
    let username = u.username;
    for (let n = 2; taken.has(username); n += 1) username = `${u.username}-${n}`;
    try {
      return await insertUser(q, { ...u, username });
    } catch (err) {
      const clash = (err as { code?: unknown }).code === '23505';
      if (!clash || attempt >= 3) throw err;
    }
  }
}

/** Users holding an e-mail or username (registration clash check). */
export async function findClashes(q: Queryable, email: string, username: string) {
  return q.query<{ email: string; username: string }>(
    'SELECT email, username FROM users WHERE email = $1 OR username = $2',
    [email, username],
  );
}
