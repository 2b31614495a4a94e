import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What is stored of a kiosk secret: its SHA-256 digest. A generated secret holds 192 random bits,
 * so a plain digest cannot be searched; the secret itself is never stored nor returned again.
 */
export function kioskSecretDigest(secret: string): string {
  return `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`;
}

/** Whether `secret` is the one whose digest is stored (constant time). */
export function kioskSecretMatches(stored: string | null, secret: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(kioskSecretDigest(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}
