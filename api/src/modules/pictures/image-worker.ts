/**
 * An image worker: a child process of the API (started by the pool in processing.ts) that does the
 * picture work with sharp at the lowest CPU priority, so a burst of uploads never competes with the
 * API's event loop and the embedded database for the machine's cores.
 *
 * Messages (advanced serialisation: Buffers travel as bytes, not JSON): in `{ id, job }`; out
 * `{ id, ok: true, image }`, `{ id, ok: false, refused }` (not a usable JPEG or PNG) or
 * `{ id, ok: false, error }` (anything else).
 */
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { ImageRefused, runImageJob } from './image-work';
import type { ImageJob, RefusalReason, StoredImage } from './image-work';

export interface WorkerRequest {
  id: number;
  job: ImageJob;
}

export type WorkerReply =
  | { id: number; ok: true; image: StoredImage }
  | { id: number; ok: false; refused: RefusalReason }
  | { id: number; ok: false; error: string };

/** The niceness the workers ask for (19, the lowest priority; where refused they run as they are). */
const WORKER_NICE = 19;

/** Uint8Array → Buffer without copying (the serialiser may hand back either). */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function start(send: (reply: WorkerReply) => void): void {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Some containers refuse priority changes; the work is still off the API's process.
  }
  // One libvips thread, one picture at a time: the pool decides how many pictures run at once.
  sharp.concurrency(1);
  // Each picture is new: libvips' operation cache would only hold on to memory.
  sharp.cache(false);

  let queue: Promise<unknown> = Promise.resolve();
  process.on('message', (msg: WorkerRequest) => {
    const job = { ...msg.job, bytes: asBuffer(msg.job.bytes) };
    queue = queue.then(async () => {
      try {
        send({ id: msg.id, ok: true, image: await runImageJob(job) });
      } catch (err) {
        send(
          err instanceof ImageRefused
            ? { id: msg.id, ok: false, refused: err.reason }
            : { id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) },
        );
      }
    });
  });
  // The API went away (or closed the pool): nothing is left to do.
  process.on('disconnect', () => process.exit(0));
}

if (process.send !== undefined) {
  const send = process.send.bind(process);
  start((reply) => send(reply));
}
