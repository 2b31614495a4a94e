import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number };

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/** HS256 JWT: three dot-separated base64url parts (the shape the frontend checks, spec 5). */
export function signJwt(
  payload: JwtPayload,
  secret: Buffer | string,
  header: Record<string, string> = {},
): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', ...header }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export class JwtError extends Error {}

/** Verifies signature, algorithm and expiry. Throws JwtError with a reason. */
export function verifyJwt(
  token: string,
  secret: Buffer | string,
  nowSec = nowSeconds(),
): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('Token is malformed');
  const [head, body, sig] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('Token is malformed');
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    (header as { alg?: unknown }).alg !== 'HS256'
  ) {
    throw new JwtError('Token algorithm is not accepted');
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('Token signature is invalid');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new JwtError('Token is malformed');
  }
  const p = payload as JwtPayload;
  if (typeof p.exp !== 'number' || p.exp <= nowSec) throw new JwtError('Token is expired');
  return p;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
