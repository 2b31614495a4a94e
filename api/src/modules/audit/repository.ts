import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';

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
  /** A device started a pairing (resource_id: its device id), an admin bound it to a person (docs/product.md 4.3). */
  | 'kiosk_pairing_started'
  | 'kiosk_paired'
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

/** One entry of the audit log, with the names of who did it and whose data it was. */
export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  subject_user_id: number | null;
  subject_name: string | null;
  action: string;
  resource: string;
  resource_id: string | null;
  ip: string | null;
  created_at: Date;
}

export interface AuditFilter {
  user_id?: number | undefined;
  actor_id?: number | undefined;
  resource?: string | undefined;
  action?: string | undefined;
  /** Instants: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The audit log's one query, newest first: GET /audit-log/ and the admin area's page.
 * `withTotal` adds the number of matching entries to each row, which costs reading all of them,
 * so only the page that shows a count asks for it.
 */
async function queryAudit<R extends AuditRow>(
  q: Queryable,
  f: AuditFilter,
  limit: number,
  offset: number,
  withTotal: boolean,
): Promise<R[]> {
  const w = new Where()
    .eq('a.subject_user_id', f.user_id)
    .eq('a.actor_id', f.actor_id)
    .eq('a.resource', f.resource)
    .eq('a.action', f.action)
    .range('a.created_at', f.from, f.to);
  return q.query<R>(
    `SELECT a.id, a.actor_id, ac.display_name AS actor_name, ac.email AS actor_email,
       a.subject_user_id, su.display_name AS subject_name, a.action, a.resource, a.resource_id,
       a.ip, a.created_at${withTotal ? ', count(*) OVER ()::int AS total' : ''}
     FROM audit_log a LEFT JOIN users ac ON ac.id = a.actor_id
       LEFT JOIN users su ON su.id = a.subject_user_id
     ${w.sql} ORDER BY a.id DESC LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

/** A page of the audit log, newest first. */
export const listAudit = (q: Queryable, f: AuditFilter, limit: number, offset: number) =>
  queryAudit<AuditRow>(q, f, limit, offset, false);

/** A page of the audit log, newest first, each row with the number of entries that match. */
export const listAuditPage = (q: Queryable, f: AuditFilter, limit: number, offset: number) =>
  queryAudit<AuditRow & { total: number }>(q, f, limit, offset, true);
