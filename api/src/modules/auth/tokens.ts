import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { HttpError } from '../../lib/http-errors';
import { JwtError, nowSeconds, signJwt, verifyJwt } from '../../lib/jwt';
import type { UserRow } from '../../types';
import { findUserById } from '../users/repository';
import * as repo from './repository';

export interface TokenPair {
  access: string;
  refresh: string;
}

export function signAccess(cfg: AppConfig, user: UserRow): string {
  const iat = nowSeconds();
  return signJwt(
    {
      token_type: 'access',
      user_id: user.id,
      jti: randomUUID(),
      iat,
      exp: iat + cfg.accessTokenTtlSeconds,
    },
    cfg.jwtSecret,
  );
}

/** Issues an access token and a refresh token; a new family unless one is given (rotation). */
export async function issueTokens(
  q: Queryable,
  cfg: AppConfig,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const iat = nowSeconds();
  const jti = randomUUID();
  const exp = iat + cfg.refreshTokenTtlSeconds;
  const refresh = signJwt(
    { token_type: 'refresh', user_id: user.id, jti, fam: familyId, iat, exp },
    cfg.jwtSecret,
  );
  await repo.insertRefresh(q, { jti, familyId, userId: user.id, expiresAtSec: exp });
  return { access: signAccess(cfg, user), refresh };
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

export function readRefresh(cfg: AppConfig, token: string): RefreshClaims {
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
 * Rotates a refresh token. A token used twice (or revoked) revokes its whole family: whoever
 * holds a stolen copy and the real owner are both signed out.
 */
export async function rotateRefresh(db: Db, cfg: AppConfig, token: string): Promise<TokenPair> {
  const claims = readRefresh(cfg, token);
  const outcome = await db.tx(async (q) => {
    const row = await repo.lockRefresh(q, claims.jti);
    if (!row) return { kind: 'unknown' as const };
    if (row.used_at !== null || row.revoked_at !== null) {
      await repo.revokeFamily(q, claims.fam);
      return { kind: 'reused' as const };
    }
    const user = await findUserById(q, row.user_id);
    if (!user || !user.is_active || !user.is_approved) {
      await repo.revokeFamily(q, claims.fam);
      return { kind: 'inactive' as const };
    }
    await repo.markRefreshUsed(q, claims.jti);
    return { kind: 'ok' as const, pair: await issueTokens(q, cfg, user, claims.fam) };
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
