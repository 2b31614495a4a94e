import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';
import type { UserRow } from '../../types';

/**
 * Refresh tokens (by id, in families), password-reset tokens (by hash), and the admin area's
 * sessions (a session is a family of refresh tokens).
 */
export interface RefreshRow {
  jti: string;
  family_id: string;
  used_at: Date | null;
  revoked_at: Date | null;
  user_id: number;
  replaced_by: string | null;
  issued_at: string | number;
  access_jti: string;
  password_version: number;
  device_id: string | null;
}

export async function insertRefresh(
  q: Queryable,
  r: {
    jti: string;
    familyId: string;
    userId: number;
    issuedAt: number;
    expiresAtSec: number;
    accessJti: string;
    passwordVersion: number;
    client: { userAgent: string | null; ip: string | null; deviceId: string | null } | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO refresh_tokens (jti, family_id, user_id, expires_at, issued_at, access_jti, password_version,
       user_agent, ip, device_id)
     VALUES ($1, $2, $3, to_timestamp($4), $5, $6, $7, $8, $9, $10)`,
    [
      r.jti,
      r.familyId,
      r.userId,
      r.expiresAtSec,
      r.issuedAt,
      r.accessJti,
      r.passwordVersion,
      r.client?.userAgent ?? null,
      r.client?.ip ?? null,
      r.client?.deviceId ?? null,
    ],
  );
}

/**
 * The caller of an access token and until when its session (refresh family `sid`) is alive: the
 * latest expiry of the family's tokens that are not revoked, or null when none is left (revoked,
 * expired, pruned or never there: a missing session is an ended one). One round trip.
 */
export async function findSession(
  q: Queryable,
  userId: number,
  sid: string,
): Promise<{ user: UserRow; liveUntil: Date | null } | null> {
  const rows = await q.query<UserRow & { session_live_until: Date | null }>(
    `SELECT u.*, (SELECT max(r.expires_at) FROM refresh_tokens r
       WHERE r.family_id = $2 AND r.user_id = u.id AND r.revoked_at IS NULL) AS session_live_until
     FROM users u WHERE u.id = $1`,
    [userId, sid],
  );
  const row = rows[0];
  if (!row) return null;
  const { session_live_until: liveUntil, ...user } = row;
  return { user, liveUntil };
}

/** The kiosk device of the session an access token belongs to (null: not a kiosk session). */
export async function sessionDevice(q: Queryable, accessJti: string): Promise<string | null> {
  const rows = await q.query<{ device_id: string | null }>(
    'SELECT device_id FROM refresh_tokens WHERE access_jti = $1 LIMIT 1',
    [accessJti],
  );
  return rows[0]?.device_id ?? null;
}

export async function findRefresh(q: Queryable, jti: string): Promise<RefreshRow | null> {
  const rows = await q.query<RefreshRow>('SELECT * FROM refresh_tokens WHERE jti = $1', [jti]);
  return rows[0] ?? null;
}

/** Locks the row until the transaction ends (two rotations of one token run one after the other). */
export async function lockRefresh(q: Queryable, jti: string): Promise<RefreshRow | null> {
  const rows = await q.query<RefreshRow>('SELECT * FROM refresh_tokens WHERE jti = $1 FOR UPDATE', [
    jti,
  ]);
  return rows[0] ?? null;
}

export async function markRefreshUsed(q: Queryable, jti: string, replacedBy: string) {
  await q.query('UPDATE refresh_tokens SET used_at = now(), replaced_by = $2 WHERE jti = $1', [
    jti,
    replacedBy,
  ]);
}

export async function revokeFamily(q: Queryable, familyId: string): Promise<void> {
  await q.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

export async function insertResetToken(q: Queryable, tokenHash: string, userId: number) {
  await q.query(
    "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
    [tokenHash, userId],
  );
}

/** When a reset token stops working, if it works now (unknown, spent and expired tokens: null). Spends nothing. */
export async function resetTokenExpiry(q: Queryable, tokenHash: string): Promise<Date | null> {
  const rows = await q.query<{ expires_at: Date }>(
    `SELECT expires_at FROM password_reset_tokens
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return rows[0]?.expires_at ?? null;
}

/** Spends a valid reset token; its user id, or null when it is unknown, spent or expired. */
export async function spendResetToken(q: Queryable, tokenHash: string): Promise<number | null> {
  const rows = await q.query<{ user_id: number }>(
    `UPDATE password_reset_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}

/** Replaces a hash made with older parameters; the password itself is unchanged. */
export async function upgradeHash(q: Queryable, userId: number, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $1 WHERE id = $2', [hash, userId]);
}

/** Sets a new password; every session and every outstanding reset token of the user dies. */
export async function setPassword(q: Queryable, userId: number, hash: string): Promise<void> {
  await q.query(
    `UPDATE users SET password_hash = $1, password_changed_at = now(),
       password_version = password_version + 1, updated_at = now() WHERE id = $2`,
    [hash, userId],
  );
  await q.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  await q.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

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
  const w = new Where().eq('t.user_id', f.user_id);
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
