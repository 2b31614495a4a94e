import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-errors';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** What the plugin asks of a store, `read` included (`createRateLimit(…)(req, { increment: false })`). */
interface Store {
  incr(key: string, cb: Counted, timeWindow: number, max: number): void;
  read(key: string, cb: Counted, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}

/**
 * The plugin's own Redis store, with its failures seen: each is counted and logged (at most once a minute) and
 * then passed on, so that `skipOnError` serves the request uncounted. Every instance counts in the same keys.
 */
function observedRedisStore(redis: Redis, failed: (err: Error) => void): FastifyRateLimitStoreCtor {
  const watch =
    (cb: Counted): Counted =>
    (err, result) => {
      if (err) failed(err);
      cb(err, result);
    };
  class Observed implements FastifyRateLimitStore {
    constructor(private readonly inner: Store) {}
    incr(key: string, cb: Counted, timeWindow: number, max: number): void {
      this.inner.incr(key, watch(cb), timeWindow, max);
    }
    read(key: string, cb: Counted, timeWindow: number, max: number): void {
      this.inner.read(key, watch(cb), timeWindow, max);
    }
    child(routeOptions: RouteOptions): Observed {
      return new Observed(this.inner.child(routeOptions));
    }
  }
  return class extends Observed {
    // The plugin constructs the store with its global options (FastifyRateLimitStoreCtor).
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(
          options.continueExceeding ?? false,
          options.exponentialBackoff ?? false,
          redis,
          'care-rate-limit:',
        ),
      );
    }
  };
}

/**
 * Per-route limits (`config.rateLimit`); 429 `{detail, code: 'throttled'}` with Retry-After. With Redis the
 * counters are shared by every instance; when Redis is away requests are served (fail open), counted in
 * `care_api_rate_limit_store_errors_total` and logged.
 */
export default fp(
  async (app: FastifyInstance) => {
    let lastLogged = 0;
    const failed = (err: Error): void => {
      app.metrics.rateLimitStoreErrors.inc();
      if (Date.now() - lastLogged > 60_000) {
        lastLogged = Date.now();
        app.log.warn({ err: { message: err.message } }, 'rate limits not counted: store failed');
      }
    };
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { store: observedRedisStore(app.redis, failed), skipOnError: true } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        detail: `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        code: 'throttled',
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['auth', 'redis', 'metrics'] },
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
