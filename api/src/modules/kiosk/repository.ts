import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';

/** Kiosk devices: the binding lives on the user row; pings in kiosk_pings. */
export async function findUserByDevice(q: Queryable, deviceId: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE device_id = $1', [deviceId]);
  return rows[0] ?? null;
}

/**
 * Records a ping only for registered devices (unknown ids are not stored). Without details (a
 * heartbeat of the device's session) only the time moves; the app version is kept until a ping
 * sends another.
 */
export async function recordPing(
  q: Queryable,
  deviceId: string,
  details: Record<string, unknown> | null,
  appVersion: string | null = null,
): Promise<boolean> {
  const known = await q.query<{ id: number }>('SELECT id FROM users WHERE device_id = $1', [
    deviceId,
  ]);
  if (known.length === 0) return false;
  await q.query(
    `INSERT INTO kiosk_pings (device_id, last_seen_at, details, app_version)
       VALUES ($1, now(), coalesce($2::text::jsonb, '{}'::jsonb), $3)
     ON CONFLICT (device_id) DO UPDATE SET last_seen_at = now(),
       details = coalesce($2::text::jsonb, kiosk_pings.details),
       app_version = coalesce($3, kiosk_pings.app_version)`,
    [deviceId, details === null ? null : JSON.stringify(details), appVersion],
  );
  return true;
}
