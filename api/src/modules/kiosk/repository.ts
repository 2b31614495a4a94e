import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';

/** Kiosk devices: the binding lives on the user row; pings in kiosk_pings. */
export async function findUserByDevice(q: Queryable, deviceId: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE device_id = $1', [deviceId]);
  return rows[0] ?? null;
}

/** What a ping reports about the kiosk's app: its version and its last successful data sync. */
export interface PingReport {
  appVersion: string | null;
  lastSyncAt: string | null;
}

/**
 * Records a ping only for registered devices (unknown ids are not stored). Without details (a
 * heartbeat of the device's session) only the time moves; the app version and the last sync are
 * kept until a ping sends others. A last sync ahead of the server's clock is stored as now.
 */
export async function recordPing(
  q: Queryable,
  deviceId: string,
  details: Record<string, unknown> | null,
  report: PingReport = { appVersion: null, lastSyncAt: null },
): Promise<boolean> {
  const known = await q.query<{ id: number }>('SELECT id FROM users WHERE device_id = $1', [
    deviceId,
  ]);
  if (known.length === 0) return false;
  // LEAST ignores NULLs, so "no sync reported" is kept NULL explicitly (and then keeps the old one).
  await q.query(
    `INSERT INTO kiosk_pings (device_id, last_seen_at, details, app_version, last_sync_at)
       VALUES ($1, now(), coalesce($2::text::jsonb, '{}'::jsonb), $3,
         CASE WHEN $4::timestamptz IS NOT NULL THEN least($4::timestamptz, now()) END)
     ON CONFLICT (device_id) DO UPDATE SET last_seen_at = now(),
       details = coalesce($2::text::jsonb, kiosk_pings.details),
       app_version = coalesce($3, kiosk_pings.app_version),
       last_sync_at = coalesce(EXCLUDED.last_sync_at, kiosk_pings.last_sync_at)`,
    [
      deviceId,
      details === null ? null : JSON.stringify(details),
      report.appVersion,
      report.lastSyncAt,
    ],
  );
  return true;
}

/** A device's pairing request (docs/product.md 4.3); its codes are kept as digests only. */
export interface PairingRow {
  id: number;
  device_id: string;
  status: 'pending' | 'approved' | 'spent' | 'cancelled';
  user_id: number | null;
  expires_at: Date;
  /** The request has not expired (by the database's clock). */
  live: boolean;
}

const PAIRING_COLUMNS = 'id, device_id, status, user_id, expires_at, expires_at > now() AS live';

/**
 * A new pending pairing of `deviceId`, expiring in `ttlSeconds`. It supersedes the device's earlier pending one;
 * requests that ended more than a day ago are deleted on the way (they only served the audit of their day).
 */
export async function startPairing(
  q: Queryable,
  deviceId: string,
  deviceCodeDigest: string,
  userCodeDigest: string,
  ttlSeconds: number,
): Promise<void> {
  await q.query("DELETE FROM kiosk_pairings WHERE expires_at < now() - interval '1 day'");
  await q.query(
    "UPDATE kiosk_pairings SET status = 'cancelled' WHERE device_id = $1 AND status = 'pending'",
    [deviceId],
  );
  await q.query(
    `INSERT INTO kiosk_pairings (device_id, device_code_digest, user_code_digest, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [deviceId, deviceCodeDigest, userCodeDigest, ttlSeconds],
  );
}

/** The pairing of `deviceId` whose device code has this digest, locked until the transaction ends. */
export async function findByDeviceCode(
  q: Queryable,
  deviceId: string,
  deviceCodeDigest: string,
): Promise<PairingRow | null> {
  const rows = await q.query<PairingRow>(
    `SELECT ${PAIRING_COLUMNS} FROM kiosk_pairings
     WHERE device_code_digest = $1 AND device_id = $2 FOR UPDATE`,
    [deviceCodeDigest, deviceId],
  );
  return rows[0] ?? null;
}

/** The live pending pairing whose user code has this digest, locked until the transaction ends. */
export async function findPendingByUserCode(
  q: Queryable,
  userCodeDigest: string,
): Promise<PairingRow | null> {
  const rows = await q.query<PairingRow>(
    `SELECT ${PAIRING_COLUMNS} FROM kiosk_pairings
     WHERE user_code_digest = $1 AND status = 'pending' AND expires_at > now()
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userCodeDigest],
  );
  return rows[0] ?? null;
}

/** An admin approved the pairing for the person `userId`. */
export async function approvePairing(
  q: Queryable,
  id: number,
  userId: number,
  approvedBy: number,
): Promise<void> {
  await q.query(
    `UPDATE kiosk_pairings SET status = 'approved', user_id = $2, approved_by = $3, approved_at = now()
     WHERE id = $1`,
    [id, userId, approvedBy],
  );
}

/** The pairing ended: its device fetched its secret ('spent'), or it can no longer be used ('cancelled'). */
export async function endPairing(
  q: Queryable,
  id: number,
  status: 'spent' | 'cancelled',
): Promise<void> {
  await q.query('UPDATE kiosk_pairings SET status = $2 WHERE id = $1', [id, status]);
}
