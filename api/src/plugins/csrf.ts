import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-errors';
import { verifyJwt } from '../lib/jwt';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_COOKIE = 'csrftoken';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The session a request speaks for: the `fam` (refresh family) of a valid access token in its
 * Authorization header, or null (anonymous, or a token that the auth plugin will refuse anyway).
 */
export function sessionOf(req: FastifyRequest): string | null {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const p = verifyJwt(token, req.server.cfg.jwtSecret);
    return p.token_type === 'access' && typeof p.fam === 'string' ? p.fam : null;
  } catch {
    return null;
  }
}

const macOf = (cfg: AppConfig, nonce: string, session: string | null): Buffer =>
  createHmac('sha256', cfg.jwtSecret)
    .update(session === null ? `csrf:${nonce}` : `csrf:${nonce}:${session}`)
    .digest();

/**
 * A signed token; with a session, bound to it (its MAC covers the session id), so a token issued
 * to one session is refused for every other one.
 */
export function makeCsrfToken(cfg: AppConfig, session: string | null = null): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${macOf(cfg, nonce, session).toString('base64url')}`;
}

/** What a token is: 'bound' to `session`, 'anonymous' (issued before sign-in), or invalid (null). */
export function csrfTokenKind(
  cfg: AppConfig,
  token: string | undefined,
  session: string | null,
): 'bound' | 'anonymous' | null {
  if (!token) return null;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, 'base64url');
  const matches = (expected: Buffer) =>
    given.length === expected.length && timingSafeEqual(given, expected);
  if (session !== null && matches(macOf(cfg, nonce, session))) return 'bound';
  return matches(macOf(cfg, nonce, null)) ? 'anonymous' : null;
}

/**
 * Valid for the request's session: signed in, bound to that session (a token fetched before
 * signing in, or bound to another session, is refused: the client fetches a bound one after
 * sign-in, GET /csrf/); signed out, an anonymous one.
 */
function csrfTokenIsValid(
  cfg: AppConfig,
  token: string | undefined,
  session: string | null = null,
): boolean {
  return csrfTokenKind(cfg, token, session) === (session === null ? 'anonymous' : 'bound');
}

/** Double submit: unsafe methods need X-CSRFToken equal to a signed csrftoken cookie. */
export function needsCsrf(method: string, csrf: boolean | undefined): boolean {
  return UNSAFE.has(method) && csrf !== false;
}

function checkCsrf(req: FastifyRequest): void {
  if (!needsCsrf(req.method, req.routeOptions.config.csrf)) return;
  const header = req.headers['x-csrftoken'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromCookie = req.cookies[CSRF_COOKIE];
  if (
    !fromHeader ||
    !fromCookie ||
    fromHeader.length !== fromCookie.length ||
    !timingSafeEqual(Buffer.from(fromHeader), Buffer.from(fromCookie)) ||
    !csrfTokenIsValid(req.server.cfg, fromCookie, sessionOf(req))
  ) {
    throw new HttpError(403, {
      detail: 'CSRF Failed: CSRF token missing or incorrect.',
      code: 'csrf_failed',
    });
  }
}

export default fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    app.addHook('onRequest', (req, _reply, next) => {
      checkCsrf(req);
      next();
    });
    done();
  },
  { name: 'csrf', dependencies: ['web'] },
);
