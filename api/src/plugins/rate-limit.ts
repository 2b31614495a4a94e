import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';

/** Per-route limits (`config.rateLimit`); 429 `{detail, code: 'throttled'}` with Retry-After. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        detail: `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        code: 'throttled',
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);

/** Key of limits that follow one account from one address (login, password reset). */
export const ipAndEmail = (req: FastifyRequest): string => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${req.ip}|${email}`;
};

export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** Per address and e-mail (read from the validated body, hence after validation). */
export const perAccount = (max: number) => ({
  ...perMinute(max),
  hook: 'preHandler' as const,
  keyGenerator: ipAndEmail,
});

export const throttled = (seconds: number): HttpError =>
  new HttpError(429, {
    detail: `Too many requests. Try again in ${seconds} seconds.`,
    code: 'throttled',
  });
