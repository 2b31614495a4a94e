// The rate-limit plugin's own Redis store (a CommonJS file without types of its own), as rate-limit.ts uses it.
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  class RedisStore implements FastifyRateLimitStore {
    constructor(
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
      key?: string,
    );
    incr: FastifyRateLimitStore['incr'];
    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RedisStore;
  }
  export = RedisStore;
}
