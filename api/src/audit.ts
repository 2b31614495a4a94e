import type { FastifyRequest } from 'fastify';

export type AuditAction = 'read' | 'create' | 'update' | 'delete' | 'export' | 'restore';
export type AuditResource = 'health_profile' | 'emergency_contact' | 'picture' | 'backup';

/** Records who did what to whose health data, contacts or pictures, and when. */
export async function audit(
  req: FastifyRequest,
  subjectUserId: number | null,
  action: AuditAction,
  resource: AuditResource,
  resourceId: string | number | null = null,
): Promise<void> {
  await req.server.db.query(
    'INSERT INTO audit_log (actor_id, subject_user_id, action, resource, resource_id, ip) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      req.user?.id ?? null,
      subjectUserId,
      action,
      resource,
      resourceId === null ? null : String(resourceId),
      req.ip,
    ],
  );
}
