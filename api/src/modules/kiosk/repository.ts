import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';

/** Kiosk devices: the binding lives on the user row; pings in kiosk_pings. */
export async function findUserByDevice(q: Queryable, deviceId: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE device_id = $1', [deviceId]);
  return rows[0] ?? null;
}

/** Records a ping only for registered devices (unknown ids are not stored). */
export async function recordPing(
  q: Queryable,
  deviceId: string,
  details: Record<string, unknown>,
): Promise<boolean> {
  const known = await q.query<{ id: number }>('SELECT id FROM users WHERE device_id = $1', [
    deviceId,
  ]);
  if (known.length === 0) return false;
  await q.query(
    `INSERT INTO kiosk_pings (device_id, last_seen_at, details) VALUES ($1, now(), $2::text::jsonb)
     ON CONFLICT (device_id) DO UPDATE SET last_seen_at = now(), details = EXCLUDED.details`,
    [deviceId, JSON.stringify(details)],
  );
  return true;
}
