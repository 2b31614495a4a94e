import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PictureStore } from './store';

/**
 * Pictures encrypted at rest with PICTURE_KEY (AES-256-GCM, a fresh 96-bit nonce per object), on top
 * of any `PictureStore`. An object is `CPB1 | nonce (12) | ciphertext | tag (16)`; the object's key
 * is authenticated with it, so one picture's file moved under another key does not open.
 *
 * Encryption, decryption and hashing go through the bytes in slices, giving the event loop a turn
 * between slices: five 5 MB pictures at once never hold other requests for more than a slice.
 */
const MAGIC = Buffer.from('CPB1');
const NONCE = 12;
const TAG = 16;
const SLICE = 256 * 1024;

const aadOf = (key: string): Buffer => Buffer.from(`care-picture-v2:${key}`);

/** Calls `each` with `bytes` slice by slice, yielding to the event loop in between. */
async function sliced(bytes: Buffer, each: (slice: Buffer) => void): Promise<void> {
  for (let at = 0; at < bytes.length; at += SLICE) {
    each(bytes.subarray(at, at + SLICE));
    if (at + SLICE < bytes.length) await nextTurn();
  }
}

export class SealedPictureStore {
  constructor(
    private readonly store: PictureStore,
    private readonly pictureKey: Buffer,
  ) {}

  get description(): string {
    return this.store.description;
  }

  /** The readiness probe of the store underneath (see `PictureStore.check`). */
  check(): Promise<void> {
    return this.store.check();
  }

  /** Encrypts and stores `plain` under `key`; answers the SHA-256 content tag of `plain`. */
  async put(key: string, plain: Buffer): Promise<string> {
    const nonce = randomBytes(NONCE);
    const cipher = createCipheriv('aes-256-gcm', this.pictureKey, nonce);
    cipher.setAAD(aadOf(key));
    const hash = createHash('sha256');
    const body: Buffer[] = [];
    await sliced(plain, (slice) => {
      body.push(cipher.update(slice));
      hash.update(slice);
    });
    const sealed = Buffer.concat([MAGIC, nonce, ...body, cipher.final(), cipher.getAuthTag()]);
    await this.store.put(key, sealed);
    return hash.digest('base64url');
  }

  /** The decrypted bytes, or null when there is no such object. Throws when they do not authenticate. */
  async get(key: string): Promise<Buffer | null> {
    const sealed = await this.store.get(key);
    if (sealed === null) return null;
    if (sealed.length < MAGIC.length + NONCE + TAG || !sealed.subarray(0, 4).equals(MAGIC)) {
      throw new Error('stored picture is not a sealed picture object');
    }
    const nonce = sealed.subarray(MAGIC.length, MAGIC.length + NONCE);
    const decipher = createDecipheriv('aes-256-gcm', this.pictureKey, nonce);
    decipher.setAAD(aadOf(key));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    const body: Buffer[] = [];
    await sliced(sealed.subarray(MAGIC.length + NONCE, sealed.length - TAG), (slice) =>
      body.push(decipher.update(slice)),
    );
    return Buffer.concat([...body, decipher.final()]);
  }

  /** Deletes every key given; a failure is left for the caller to log (the picture is gone already). */
  async delete(...keys: (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      keys.filter((k): k is string => typeof k === 'string').map((k) => this.store.delete(k)),
    );
  }
}
