import type { Queryable } from '../../db/db';
import { kioskSecretDigest } from '../../lib/kiosk-secret';
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

/** Claims an unclaimed binding with `secret` (its digest stored); false when another claim won. */
export async function claimBinding(
  q: Queryable,
  userId: number,
  deviceId: string,
  secret: string,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE users SET kiosk_secret = $3, kiosk_unclaimed = false
      WHERE id = $1 AND device_id = $2 AND kiosk_unclaimed RETURNING id`,
    [userId, deviceId, kioskSecretDigest(secret)],
  );
  return rows.length === 1;
}
