import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
});

/** Liveness for load balancers and orchestrators: no sign-in, no rate limit, no log line. */
export default function systemRoutes(app: App): void {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Health: 200 when the database answers, 503 when it does not',
        response: { 200: Health, 503: Health },
      },
    },
    async (_req, reply) => {
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
}
