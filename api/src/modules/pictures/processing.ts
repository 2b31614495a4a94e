import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import type { ImageMime } from '../../lib/image';
import { ImageRefused } from './image-work';
import type { ImageJob, StoredImage } from './image-work';
import type { WorkerReply, WorkerRequest } from './image-worker';

export { ImageRefused, MAX_PIXELS, THUMB_HEIGHT, THUMB_MIME } from './image-work';
export type { StoredImage } from './image-work';

/**
 * Image work (decode, turn upright, re-encode, thumbnail: about 0.3 s of CPU for a 5 MB photo)
 * runs in a small pool of child processes (image-worker.ts) at the lowest CPU priority, never in the
 * API's process: on a small machine a burst of uploads then takes the cores only when the event loop
 * and the embedded database do not want them. Bytes travel over the IPC channel with advanced
 * serialisation (structured clone, not JSON; nothing is written to disk in the clear).
 *
 * Workers start on the first job and stay; a worker that dies is replaced on the next job and its
 * jobs fail with `ImageWorkerFailed`. An idle pool never keeps the process alive; `closeImagePool`
 * (the API's shutdown) stops the workers.
 */
export class ImageWorkerFailed extends Error {
  constructor(detail: string) {
    super(`image worker failed: ${detail}`);
    this.name = 'ImageWorkerFailed';
  }
}

/** Workers: one on a 2-core machine (a core stays with the API), at most 4. */
const IMAGE_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Pending {
  resolve: (image: StoredImage) => void;
  reject: (err: Error) => void;
}

export interface WorkerStatus {
  pid: number;
  jobs: number;
}

interface Worker {
  child: ChildProcess;
  pending: Map<number, Pending>;
}

/** The worker's entry beside this file: TypeScript under tsx or Jest, JavaScript once built. */
const ENTRY = join(__dirname, `image-worker${extname(__filename)}`);

/** The API package's folder, where `tsx` resolves from. */
const API_DIR = join(__dirname, '..', '..', '..');

const asBuffer = (bytes: Uint8Array | null): Buffer | null =>
  bytes === null || Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

class ImagePool {
  private readonly workers: Worker[] = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  run(job: ImageJob): Promise<StoredImage> {
    const worker = this.pick();
    const id = this.nextId++;
    return new Promise<StoredImage>((resolve, reject) => {
      worker.pending.set(id, { resolve, reject });
      this.hold(worker);
      const request: WorkerRequest = { id, job };
      worker.child.send(request, (err) => {
        if (err) this.settle(worker, id, new ImageWorkerFailed(err.message));
      });
    });
  }

  /** The running workers: process id and jobs sent and not answered yet (diagnostics, tests). */
  status(): WorkerStatus[] {
    return this.workers.flatMap((w) =>
      w.child.pid === undefined ? [] : [{ pid: w.child.pid, jobs: w.pending.size }],
    );
  }

  /** Stops every worker; jobs still running fail. The next job starts the pool again. */
  close(): void {
    for (const worker of this.workers.splice(0)) {
      this.fail(worker, 'the image workers were stopped');
      worker.child.kill();
    }
  }

  /** The least busy worker, starting one while the pool is not full. */
  private pick(): Worker {
    const idle = this.workers.find((w) => w.pending.size === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.spawn();
    return this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private spawn(): Worker {
    const child = fork(ENTRY, [], {
      serialization: 'advanced',
      // Under tsx or Jest the entry is TypeScript: tsx runs it. Built, node runs it as it is.
      ...(ENTRY.endsWith('.ts')
        ? { execArgv: ['--import', 'tsx'], cwd: API_DIR }
        : { execArgv: [] }),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, pending: new Map() };
    child.on('message', (reply: WorkerReply) => this.answer(worker, reply));
    child.on('exit', (code, signal) => {
      const at = this.workers.indexOf(worker);
      if (at >= 0) this.workers.splice(at, 1);
      this.fail(worker, `exited (${signal ?? `code ${code ?? 'unknown'}`})`);
    });
    child.on('error', (err) => {
      this.fail(worker, err.message);
      child.kill();
    });
    this.workers.push(worker);
    this.release(worker);
    return worker;
  }

  private answer(worker: Worker, reply: WorkerReply): void {
    if (reply.ok) {
      const { image } = reply;
      const bytes = asBuffer(image.bytes) ?? Buffer.alloc(0);
      this.settle(worker, reply.id, { ...image, bytes, thumb: asBuffer(image.thumb) });
    } else if ('refused' in reply) {
      this.settle(worker, reply.id, new ImageRefused(reply.refused));
    } else {
      this.settle(worker, reply.id, new ImageWorkerFailed(reply.error));
    }
  }

  private settle(worker: Worker, id: number, outcome: StoredImage | Error): void {
    const pending = worker.pending.get(id);
    if (!pending) return;
    worker.pending.delete(id);
    if (outcome instanceof Error) pending.reject(outcome);
    else pending.resolve(outcome);
    if (worker.pending.size === 0) this.release(worker);
  }

  private fail(worker: Worker, detail: string): void {
    for (const id of [...worker.pending.keys()]) {
      this.settle(worker, id, new ImageWorkerFailed(detail));
    }
  }

  /** A worker with jobs keeps the process alive until they are answered... */
  private hold(worker: Worker): void {
    worker.child.ref();
    worker.child.channel?.ref();
  }

  /** ...an idle one does not. */
  private release(worker: Worker): void {
    worker.child.unref();
    worker.child.channel?.unref();
  }
}

const pool = new ImagePool(IMAGE_WORKERS);

/** The running image workers: process id and jobs in hand. */
export const imageWorkers = (): WorkerStatus[] => pool.status();

/** Stops the image workers (the API's shutdown); a later job starts them again. */
export const closeImagePool = (): void => pool.close();

/**
 * An upload: refused unless it decodes as JPEG or PNG within MAX_PIXELS; turned upright by its EXIF
 * orientation, then re-encoded without any metadata; with its thumbnail.
 */
export const prepareUpload = (bytes: Buffer): Promise<StoredImage> =>
  pool.run({ op: 'upload', bytes });

/**
 * A picture already stored (a backup being restored, a picture moved out of the database): kept
 * byte for byte when it is already clean, cleaned like an upload otherwise; with its thumbnail.
 */
export const prepareStored = (bytes: Buffer): Promise<StoredImage> =>
  pool.run({ op: 'stored', bytes });

/** A stored picture turned 90 degrees, and its new thumbnail. */
export const rotateStored = (
  bytes: Buffer,
  mime: ImageMime,
  direction: 'left' | 'right',
): Promise<StoredImage> => pool.run({ op: 'rotate', bytes, mime, direction });
