import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_COOKIE = 'csrftoken';

export function makeCsrfToken(cfg: AppConfig): string {
  const nonce = randomBytes(18).toString('base64url');
  const mac = createHmac('sha256', cfg.jwtSecret).update(`csrf:${nonce}`).digest('base64url');
  return `${nonce}.${mac}`;
}

export function csrfTokenIsValid(cfg: AppConfig, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = createHmac('sha256', cfg.jwtSecret).update(`csrf:${nonce}`).digest();
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
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
    !csrfTokenIsValid(req.server.cfg, fromCookie)
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
