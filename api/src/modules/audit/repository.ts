import type { Queryable } from '../../db/db';

export type AuditAction =
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'export'
  | 'restore'
  | 'bootstrap_failed'
  | 'ping_failed'
  | 'login_failed'
  | 'kiosk_sign_in'
  | 'kiosk_claimed'
  | 'approve'
  | 'reject'
  | 'activate'
  | 'deactivate'
  | 'revoke'
  /** A call placed to a kiosk (resource `kiosk`, resource_id the call's sid). */
  | 'call';
export type AuditResource =
  'health_profile' | 'emergency_contact' | 'picture' | 'backup' | 'kiosk' | 'account' | 'session';

export interface AuditEntry {
  actorId: number | null;
  subjectUserId: number | null;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | number | null;
  ip: string | null;
}

export async function insertAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    'INSERT INTO audit_log (actor_id, subject_user_id, action, resource, resource_id, ip) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      e.actorId,
      e.subjectUserId,
      e.action,
      e.resource,
      e.resourceId === null ? null : String(e.resourceId),
      e.ip,
    ],
  );
}

export interface AuditRow {
  id: number;
  actor_id: number | null;
  subject_user_id: number | null;
  action: string;
  resource: string;
  resource_id: string | null;
  ip: string | null;
  created_at: Date;
  actor_email: string | null;
}

export interface AuditFilter {
  user_id?: number | undefined;
  actor_id?: number | undefined;
  resource?: string | undefined;
  limit: number;
  offset: number;
}

export async function listAudit(q: Queryable, f: AuditFilter): Promise<AuditRow[]> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, v: unknown): void => {
    values.push(v);
    where.push(sql.replace('?', `$${values.length}`));
  };
  if (f.user_id !== undefined) add('a.subject_user_id = ?', f.user_id);
  if (f.actor_id !== undefined) add('a.actor_id = ?', f.actor_id);
  if (f.resource !== undefined) add('a.resource = ?', f.resource);
  values.push(f.limit, f.offset);
  return q.query<AuditRow>(
    `SELECT a.*, u.email AS actor_email FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY a.id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  );
}
