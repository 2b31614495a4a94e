import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * The encrypted backup file (docs/security.md, finding 3): the backup document as JSON, sealed with
 * AES-256-GCM under a key that scrypt derives from the passphrase the superuser typed. The file is
 * itself JSON so that it stays a readable, self-describing envelope; only the ciphertext is opaque.
 */
const ENVELOPE_FORMAT = 'care-backup-encrypted';
const ENVELOPE_VERSION = 1;
export const MIN_PASSPHRASE = 12;

/** scrypt's cost: N = 2^15, r = 8, p = 1 takes 32 MiB and about 0.1 s; a file may ask for up to 2^20. */
const N = 2 ** 15;
const R = 8;
const P = 1;
const MAX_N = 2 ** 20;
const SALT_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface BackupEnvelope {
  format: typeof ENVELOPE_FORMAT;
  version: typeof ENVELOPE_VERSION;
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  cipher: { name: 'aes-256-gcm'; iv: string; tag: string };
  ciphertext: string;
}

/** The format and version are authenticated with the data, so neither can be swapped unnoticed. */
const AAD = Buffer.from(`${ENVELOPE_FORMAT}/${ENVELOPE_VERSION}`);

function deriveKey(passphrase: string, salt: Buffer, n: number, r: number, p: number) {
  // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is exactly that at N = 2^15, r = 8
  // and refuses it, so the limit is raised to what the parameters need plus room.
  const options: ScryptOptions = { N: n, r, p, maxmem: 128 * n * r + 16 * 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 32, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Encrypts a backup document under the passphrase (a fresh salt and IV each time). */
export async function sealBackup(doc: unknown, passphrase: string): Promise<BackupEnvelope> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await deriveKey(passphrase, salt, N, R, P);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(doc), 'utf8'), cipher.final()]);
  return {
    format: ENVELOPE_FORMAT,
    version: ENVELOPE_VERSION,
    kdf: { name: 'scrypt', N, r: R, p: P, salt: salt.toString('base64') },
    cipher: {
      name: 'aes-256-gcm',
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    },
    ciphertext: ciphertext.toString('base64'),
  };
}

/** True when the value looks like an encrypted backup (its format field says so). */
export function isEnvelope(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>).format === ENVELOPE_FORMAT
  );
}

export class EnvelopeError extends Error {
  constructor(
    message: string,
    readonly code: 'wrong_version' | 'invalid_backup' | 'wrong_passphrase',
  ) {
    super(message);
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
function b64(value: unknown, bytes?: number): Buffer | null {
  if (typeof value !== 'string' || !BASE64.test(value)) return null;
  const out = Buffer.from(value, 'base64');
  return bytes === undefined || out.length === bytes ? out : null;
}

/**
 * Decrypts an encrypted backup. A wrong passphrase and a changed byte are the same failure to GCM
 * (the tag does not match), so both get one message; the cost parameters a file asks for are
 * bounded, so a crafted file cannot make the server spend gigabytes on scrypt.
 */
export async function openBackup(envelope: unknown, passphrase: string): Promise<unknown> {
  const e = envelope as Record<string, unknown>;
  if (e.version !== ENVELOPE_VERSION) {
    throw new EnvelopeError(
      `This encrypted backup is version ${JSON.stringify(e.version)}; this server opens version ${ENVELOPE_VERSION}.`,
      'wrong_version',
    );
  }
  const kdf = (e.kdf ?? {}) as Record<string, unknown>;
  const cipher = (e.cipher ?? {}) as Record<string, unknown>;
  const salt = b64(kdf.salt);
  const iv = b64(cipher.iv, IV_BYTES);
  const tag = b64(cipher.tag, TAG_BYTES);
  const data = b64(e.ciphertext);
  const n = kdf.N;
  if (
    kdf.name !== 'scrypt' ||
    cipher.name !== 'aes-256-gcm' ||
    typeof n !== 'number' ||
    !Number.isInteger(Math.log2(n)) ||
    n < N ||
    n > MAX_N ||
    kdf.r !== R ||
    kdf.p !== P ||
    !salt ||
    salt.length < 16 ||
    !iv ||
    !tag ||
    !data
  ) {
    throw new EnvelopeError(
      'Invalid backup: the encrypted file is damaged (its envelope is incomplete).',
      'invalid_backup',
    );
  }
  const key = await deriveKey(passphrase, salt, n, R, P);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(AAD);
  decipher.setAuthTag(tag);
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    throw new EnvelopeError(
      'The passphrase does not open this backup (or the file was changed).',
      'wrong_passphrase',
    );
  }
  try {
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw new EnvelopeError(
      'Invalid backup: the decrypted document is not JSON.',
      'invalid_backup',
    );
  }
}
