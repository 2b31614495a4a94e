import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis (REDIS_URL), shared by every instance; null when the API runs alone. */
    redis: Redis | null;
  }
}

/** How long the start waits for Redis before serving anyway (limits then fail open until it answers). */
const FIRST_CONNECT_MS = 3_000;

/**
 * `app.redis`: one connection for what instances must share and may lose (rate-limit counters). A command never
 * waits for a connection that is down (no offline queue, one try): the callers fail open at once and the client
 * reconnects in the background. Going down and coming back are each logged once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const url = app.cfg.redisUrl;
    if (url === null) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 500,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      connectionName: 'care-api',
    });
    let up = false;
    redis.on('ready', () => {
      if (!up) app.log.info('redis connected');
      up = true;
    });
    redis.on('error', (err: Error) => {
      if (up)
        app.log.warn({ err: { message: err.message } }, 'redis unreachable: limits fail open');
      up = false;
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        app.log.warn('redis did not answer at start: limits fail open until it does');
        resolve();
      }, FIRST_CONNECT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
      await Promise.resolve();
    });
  },
  { name: 'redis', dependencies: ['database'] },
);
