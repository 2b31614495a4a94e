import { Type } from '@sinclair/typebox';
import { Id, nullable, opt, Timestamp } from '../../lib/schemas';
import type { AuditRow } from './repository';

export const AuditQuery = Type.Object({
  user_id: opt(Id),
  actor_id: opt(Id),
  resource: opt(Type.String({ maxLength: 50 })),
  limit: opt(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  offset: opt(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })),
});

export const AuditEntryOut = Type.Object({
  id: Type.Integer(),
  actor_id: nullable(Type.Integer()),
  subject_user_id: nullable(Type.Integer()),
  action: Type.String(),
  resource: Type.String(),
  resource_id: nullable(Type.String()),
  ip: nullable(Type.String()),
  created_at: Timestamp,
  actor_email: nullable(Type.String()),
});

/** The fields of an entry that this list answers (the admin area's page also names the people). */
export const auditOut = (r: AuditRow) => ({
  id: r.id,
  actor_id: r.actor_id,
  subject_user_id: r.subject_user_id,
  action: r.action,
  resource: r.resource,
  resource_id: r.resource_id,
  ip: r.ip,
  created_at: r.created_at.toISOString(),
  actor_email: r.actor_email,
});
