import { MIN_TOKEN_LENGTH } from './constants';
import { decodeJwtPayload, jwtExpiryMs } from './jwt';

const URL_SAFE_PART = '[A-Za-z0-9_-]+={0,2}';
const JWT_SHAPE = new RegExp(`^${URL_SAFE_PART}\\.${URL_SAFE_PART}\\.${URL_SAFE_PART}$`);

/**
 * Spec 5 token rules without the expiry check: three dot-separated parts of URL-safe base64, at least
 * 20 characters, not 'null' / 'undefined', and a payload that decodes. A stored token failing this is
 * corrupt (it can never become valid) and is removed.
 */
export function isWellFormedToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  if (token === 'null' || token === 'undefined') return false;
  if (token.length < MIN_TOKEN_LENGTH || !JWT_SHAPE.test(token)) return false;
  return decodeJwtPayload(token) !== null;
}

/** Spec 5: well formed and not expired (a token without `exp` does not expire). */
export function isValidToken(token: unknown, now: number = Date.now()): token is string {
  if (!isWellFormedToken(token)) return false;
  const expiry = jwtExpiryMs(token);
  return expiry === null || expiry > now;
}

/** True when the token is missing, malformed, expired or expires within `leewayMs`. */
export function expiresWithin(
  token: string | null,
  leewayMs: number,
  now: number = Date.now(),
): boolean {
  if (!isValidToken(token, now)) return true;
  const expiry = jwtExpiryMs(token);
  return expiry !== null && expiry - now <= leewayMs;
}
