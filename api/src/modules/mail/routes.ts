import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { listOutbox } from './repository';
import { OutboxMail, outboxOut, OutboxQuery } from './schemas';

export default function mailRoutes(app: App): void {
  if (app.cfg.isProduction) return;
  for (const url of ['/dev/outbox', '/dev/outbox/']) {
    app.get(
      url,
      {
        config: { access: access.public() },
        schema: {
          tags: ['development'],
          summary: 'Development only (NODE_ENV !== production): mail sent, newest first',
          querystring: OutboxQuery,
          response: { 200: Type.Array(OutboxMail) },
        },
      },
      async (req) =>
        (await listOutbox(app.db, req.query.to?.trim().toLowerCase() ?? null)).map(outboxOut),
    );
  }
}
