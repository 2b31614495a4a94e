import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { listAudit } from './repository';
import { AuditEntryOut, auditOut, AuditQuery } from './schemas';

export default function auditRoutes(app: App): void {
  app.get(
    '/audit-log/',
    {
      config: { access: access.fullAdmin },
      schema: {
        tags: ['admin'],
        summary: 'Audit log of health data, contact and picture access (admins), newest first',
        querystring: AuditQuery,
        response: { 200: Type.Array(AuditEntryOut) },
      },
    },
    async (req) =>
      (await listAudit(app.db, req.query, req.query.limit ?? 100, req.query.offset ?? 0)).map(
        auditOut,
      ),
  );
}
