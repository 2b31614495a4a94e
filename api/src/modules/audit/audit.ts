import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { insertAudit } from './repository';
import type { AuditAction, AuditResource } from './repository';

/**
 * A failed kiosk attempt (unknown or ineligible device, a spent or expired pairing). What the caller sent as a
 * device id may be anything, so only a short digest of it is kept: enough to tell repeated attempts apart.
 */
export async function auditKioskFailure(
  req: FastifyRequest,
  action: 'bootstrap_failed' | 'ping_failed' | 'login_failed',
  deviceId: string,
): Promise<void> {
  const digest = createHash('sha256').update(deviceId).digest('hex').slice(0, 16);
  await audit(req, null, action, 'kiosk', `sha256:${digest}`);
}

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
