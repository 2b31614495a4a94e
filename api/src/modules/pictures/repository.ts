import type { Queryable } from '../../db/db';
import type { Sealed } from '../../lib/picture-crypto';

export interface PictureMeta {
  id: number;
  user_id: number;
  comment: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** SHA-256 of the stored picture (its ETag); null while it is still in the database. */
  etag: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Where a picture's bytes are: picture store keys, or (`image_key` null) still in the database. */
export interface PictureRow extends PictureMeta {
  image_key: string | null;
  thumb_key: string | null;
}

/** The keys and facts of a picture written to the picture store. */
export interface StoredKeys {
  image_key: string;
  /** Null for a picture that could not be decoded to make one (moved from the database as it was). */
  thumb_key: string | null;
  etag: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

const META = 'id, user_id, comment, mime, size, width, height, etag, created_at, updated_at';
const ROW = `${META}, image_key, thumb_key`;

/** Pictures; every statement is scoped by the owning user. Their bytes live in the picture store. */
/**
 * A page of a user's pictures: pages run from the newest backwards (index pictures_user_id,
 * migration 8), each answered oldest first as the picture book shows them.
 */
export async function listPictures(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<PictureMeta[]> {
  return q.query<PictureMeta>(
    `SELECT * FROM (SELECT ${META} FROM pictures WHERE user_id = $1 ORDER BY id DESC
       LIMIT $2 OFFSET $3) p ORDER BY id`,
    [userId, limit, offset],
  );
}

export async function findPicture(
  q: Queryable,
  userId: number,
  id: number,
): Promise<PictureRow | null> {
  const rows = await q.query<PictureRow>(
    `SELECT ${ROW} FROM pictures WHERE user_id = $1 AND id = $2`,
    [userId, id],
  );
  return rows[0] ?? null;
}

/** Owner of a picture (access rule of /users/picturebook/{pictureId}/decrypted/). */
export async function pictureOwner(q: Queryable, id: number): Promise<number | null> {
  const rows = await q.query<{ user_id: number }>('SELECT user_id FROM pictures WHERE id = $1', [
    id,
  ]);
  return rows[0]?.user_id ?? null;
}

export async function insertPicture(
  q: Queryable,
  p: { userId: number; uploadedBy: number | null; comment: string },
  s: StoredKeys,
): Promise<PictureMeta> {
  const rows = await q.query<PictureMeta>(
    `INSERT INTO pictures (user_id, uploaded_by, comment, mime, size, width, height, etag, image_key, thumb_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${META}`,
    [
      p.userId,
      p.uploadedBy,
      p.comment,
      s.mime,
      s.size,
      s.width,
      s.height,
      s.etag,
      s.image_key,
      s.thumb_key,
    ],
  );
  return rows[0] as PictureMeta;
}

/**
 * Points a picture at newly stored bytes, only if it still holds `previousKey` (null: still in the
 * database), so two writers never both win. Answers the updated row, or null when it lost.
 */
export async function replaceStored(
  q: Queryable,
  userId: number,
  id: number,
  previousKey: string | null,
  s: StoredKeys,
  touch: boolean,
): Promise<PictureMeta | null> {
  const rows = await q.query<PictureMeta>(
    `UPDATE pictures SET image_key = $4, thumb_key = $5, etag = $6, mime = $7, size = $8,
       width = $9, height = $10, iv = NULL, tag = NULL, ciphertext = NULL
       ${touch ? ', updated_at = now()' : ''}
     WHERE user_id = $1 AND id = $2 AND image_key IS NOT DISTINCT FROM $3 RETURNING ${META}`,
    [userId, id, previousKey, s.image_key, s.thumb_key, s.etag, s.mime, s.size, s.width, s.height],
  );
  return rows[0] ?? null;
}

export async function setComment(
  q: Queryable,
  userId: number,
  id: number,
  comment: string,
): Promise<PictureMeta | null> {
  const rows = await q.query<PictureMeta>(
    `UPDATE pictures SET comment = $3, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING ${META}`,
    [userId, id, comment],
  );
  return rows[0] ?? null;
}

/** Deletes a picture; answers its store keys (for the caller to delete) or null when not found. */
export async function deletePicture(
  q: Queryable,
  userId: number,
  id: number,
): Promise<Pick<PictureRow, 'image_key' | 'thumb_key'> | null> {
  const rows = await q.query<Pick<PictureRow, 'image_key' | 'thumb_key'>>(
    'DELETE FROM pictures WHERE user_id = $1 AND id = $2 RETURNING image_key, thumb_key',
    [userId, id],
  );
  return rows[0] ?? null;
}

/** The bytes of a picture written before the picture store existed (sealed in the row). */
export async function legacySealed(q: Queryable, id: number): Promise<Sealed | null> {
  const rows = await q.query<{ iv: Buffer; tag: Buffer; ciphertext: Buffer }>(
    'SELECT iv, tag, ciphertext FROM pictures WHERE id = $1 AND image_key IS NULL',
    [id],
  );
  return rows[0] ?? null;
}

/** The next picture still held in the database (after `afterId`), with its owner. */
export async function nextLegacyPicture(
  q: Queryable,
  afterId: number,
): Promise<{ id: number; user_id: number } | null> {
  const rows = await q.query<{ id: number; user_id: number }>(
    'SELECT id, user_id FROM pictures WHERE image_key IS NULL AND id > $1 ORDER BY id LIMIT 1',
    [afterId],
  );
  return rows[0] ?? null;
}

/** Every store key in use (backup restore: what to delete once the restored rows replace them). */
export async function allStoreKeys(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ key: string }>(
    `SELECT image_key AS key FROM pictures WHERE image_key IS NOT NULL
     UNION ALL SELECT thumb_key FROM pictures WHERE thumb_key IS NOT NULL`,
  );
  return rows.map((r) => r.key);
}
