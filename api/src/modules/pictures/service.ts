import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { sniffImage } from '../../lib/image';
import { open } from '../../lib/picture-crypto';
import { pictureStoreOf } from './pick-store';
import { ImageRefused, prepareStored } from './processing';
import type { StoredImage } from './processing';
import * as repo from './repository';
import type { PictureRow, StoredKeys } from './repository';
import { SealedPictureStore } from './sealed-store';
import { newPictureKey } from './store';

/** The encrypted picture store of a configuration (PICTURE_KEY over `pictureStoreOf`). */
export function sealedPicturesOf(
  cfg: Parameters<typeof pictureStoreOf>[0] & { pictureKey: Buffer },
): SealedPictureStore {
  return new SealedPictureStore(pictureStoreOf(cfg), cfg.pictureKey);
}

/** Writes a prepared picture and its thumbnail under fresh keys; nothing is left behind on failure. */
export async function storeImage(
  pictures: SealedPictureStore,
  img: StoredImage,
): Promise<StoredKeys> {
  const image_key = newPictureKey();
  const thumb_key = img.thumb === null ? null : newPictureKey('.thumb');
  try {
    const [etag] = await Promise.all([
      pictures.put(image_key, img.bytes),
      thumb_key !== null && img.thumb !== null ? pictures.put(thumb_key, img.thumb) : null,
    ]);
    return {
      image_key,
      thumb_key,
      etag,
      mime: img.mime,
      size: img.bytes.length,
      width: img.width,
      height: img.height,
    };
  } catch (err) {
    await pictures.delete(image_key, thumb_key).catch(() => undefined);
    throw err;
  }
}

/** The picture's bytes (from the store, or from its row while it is still in the database). */
export async function readImage(
  q: Queryable,
  pictures: SealedPictureStore,
  pictureKey: Buffer,
  p: Pick<PictureRow, 'id' | 'image_key'>,
): Promise<Buffer | null> {
  if (p.image_key !== null) return pictures.get(p.image_key);
  const sealed = await repo.legacySealed(q, p.id);
  return sealed ? open(pictureKey, sealed) : null;
}

/** The thumbnail; the picture itself where there is none (not moved yet, or not decodable). */
export async function readThumbnail(
  q: Queryable,
  pictures: SealedPictureStore,
  pictureKey: Buffer,
  p: Pick<PictureRow, 'id' | 'image_key' | 'thumb_key'>,
): Promise<{ bytes: Buffer | null; isThumbnail: boolean }> {
  if (p.thumb_key !== null) return { bytes: await pictures.get(p.thumb_key), isThumbnail: true };
  return { bytes: await readImage(q, pictures, pictureKey, p), isThumbnail: false };
}

/** A stored picture's bytes made ready for the store: cleaned when needed, with a thumbnail if it decodes. */
async function prepareExisting(bytes: Buffer): Promise<StoredImage> {
  try {
    return await prepareStored(bytes);
  } catch (err) {
    // Accepted before uploads were decoded: kept as it is, shown without a thumbnail.
    const mime = sniffImage(bytes);
    if (!(err instanceof ImageRefused) || mime === null) throw err;
    return { bytes, mime, width: null, height: null, thumb: null };
  }
}

/**
 * Moves pictures written before the picture store existed out of the database, one at a time: each
 * is cleaned (upright, no metadata) when needed, given a thumbnail, stored, and its row pointed at
 * it. Until then such a picture is served from its row, so nothing waits for this. Safe to run on
 * several instances at once: a row moves only if nobody moved it first.
 */
export async function moveLegacyPictures(
  db: Db,
  pictures: SealedPictureStore,
  pictureKey: Buffer,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const next = await repo.nextLegacyPicture(db, after);
    if (!next) break;
    after = next.id;
    try {
      const bytes = await readImage(db, pictures, pictureKey, { id: next.id, image_key: null });
      if (bytes === null) continue;
      const stored = await storeImage(pictures, await prepareExisting(bytes));
      const row = await repo.replaceStored(db, next.user_id, next.id, null, stored, false);
      if (row) moved += 1;
      else await pictures.delete(stored.image_key, stored.thumb_key);
    } catch (err) {
      log.warn({ err, pictureId: next.id }, 'picture not moved to the picture store');
    }
  }
  if (moved > 0)
    log.info({ moved, store: pictures.description }, 'pictures moved out of the database');
  return moved;
}
