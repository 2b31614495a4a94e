import type { Queryable } from '../../db/db';

/** The admin area's settings (table app_settings: one JSON value a key). */

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

async function readSetting(q: Queryable, key: string): Promise<unknown> {
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
