import { isIPv4, isIPv6 } from 'node:net';
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

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0] ?? ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The address a limit counts by. An IPv6 client usually holds a whole /64 (any of its 2^64
 * addresses is theirs to use), so an IPv6 address counts as its /64; an IPv4-mapped IPv6 address
 * as the IPv4 address it carries. Every key generator starts from this.
 */
export function clientKey(req: { ip: string }): string {
  const ip = req.ip;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const g = ipv6Groups(ip);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** Key of limits that follow one account from one address (login, password reset). */
const ipAndEmail = (req: FastifyRequest): string => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${clientKey(req)}|${email}`;
};

export const perMinute = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: clientKey,
});

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
