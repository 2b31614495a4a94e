import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/http-errors';
import { DEFAULT_LANGUAGE } from '../../lib/languages';
import { MAX_UPLOAD_BYTES, sniffImage } from '../../lib/image';
import { allStoreKeys, prepareStored, readImage, storeImage } from '../pictures';
import type { SealedPictureStore, StoredKeys } from '../pictures';

/**
 * Tables in foreign-key order. Sessions, reset tokens and kiosk pairings are left out: a restore signs everyone out
 * and every kiosk needs a new pairing.
 */
export const BACKUP_TABLES = [
  'users',
  'caregiver_links',
  'health_profiles',
  'emergency_contacts',
  'appointments',
  'medications',
  'medication_doses',
  'dose_settings',
  'meals',
  'notification_settings',
  'notifications',
  'messages',
  'support_requests',
  'audit_log',
  'kiosk_pings',
  'pictures',
  'voice_calls',
] as const;
const SERIAL_TABLES = [
  'users',
  'emergency_contacts',
  'appointments',
  'medications',
  'medication_doses',
  'meals',
  'notifications',
  'messages',
  'support_requests',
  'audit_log',
  'pictures',
  'voice_calls',
] as const;
/** Tables added after the first backups were made: a backup without them restores them empty. */
export const LATER_TABLES: readonly string[] = ['medication_doses', 'dose_settings', 'voice_calls'];
/**
 * Users' NOT NULL columns added after the first backups were made (migrations 13, 15, 20), with their defaults: a
 * backup without them restores each account as the migration left it (json_populate_recordset would give NULL).
 */
const LATER_USER_COLUMNS: Readonly<Record<string, unknown>> = {
  time_in_words: false,
  clock_24h: false,
  language: DEFAULT_LANGUAGE,
  // Migration 19; every account gets a new key below whatever the backup held.
  session_gen: 0,
  account_key: '00000000-0000-0000-0000-000000000000',
};
const PICTURE_COLUMNS = 'id, user_id, uploaded_by, comment, mime, size, created_at, updated_at';

export interface BackupDoc {
  version: 1;
  exported_at: string;
  pictures_encoding: 'base64-plaintext';
  tables: Record<(typeof BACKUP_TABLES)[number], Record<string, unknown>[]>;
}

/**
 * Every table as JSON produced by PostgreSQL itself (row_to_json), so timestamps keep their
 * microseconds and restore reproduces each record exactly. Pictures carry `data_base64`: the
 * decrypted bytes (read from the picture store), so a backup restores under another PICTURE_KEY.
 * `missing`: pictures left out because their bytes are gone from the store.
 */
export async function exportAll(
  q: Queryable,
  pictures: SealedPictureStore,
  key: Buffer,
): Promise<{ doc: BackupDoc; missing: number[] }> {
  const tables: Partial<BackupDoc['tables']> = {};
  for (const t of BACKUP_TABLES) {
    if (t === 'pictures') continue;
    const rows = await q.query<{ rows: Record<string, unknown>[] }>(
      `SELECT coalesce(json_agg(row_to_json(t)), '[]'::json) AS rows FROM (SELECT * FROM ${t} ORDER BY 1) t`,
    );
    tables[t] = rows[0]?.rows ?? [];
  }
  // Kiosk secrets never travel (docs/security.md, finding 3): a restored binding needs a new pairing
  // (docs/product.md 4.3). Pairings are not exported either.
  tables.users = (tables.users ?? []).map((u) => ({ ...u, kiosk_secret: null }));
  // Session state stays with the database it was made in (migration 19): a restore gives every
  // account a new key and generation.
  for (const u of tables.users) {
    delete u.session_gen;
    delete u.account_key;
  }
  const meta = await q.query<{ rows: Record<string, unknown>[] }>(
    `SELECT coalesce(json_agg(row_to_json(t)), '[]'::json) AS rows FROM (SELECT ${PICTURE_COLUMNS} FROM pictures ORDER BY id) t`,
  );
  const keys = await q.query<{ id: number; image_key: string | null }>(
    'SELECT id, image_key FROM pictures ORDER BY id',
  );
  const byId = new Map(keys.map((k) => [k.id, k]));
  const rows: Record<string, unknown>[] = [];
  const missing: number[] = [];
  for (const p of meta[0]?.rows ?? []) {
    const where = byId.get(p.id as number);
    const bytes = where ? await readImage(q, pictures, key, where) : null;
    // A picture whose file is lost cannot be restored: left out (and reported), not a failed backup.
    if (bytes) rows.push({ ...p, data_base64: bytes.toString('base64') });
    else missing.push(p.id as number);
  }
  tables.pictures = rows;
  const doc: BackupDoc = {
    version: 1,
    exported_at: new Date().toISOString(),
    pictures_encoding: 'base64-plaintext',
    tables: tables as BackupDoc['tables'],
  };
  return { doc, missing };
}

function decodePictures(rows: Record<string, unknown>[]) {
  return rows.map((p, i) => {
    const { data_base64: data, ...meta } = p;
    if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
      throw badRequest(`Invalid backup: pictures[${i}].data_base64 is missing or not base64.`);
    }
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > MAX_UPLOAD_BYTES * 2 || !sniffImage(bytes)) {
      throw badRequest(`Invalid backup: pictures[${i}] is not a JPEG or PNG image.`);
    }
    if (typeof meta.id !== 'number' || typeof meta.user_id !== 'number') {
      throw badRequest(`Invalid backup: pictures[${i}] needs numeric id and user_id.`);
    }
    return { meta, bytes };
  });
}

