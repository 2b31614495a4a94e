import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = { N: 131072, r: 8, p: 1 };
const KEYLEN = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave room above it so Node does not refuse.
  const maxmem = 256 * N * r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

/** Format: scrypt$N$r$p$saltB64$hashB64 (parameters stored so they can be raised later). */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

function parse(stored: string): (ScryptParams & { salt: Buffer; hash: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { ...params, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const key = await derive(password, h.salt, h);
  return key.length === h.hash.length && timingSafeEqual(key, h.hash);
}

/** Whether a stored hash was made with other parameters than today's (re-hash at sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const h = parse(stored);
  return !h || h.N !== params.N || h.r !== params.r || h.p !== params.p;
}

/** A precomputed hash to verify against when the account does not exist (equal timing). */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(params: ScryptParams): Promise<string> {
  const k = `${params.N}/${params.r}/${params.p}`;
  let h = dummyHashes.get(k);
  if (!h) {
    h = hashPassword(randomBytes(12).toString('hex'), params);
    dummyHashes.set(k, h);
  }
  return h;
}
