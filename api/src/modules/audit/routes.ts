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
    async (req) => {
      // Only the filters this list declares: other query parameters are not validated here.
      const { user_id, actor_id, resource } = req.query;
      const f = { user_id, actor_id, resource };
      return (await listAudit(app.db, f, req.query.limit ?? 100, req.query.offset ?? 0)).map(
        auditOut,
      );
    },
  );
}