/** The pictures of a backup, checked and written to the picture store (before the transaction). */
export interface StagedPictures {
  rows: { meta: Record<string, unknown>; stored: StoredKeys }[];
  /** Every key written, for the caller to delete if the restore fails. */
  keys: string[];
}

/**
 * Checks each picture of the backup (it must decode; one with metadata is cleaned as an upload
 * would be, one without is kept byte for byte), makes its thumbnail and writes both to the store
 * under fresh keys. Nothing the database points at is touched yet.
 */
export async function stagePictures(
  doc: BackupDoc,
  pictures: SealedPictureStore,
): Promise<StagedPictures> {
  const staged: StagedPictures = { rows: [], keys: [] };
  try {
    for (const [i, { meta, bytes }] of decodePictures(doc.tables.pictures).entries()) {
      const prepared = await prepareStored(bytes).catch(() => {
        throw badRequest(`Invalid backup: pictures[${i}] is not a JPEG or PNG image.`);
      });
      const stored = await storeImage(pictures, prepared);
      staged.keys.push(stored.image_key, ...(stored.thumb_key ? [stored.thumb_key] : []));
      staged.rows.push({ meta, stored });
    }
  } catch (err) {
    await pictures.delete(...staged.keys);
    throw err;
  }
  return staged;
}

/**
 * Replaces all data with the backup in one transaction; any failure leaves the database as it was.
 * Answers the counts and the picture store keys the replaced rows held (delete them after commit).
 */
export async function restoreAll(
  q: Queryable,
  doc: BackupDoc,
  staged: StagedPictures,
): Promise<{ counts: Record<string, number>; replacedKeys: string[] }> {
  const replacedKeys = await allStoreKeys(q);
  await q.query(
    `TRUNCATE ${BACKUP_TABLES.join(', ')}, refresh_tokens, password_reset_tokens, kiosk_pairings RESTART IDENTITY CASCADE`,
  );
  const counts: Record<string, number> = {};
  for (const t of BACKUP_TABLES) {
    if (t === 'pictures') continue;
    // Backups made before a table existed lack it (LATER_TABLES): it is restored empty.
    const given = (doc.tables as Partial<BackupDoc['tables']>)[t] ?? [];
    const rows = t === 'users' ? given.map((u) => ({ ...LATER_USER_COLUMNS, ...u })) : given;
    counts[t] = rows.length;
    if (rows.length === 0) continue;
    await q.query(
      `INSERT INTO ${t} SELECT * FROM json_populate_recordset(null::${t}, $1::text::json)`,
      [JSON.stringify(rows)],
    );
  }
  for (const { meta, stored } of staged.rows) {
    await q.query(
      `INSERT INTO pictures (${PICTURE_COLUMNS}, image_key, thumb_key, etag, width, height)
       SELECT id, user_id, uploaded_by, comment, $2, $3, created_at, updated_at, $4, $5, $6, $7, $8
       FROM json_populate_record(null::pictures, $1::text::json)`,
      [
        JSON.stringify(meta),
        stored.mime,
        stored.size,
        stored.image_key,
        stored.thumb_key,
        stored.etag,
        stored.width,
        stored.height,
      ],
    );
  }
  counts.pictures = staged.rows.length;
  // No restored binding keeps a secret (a plaintext backup from before encryption may hold some): every kiosk
  // needs a new pairing, which only an admin can approve (docs/product.md 4.3); nobody can claim it.
  await q.query('UPDATE users SET kiosk_secret = NULL WHERE kiosk_secret IS NOT NULL');
  // Every account gets a new key: no access token issued before the restore reaches an account
  // (the same or another given its id); every instance forgets its sessions and closes its live
  // streams (docs/security.md, "Sessions").
  await q.query('UPDATE users SET account_key = gen_random_uuid(), session_gen = session_gen + 1');
  await q.query("SELECT pg_notify('care_sessions_' || current_schema(), '*')");
  for (const t of SERIAL_TABLES) {
    await q.query(
      `SELECT setval(pg_get_serial_sequence('${t}', 'id'), coalesce((SELECT max(id) FROM ${t}), 0) + 1, false)`,
    );
  }
  return { counts, replacedKeys };
}

/** Rows per table and about how many bytes a backup of them takes (the download's preview). */
export async function summarise(
  q: Queryable,
): Promise<{ tables: Record<string, number>; pictures_bytes: number; estimated_bytes: number }> {
  const tables: Record<string, number> = {};
  let estimated = 200;
  for (const t of BACKUP_TABLES) {
    if (t === 'pictures') continue;
    const rows = await q.query<{ n: number; bytes: string | number }>(
      `SELECT count(*)::int AS n, coalesce(sum(octet_length(row_to_json(t)::text)), 0)::bigint AS bytes FROM ${t} t`,
    );
    tables[t] = rows[0]?.n ?? 0;
    estimated += Number(rows[0]?.bytes ?? 0) + tables[t];
  }
  const pics = await q.query<{ n: number; bytes: string | number }>(
    'SELECT count(*)::int AS n, coalesce(sum(size), 0)::bigint AS bytes FROM pictures',
  );
  tables.pictures = pics[0]?.n ?? 0;
  const picturesBytes = Number(pics[0]?.bytes ?? 0);
  // base64 grows the bytes by a third; each picture also carries its metadata (~250 bytes).
  estimated += Math.ceil((picturesBytes * 4) / 3) + tables.pictures * 250;
  return { tables, pictures_bytes: picturesBytes, estimated_bytes: estimated };
}
