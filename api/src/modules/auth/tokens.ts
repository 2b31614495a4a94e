import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { HttpError } from '../../lib/http-errors';
import { JwtError, nowSeconds, signJwt, verifyJwt } from '../../lib/jwt';
import type { UserRow } from '../../types';
import { findUserById } from '../users';
import * as repo from './repository';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Where a session is used from (the sessions list of the admin area shows it). */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
  /** The kiosk device a kiosk sign-in came from. */
  deviceId: string | null;
}

/** The client of a request: its user agent (at most 500 characters) and address. */
export function clientOf(
  req: { headers: Record<string, unknown>; ip: string },
  deviceId: string | null = null,
): SessionClient {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null, ip: req.ip, deviceId };
}

/** What a pair is made of: signing it again gives the very same strings (reuse grace). */
interface PairClaims {
  userId: number;
  familyId: string;
  jti: string;
  accessJti: string;
  iat: number;
  passwordVersion: number;
  /** The account's session generation and key when the pair was signed (docs/security.md, "Sessions"). */
  sessionGen: number;
  accountKey: string;
  /** A session a kiosk device signed in: marked in its access token (`kiosk: true`). */
  kiosk: boolean;
}

function signPair(cfg: AppConfig, c: PairClaims): TokenPair {
  const access = signJwt(
    {
      token_type: 'access',
      user_id: c.userId,
      jti: c.accessJti,
      // The session (refresh family): CSRF tokens fetched while signed in are bound to it (fam);
      // the token is valid only while it is alive (sid), the account's generation is still `gen`
      // and the account is still the one whose key is `acct` (docs/security.md, "Sessions").
      fam: c.familyId,
      sid: c.familyId,
      gen: c.sessionGen,
      acct: c.accountKey,
      ...(c.kiosk ? { kiosk: true } : {}),
      pwv: c.passwordVersion,
      iat: c.iat,
      exp: c.iat + cfg.accessTokenTtlSeconds,
    },
    cfg.jwtSecret,
  );
  const refresh = signJwt(
    {
      token_type: 'refresh',
      user_id: c.userId,
      jti: c.jti,
      fam: c.familyId,
      iat: c.iat,
      exp: c.iat + cfg.refreshTokenTtlSeconds,
    },
    cfg.jwtSecret,
  );
  return { access, refresh };
}

/** Issues an access token and a refresh token; a new family unless one is given (rotation). */
export async function issueTokens(
  q: Queryable,
  cfg: AppConfig,
  user: UserRow,
  familyId: string = randomUUID(),
  client: SessionClient | null = null,
): Promise<TokenPair> {
  const { access, refresh } = await issuePair(q, cfg, user, familyId, client);
  return { access, refresh };
}

async function issuePair(
  q: Queryable,
  cfg: AppConfig,
  user: UserRow,
  familyId: string,
  client: SessionClient | null,
): Promise<TokenPair & { jti: string }> {
  const claims: PairClaims = {
    userId: user.id,
    familyId,
    jti: randomUUID(),
    accessJti: randomUUID(),
    iat: nowSeconds(),
    passwordVersion: user.password_version,
    sessionGen: user.session_gen,
    accountKey: user.account_key,
    kiosk: client?.deviceId != null,
  };
  await repo.insertRefresh(q, {
    jti: claims.jti,
    familyId,
    userId: user.id,
    issuedAt: claims.iat,
    expiresAtSec: claims.iat + cfg.refreshTokenTtlSeconds,
    accessJti: claims.accessJti,
    passwordVersion: claims.passwordVersion,
    client,
  });
  return { ...signPair(cfg, claims), jti: claims.jti };
}

const refreshInvalid = (message: string): HttpError =>
  new HttpError(401, {
    detail: 'Token is invalid or expired',
    code: 'token_not_valid',
    messages: [{ token_class: 'RefreshToken', token_type: 'refresh', message }],
  });

