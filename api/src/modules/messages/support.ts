import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';
import { scoped } from '../../access/scope';
import type { Scope } from '../../access/scope';

/** Support requests: a person's own (POST and GET /support/) and the admin area's list. */

export interface SupportRow {
  id: number;
  user_id: number | null;
  subject: string;
  message: string;
  category: string;
  status: string;
  created_at: Date;
}

export async function insertSupport(
  q: Queryable,
  s: { userId: number; subject: string; message: string; category: string },
): Promise<SupportRow> {
  const rows = await q.query<SupportRow>(
    'INSERT INTO support_requests (user_id, subject, message, category) VALUES ($1, $2, $3, $4) RETURNING *',
    [s.userId, s.subject, s.message, s.category],
  );
  return rows[0] as SupportRow;
}

/**
 * A page of support requests, newest first: a user's own (index support_requests_user,
 * migration 8), or (userId null) everyone's (the primary key).
 */
export async function listSupport(
  q: Queryable,
  userId: number | null,
  limit: number,
  offset: number,
): Promise<SupportRow[]> {
  return userId === null
    ? q.query<SupportRow>('SELECT * FROM support_requests ORDER BY id DESC LIMIT $1 OFFSET $2', [
        limit,
        offset,
      ])
    : q.query<SupportRow>(
        'SELECT * FROM support_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
        [userId, limit, offset],
      );
}

export interface AdminSupportRow {
  id: number;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  subject: string;
  message: string;
  category: string;
  status: string;
  created_at: Date;
  total: number;
}

/** A page of the support requests of the users in scope, newest first (the admin area's list). */
export async function listSupportPage(
  q: Queryable,
  scope: Scope,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<AdminSupportRow[]> {
  const w = scoped(new Where(), scope, 'u.assigned_clinical_admin_id').eq('s.status', status);
  return q.query<AdminSupportRow>(
    `SELECT s.id, s.user_id, u.display_name AS user_name, u.email AS user_email, s.subject,
       s.message, s.category, s.status, s.created_at, count(*) OVER ()::int AS total
     FROM support_requests s LEFT JOIN users u ON u.id = s.user_id
     ${w.sql} ORDER BY s.id DESC LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

/** Sets a request's status; false when there is no such request. */
export async function setSupportStatus(q: Queryable, id: number, status: string) {
  const rows = await q.query<{ id: number }>(
    'UPDATE support_requests SET status = $2 WHERE id = $1 RETURNING id',
    [id, status],
  );
  return rows.length > 0;
}
