import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { listOutbox } from '../../plugins/outbox';
import { OutboxMail, outboxOut, OutboxQuery } from './schemas';

export default function mailRoutes(app: App): void {
  // Off unless DEV_OUTBOX=1 (the configuration refuses that flag in production).
  if (!app.cfg.devOutbox || app.cfg.isProduction) return;
  for (const url of ['/dev/outbox', '/dev/outbox/']) {
    app.get(
      url,
      {
        config: { access: access.public() },
        schema: {
          tags: ['development'],
          summary: 'Development only (DEV_OUTBOX=1, never in production): mail sent, newest first',
          querystring: OutboxQuery,
          response: { 200: Type.Array(OutboxMail) },
        },
      },
      async (req) =>
        (await listOutbox(app.db, req.query.to?.trim().toLowerCase() ?? null)).map(outboxOut),
    );
  }
}
