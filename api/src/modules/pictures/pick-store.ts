import type { S3StoreConfig } from '../../config';
import { S3PictureStore } from './s3-store';
import { FilePictureStore, MemoryPictureStore } from './store';
import type { PictureStore } from './store';

/** What a configuration stores pictures in. */
export type PictureStoreKind = 's3' | 'fs' | 'memory';

interface PictureStoreSettings {
  pictureDir: string | null;
  /** PICTURE_STORE=s3: the bucket; null: files in `pictureDir`, or memory when there is none. */
  pictureS3: S3StoreConfig | null;
}

export function pictureStoreKind(cfg: PictureStoreSettings): PictureStoreKind {
  if (cfg.pictureS3 !== null) return 's3';
  return cfg.pictureDir === null ? 'memory' : 'fs';
}

/**
 * What start-up should warn about the picture store: in production, files on one machine's disk
 * are only right for a single instance (behind a balancer, a picture stored through one instance is
 * missing from the others, and a backup taken on one drops the others' pictures).
 */
export function pictureStoreWarning(
  cfg: PictureStoreSettings & { isProduction: boolean },
): string | null {
  if (!cfg.isProduction || pictureStoreKind(cfg) !== 'fs') return null;
  return 'pictures are kept on this machine (PICTURE_STORE=fs): run one instance only, or set PICTURE_STORE=s3 so every instance shares them';
}

const stores = new WeakMap<object, PictureStore>();

/**
 * The store of a configuration (see `pictureStoreKind`). One instance per configuration object, so
 * the seed and the API started with the same configuration share it (and its connections).
 */
export function pictureStoreOf(cfg: PictureStoreSettings): PictureStore {
  let store = stores.get(cfg);
  if (!store) {
    store =
      cfg.pictureS3 !== null
        ? new S3PictureStore(cfg.pictureS3)
        : cfg.pictureDir === null
          ? new MemoryPictureStore()
          : new FilePictureStore(cfg.pictureDir);
    stores.set(cfg, store);
  }
  return store;
}
