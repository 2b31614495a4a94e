import type { Queryable } from '../../db/db';

export type HealthData = Record<string, Record<string, string | number | boolean | null>>;

/** One health profile per user (json, not jsonb: the form's section and field order is kept). */
export async function findProfile(
  q: Queryable,
  userId: number,
): Promise<{ data: HealthData; updated_at: Date } | null> {
  const rows = await q.query<{ data: HealthData; updated_at: Date }>(
    'SELECT data, updated_at FROM health_profiles WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function saveProfile(
  q: Queryable,
  userId: number,
  data: HealthData,
  updatedBy: number,
): Promise<{ updated_at: Date; created: boolean }> {
  const rows = await q.query<{ updated_at: Date; created: boolean }>(
    `INSERT INTO health_profiles (user_id, data, updated_by) VALUES ($1, $2::text::json, $3)
     ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING updated_at, (xmax = 0) AS created`,
    [userId, JSON.stringify(data), updatedBy],
  );
  return rows[0] ?? { updated_at: new Date(), created: false };
}
