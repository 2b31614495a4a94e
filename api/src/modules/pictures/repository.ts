import type { Queryable } from '../../db/db';
import type { Sealed } from '../../lib/picture-crypto';

export interface PictureMeta {
  id: number;
  user_id: number;
  comment: string;
  mime: string;
  size: number;
  created_at: Date;
  updated_at: Date;
}
export type PictureRow = PictureMeta & Sealed;
const META = 'id, user_id, comment, mime, size, created_at, updated_at';

/** Pictures, stored encrypted; every statement is scoped by the owning user. */
export async function listPictures(q: Queryable, userId: number): Promise<PictureMeta[]> {
  return q.query<PictureMeta>(`SELECT ${META} FROM pictures WHERE user_id = $1 ORDER BY id`, [
    userId,
  ]);
}

export async function findPicture(
  q: Queryable,
  userId: number,
  id: number,
): Promise<PictureRow | null> {
  const rows = await q.query<PictureRow>('SELECT * FROM pictures WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
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
  p: { userId: number; uploadedBy: number; comment: string; mime: string; size: number },
  sealed: Sealed,
): Promise<PictureMeta> {
  const rows = await q.query<PictureMeta>(
    `INSERT INTO pictures (user_id, uploaded_by, comment, mime, size, iv, tag, ciphertext)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${META}`,
    [p.userId, p.uploadedBy, p.comment, p.mime, p.size, sealed.iv, sealed.tag, sealed.ciphertext],
  );
  return rows[0] as PictureMeta;
}

export async function replaceImage(
  q: Queryable,
  userId: number,
  id: number,
  sealed: Sealed,
  size: number,
): Promise<PictureMeta | null> {
  const rows = await q.query<PictureMeta>(
    `UPDATE pictures SET iv = $3, tag = $4, ciphertext = $5, size = $6, updated_at = now()
     WHERE user_id = $1 AND id = $2 RETURNING ${META}`,
    [userId, id, sealed.iv, sealed.tag, sealed.ciphertext, size],
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

export async function deletePicture(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await q.query('DELETE FROM pictures WHERE user_id = $1 AND id = $2 RETURNING id', [
    userId,
    id,
  ]);
  return rows.length > 0;
}
