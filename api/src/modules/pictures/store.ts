import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
 *
 * An S3-compatible object store implements it with PutObject (`put`), GetObject (`get`; NoSuchKey is
 * null) and DeleteObject (`delete`) on one bucket, optionally under a prefix. Configure it in
 * `pictureStoreOf` (the one place that chooses an implementation) and nothing else changes.
 */
export interface PictureStore {
  /** What the store is, for logs ('filesystem …', 'memory'). */
  readonly description: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid picture store key');
}

/** A fresh, unguessable object key (`<32 hex>` plus an optional suffix such as `.thumb`). */
export function newPictureKey(suffix = ''): string {
  return `${randomBytes(16).toString('hex')}${suffix}`;
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

  /** How many objects it holds (tests: nothing left behind). */
  get size(): number {
    return this.objects.size;
  }
}

const stores = new WeakMap<object, PictureStore>();

/**
 * The store of a configuration: files in `pictureDir`, or memory when there is none. One instance per
 * configuration object, so the seed and the API started with the same configuration share it.
 * (An object store would be chosen here, from its own settings.)
 */
export function pictureStoreOf(cfg: { pictureDir: string | null }): PictureStore {
  let store = stores.get(cfg);
  if (!store) {
    store =
      cfg.pictureDir === null ? new MemoryPictureStore() : new FilePictureStore(cfg.pictureDir);
    stores.set(cfg, store);
  }
  return store;
}
