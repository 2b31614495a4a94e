import { isIPv4, isIPv6 } from 'node:net';
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
export const ipAndEmail = (req: FastifyRequest): string => {
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
