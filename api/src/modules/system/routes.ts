import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { ErrorBody } from '../../lib/schemas';
import { bearerMatches } from '../../plugins/metrics';
import { pictureStoreOf } from '../pictures';
import { retentionJob } from './retention';

const Alive = Type.Object({ status: Type.Literal('ok') });
const Dependency = Type.Union([
  Type.Literal('ok'),
  Type.Literal('unreachable'),
  Type.Literal('not configured'),
]);
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Dependency,
  redis: Dependency,
  object_store: Dependency,
});

/** How long readiness waits for one dependency before calling it unreachable. */
const CHECK_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Operations: liveness and readiness for load balancers and orchestrators (no sign-in, no rate limit, no log
 * line), Prometheus metrics for a bearer token, and retention (a background job).
 */
export default function systemRoutes(app: App): void {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Alive: 200 while this instance answers at all (its dependencies are /ready)',
        response: { 200: Alive },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel: 'warn',
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary:
          'Ready: 200 when the database, Redis and the object store answer; 503 naming the one that does not',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_req, reply) => {
      const { db, redis, cfg } = app;
      const store = pictureStoreOf(cfg);
      const [database, redisState, objectStore] = await Promise.all([
        answers(() => db.query('SELECT 1')),
        redis === null ? Promise.resolve('not configured' as const) : answers(() => redis.ping()),
        answers(() => store.check()),
      ]);
      const ready = [database, redisState, objectStore].every((s) => s !== 'unreachable');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        database,
        redis: redisState,
        object_store: objectStore,
      });
    },
  );

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary:
          'Prometheus metrics, for `Authorization: Bearer <METRICS_TOKEN>`; 404 without the token or when none is set',
        response: {
          200: Type.String({ description: 'The Prometheus text exposition format' }),
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const token = app.cfg.metrics.token;
      if (token === null || !bearerMatches(req.headers.authorization, token)) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );

  app.jobs.add(retentionJob(app.db, app.cfg, app.log));
}
