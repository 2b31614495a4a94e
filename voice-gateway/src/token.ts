import { createHmac, timingSafeEqual } from 'node:crypto';
import { GATEWAY_ERRORS } from './sdk-errors';
import type { GatewayErrorName } from './sdk-errors';

/** The provider refuses access tokens that live longer than a day (31207). */
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 3600;

/**
 * Client names (identities) must not contain control, space, delimiter or unwise characters (spec 5):
 * RFC 2396's sets, as the provider applies them.
 */
const DELIMS_AND_UNWISE = new Set('<>#%"{}|\\^[]`');

export function isValidClientName(name: string): boolean {
  if (name === '' || name.length > 256) return false;
  for (let i = 0; i < name.length; i += 1) {
    const code = name.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || DELIMS_AND_UNWISE.has(name.charAt(i))) return false;
  }
  return true;
}

export interface VoiceGrant {
  identity: string;
  /** Unix seconds. */
  expiresAt: number;
  incomingAllowed: boolean;
}

export class TokenError extends Error {
  constructor(readonly reason: GatewayErrorName) {
    super(GATEWAY_ERRORS[reason].message);
  }
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an access token the API issued for the local gateway (api: `buildVoiceToken`): the provider's
 * AccessToken format (header `cty: twilio-fpa;v=1`, `grants.identity`, `grants.voice`), HS256 with the shared
 * voice gateway secret. Throws a TokenError naming the SDK error to answer with.
 */
export function verifyVoiceToken(
  token: unknown,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): VoiceGrant {
  if (typeof token !== 'string' || token === '') throw new TokenError('tokenMissing');
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenError('tokenInvalid');
  const [head, body, signature] = parts as [string, string, string];
  const header = decodePart(head);
  const payload = decodePart(body);
  if (!isRecord(header) || !isRecord(payload)) throw new TokenError('tokenInvalid');
  if (header['alg'] !== 'HS256' || header['cty'] !== 'twilio-fpa;v=1') {
    throw new TokenError('tokenInvalid');
  }

  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new TokenError('tokenSignature');
  }

  const { exp, iat, grants } = payload;
  if (typeof exp !== 'number' || !isRecord(grants)) throw new TokenError('tokenInvalid');
  if (typeof iat === 'number' && exp - iat > MAX_TOKEN_LIFETIME_SECONDS) {
    throw new TokenError('tokenTooLong');
  }
  if (exp <= nowSeconds) throw new TokenError('tokenExpired');
  const identity = grants['identity'];
  if (typeof identity !== 'string' || !isValidClientName(identity)) {
    throw new TokenError('tokenInvalid');
  }
  const voice = isRecord(grants['voice']) ? grants['voice'] : {};
  const incoming = isRecord(voice['incoming']) ? voice['incoming'] : {};
  return { identity, expiresAt: exp, incomingAllowed: incoming['allow'] === true };
}
