import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3StoreConfig } from '../../config';
import { assertKey } from './object-key';
import { S3PictureStore } from './s3-store';

export { newPictureKey } from './object-key';

/**
 * Where picture bytes live: opaque objects by key, outside the database, so a 5 MB picture never
 * passes through the database's connection (nor the embedded engine's single thread).
 *
 * The contract, for anyone writing another implementation:
 * - Keys are the application's own (`[a-z0-9][a-z0-9._-]*`, at most 128 characters); an object is
 *   written once under a fresh key and never changed (a rotation writes a new key, then deletes the
 *   old one), so implementations need no locking and readers never see half an object.
 * - `put` stores the whole object durably before it resolves; `get` answers null for a key that does
 *   not exist; `delete` of a missing key succeeds.
 * - The bytes handed to a store are already encrypted (`sealed-store.ts`): a store never sees a
 *   picture in the clear, so a bucket needs no server-side encryption of its own to keep them safe.
 * - `check` is the readiness probe (`GET /api/ready`): it resolves when the store answers and could
 *   take a write, and rejects with a short reason (no secrets, no stack) otherwise. It must be cheap
 *   and bounded in time: a load balancer calls it every few seconds.
 *
 * Implementations: files (`FilePictureStore`, one machine), memory (tests and tools) and an
 * S3-compatible bucket (`S3PictureStore`, `s3-store.ts`: several instances share it).
 * `pictureStoreOf` is the one place that chooses.
 */
export interface PictureStore {
  /** What the store is, for logs ('filesystem …', 'memory', 's3 …'). */
  readonly description: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  check(): Promise<void>;
}

/**
 * Files under one folder (DATA_DIR/pictures by default), fanned out by the key's first two
 * characters. Each object is written to a temporary file and renamed into place, so a crash never
 * leaves a partial object under its key. File I/O runs on libuv's thread pool, not the event loop.
 */
export class FilePictureStore implements PictureStore {
  readonly description: string;
  constructor(private readonly dir: string) {
    this.description = `filesystem ${dir}`;
  }

  private pathOf(key: string): { folder: string; file: string } {
    assertKey(key);
    const folder = join(this.dir, key.slice(0, 2));
    return { folder, file: join(folder, key) };
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { folder, file } = this.pathOf(key);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(tmp, bytes, { mode: 0o600, flush: true });
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key).file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key).file, { force: true });
  }

  /** The folder exists (made on first use, as `put` would) and this process may write in it. */
  async check(): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await access(this.dir, constants.W_OK);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'error';
      throw new Error(`picture folder not writable (${code})`);
    }
  }
}

/** In memory: for an API whose database is in memory too (DATA_DIR unset in tests and tools). */
export class MemoryPictureStore implements PictureStore {
  readonly description = 'memory';
  private readonly objects = new Map<string, Buffer>();

  put(key: string, bytes: Buffer): Promise<void> {
    assertKey(key);
    this.objects.set(key, Buffer.from(bytes));
    return Promise.resolve();
  }

  get(key: string): Promise<Buffer | null> {
    assertKey(key);
    return Promise.resolve(this.objects.get(key) ?? null);
  }

  delete(key: string): Promise<void> {
    this.objects.delete(key);
    return Promise.resolve();
  }

  check(): Promise<void> {
    return Promise.resolve();
  }

  /** How many objects it holds (tests: nothing left behind). */
  get size(): number {
    return this.objects.size;
  }
}

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