interface RefreshClaims {
  jti: string;
  fam: string;
  user_id: number;
}

function readRefresh(cfg: AppConfig, token: string): RefreshClaims {
  let p;
  try {
    p = verifyJwt(token, cfg.jwtSecret);
  } catch (err) {
    throw refreshInvalid(err instanceof JwtError ? err.message : 'Token is invalid');
  }
  if (
    p.token_type !== 'refresh' ||
    typeof p.jti !== 'string' ||
    typeof p.fam !== 'string' ||
    typeof p.user_id !== 'number'
  ) {
    throw refreshInvalid('Token has wrong type');
  }
  return { jti: p.jti, fam: p.fam, user_id: p.user_id };
}

/**
 * Rotates a refresh token. Presented again within the reuse grace (two tabs refreshing at once),
 * it answers the same new pair it gave the first time. Presented again later (or revoked), it
 * revokes its whole family: whoever holds a stolen copy and the real owner are both signed out.
 */
export async function rotateRefresh(
  db: Db,
  cfg: AppConfig,
  token: string,
  client: SessionClient | null = null,
): Promise<TokenPair> {
  const claims = readRefresh(cfg, token);
  const outcome = await db.tx(async (q) => {
    const row = await repo.lockRefresh(q, claims.jti);
    if (!row) return { kind: 'unknown' as const };
    if (row.revoked_at === null && row.used_at !== null && row.replaced_by !== null) {
      const age = (Date.now() - row.used_at.getTime()) / 1000;
      const child =
        age <= cfg.refreshReuseGraceSeconds ? await repo.findRefresh(q, row.replaced_by) : null;
      // Only while the new pair is still the family's newest: a token replayed after the
      // family moved on is theft, however recent.
      const owner = child ? await findUserById(q, child.user_id) : null;
      if (
        child &&
        owner &&
        child.revoked_at === null &&
        child.used_at === null &&
        child.family_id === claims.fam
      ) {
        return {
          kind: 'ok' as const,
          pair: signPair(cfg, {
            userId: child.user_id,
            familyId: child.family_id,
            jti: child.jti,
            accessJti: child.access_jti,
            iat: Number(child.issued_at),
            passwordVersion: child.password_version,
            sessionGen: owner.session_gen,
            accountKey: owner.account_key,
            kiosk: child.device_id !== null,
          }),
        };
      }
    }
    if (row.used_at !== null || row.revoked_at !== null) {
      await repo.revokeFamily(q, claims.fam);
      return { kind: 'reused' as const };
    }
    const user = await findUserById(q, row.user_id);
    if (!user || !user.is_active || !user.is_approved) {
      await repo.revokeFamily(q, claims.fam);
      return { kind: 'inactive' as const };
    }
    // A kiosk session stays the device's: the rotation keeps the device id of its family.
    const { jti, ...pair } = await issuePair(q, cfg, user, claims.fam, {
      userAgent: client?.userAgent ?? null,
      ip: client?.ip ?? null,
      deviceId: row.device_id,
    });
    await repo.markRefreshUsed(q, claims.jti, jti);
    return { kind: 'ok' as const, pair };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.pair;
    case 'reused':
      throw refreshInvalid('Token has already been used; its session has been revoked');
    case 'inactive':
      throw refreshInvalid('User is inactive');
    case 'unknown':
      throw refreshInvalid('Token is blacklisted');
  }
}

/** Logout: revokes the family of the given refresh token (if it is valid and belongs to the user). */
export async function revokeRefresh(
  q: Queryable,
  cfg: AppConfig,
  token: string,
  userId: number | null,
): Promise<boolean> {
  let claims: RefreshClaims;
  try {
    claims = readRefresh(cfg, token);
  } catch {
    return false;
  }
  if (userId !== null && claims.user_id !== userId) return false;
  await repo.revokeFamily(q, claims.fam);
  return true;
}
