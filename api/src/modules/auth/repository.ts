import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';

/** Refresh tokens (by id, in families) and password-reset tokens (by hash). */
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
 * The caller of an access token and whether the session it belongs to was revoked (by a logout,
 * an administrator, a deactivation or a password change): one round trip per request.
 */
export async function findSessionUser(
  q: Queryable,
  userId: number,
  accessJti: string | null,
): Promise<{ user: UserRow; revoked: boolean } | null> {
  const rows = await q.query<UserRow & { session_revoked: boolean | null }>(
    `SELECT u.*, (SELECT r.revoked_at IS NOT NULL FROM refresh_tokens r WHERE r.access_jti = $2
       LIMIT 1) AS session_revoked FROM users u WHERE u.id = $1`,
    [userId, accessJti],
  );
  const row = rows[0];
  if (!row) return null;
  const { session_revoked: revoked, ...user } = row;
  return { user, revoked: revoked === true };
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
