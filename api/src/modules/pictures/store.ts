import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertKey } from './object-key';

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
 * `pictureStoreOf` (`pick-store.ts`) is the one place that chooses.
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
