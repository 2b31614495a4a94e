import type { FastifyRequest } from 'fastify';
import { insertAudit } from './repository';
import type { AuditAction, AuditResource } from './repository';

/** Records who did what to whose health data, contacts, pictures or backups, and when. */
export async function audit(
  req: FastifyRequest,
  subjectUserId: number | null,
  action: AuditAction,
  resource: AuditResource,
  resourceId: string | number | null = null,
): Promise<void> {
  await insertAudit(req.server.db, {
    actorId: req.user?.id ?? null,
    subjectUserId,
    action,
    resource,
    resourceId,
    ip: req.ip,
  });
}
