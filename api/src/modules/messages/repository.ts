import type { Queryable } from '../../db/db';
import { Where } from '../../db/where';
import { scoped } from '../../access/scope';
import type { Scope } from '../../access/scope';

/**
 * Messages between people in a care relation, own notifications and their settings, and the
 * admin area's message list. Support requests: ./support.ts.
 */
export interface MessageRow {
  id: number;
  sender_id: number | null;
  recipient_id: number;
  subject: string;
  body: string;
  acknowledged: boolean;
  acknowledged_at: Date | null;
  created_at: Date;
  sender_name: string | null;
}
export interface NotificationRow {
  id: number;
  user_id: number;
  title: string;
  body: string;
  kind: string;
  is_read: boolean;
  created_at: Date;
}

const MESSAGE_SELECT = `SELECT m.*, s.display_name AS sender_name FROM messages m
  LEFT JOIN users s ON s.id = m.sender_id`;

export async function insertMessage(
  q: Queryable,
  m: { senderId: number; recipientId: number; subject: string; body: string },
): Promise<MessageRow> {
  const rows = await q.query<{ id: number }>(
    'INSERT INTO messages (sender_id, recipient_id, subject, body) VALUES ($1, $2, $3, $4) RETURNING id',
    [m.senderId, m.recipientId, m.subject, m.body],
  );
  return (await findMessage(q, rows[0]?.id ?? 0)) as MessageRow;
}

async function findMessage(q: Queryable, id: number): Promise<MessageRow | null> {
  const rows = await q.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function messageRecipient(q: Queryable, id: number): Promise<number | null> {
  const rows = await q.query<{ recipient_id: number }>(
    'SELECT recipient_id FROM messages WHERE id = $1',
    [id],
  );
  return rows[0]?.recipient_id ?? null;
}

/**
 * What the clock reads, newest first: the newest `unacknowledgedMax` unacknowledged messages
 * (index messages_unacknowledged), then the acknowledged ones sent in the last `recentDays` days,
 * at most `acknowledgedMax` (index messages_recipient_created, migration 8). Older acknowledged
 * messages stay in the admin area's paged list.
 */
export async function listMessagesTo(
  q: Queryable,
  userId: number,
  w: { unacknowledgedMax: number; acknowledgedMax: number; recentDays: number },
): Promise<MessageRow[]> {
  return q.query<MessageRow>(
    `${MESSAGE_SELECT} WHERE m.id IN (
       (SELECT id FROM messages WHERE recipient_id = $1 AND NOT acknowledged
        ORDER BY created_at DESC, id DESC LIMIT $2)
       UNION ALL
       (SELECT id FROM messages WHERE recipient_id = $1 AND acknowledged
          AND created_at >= now() - $4::int * interval '1 day'
        ORDER BY created_at DESC, id DESC LIMIT $3))
     ORDER BY m.created_at DESC, m.id DESC`,
    [userId, w.unacknowledgedMax, w.acknowledgedMax, w.recentDays],
  );
}

export async function acknowledge(q: Queryable, recipientId: number, id: number) {
  await q.query(
    'UPDATE messages SET acknowledged = true, acknowledged_at = coalesce(acknowledged_at, now()) WHERE id = $1 AND recipient_id = $2',
    [id, recipientId],
  );
  return findMessage(q, id);
}

export async function acknowledgeAll(q: Queryable, recipientId: number): Promise<number> {
  const rows = await q.query(
    'UPDATE messages SET acknowledged = true, acknowledged_at = now() WHERE recipient_id = $1 AND NOT acknowledged RETURNING id',
    [recipientId],
  );
  return rows.length;
}

export async function findSettings(q: Queryable, userId: number) {
  const rows = await q.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM notification_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.data ?? null;
}

export async function saveSettings(q: Queryable, userId: number, data: Record<string, unknown>) {
  await q.query(
    `INSERT INTO notification_settings (user_id, data) VALUES ($1, $2::text::json)
     ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [userId, JSON.stringify(data)],
  );
}

/** A page of own notifications, newest first (index notifications_user_created, migration 8). */
export async function listNotifications(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
) {
  return q.query<NotificationRow>(
    `SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC
     LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export async function notificationOwner(q: Queryable, id: number): Promise<number | null> {
  const rows = await q.query<{ user_id: number }>(
    'SELECT user_id FROM notifications WHERE id = $1',
    [id],
  );
  return rows[0]?.user_id ?? null;
}

export async function findNotification(q: Queryable, userId: number, id: number) {
  const rows = await q.query<NotificationRow>(
    'SELECT * FROM notifications WHERE user_id = $1 AND id = $2',
    [userId, id],
  );
  return rows[0] ?? null;
}

export async function setNotificationRead(q: Queryable, userId: number, id: number, read: boolean) {
  const rows = await q.query<NotificationRow>(
    'UPDATE notifications SET is_read = $3 WHERE user_id = $1 AND id = $2 RETURNING *',
    [userId, id, read],
  );
  return rows[0] ?? null;
}

export async function deleteNotification(q: Queryable, userId: number, id: number) {
  const rows = await q.query(
    'DELETE FROM notifications WHERE user_id = $1 AND id = $2 RETURNING id',
    [userId, id],
  );
  return rows.length > 0;
}

export interface AdminMessageRow {
  id: number;
  sender_id: number | null;
  sender_name: string | null;
  recipient_id: number;
  recipient_name: string;
  subject: string;
  body: string;
  acknowledged: boolean;
  acknowledged_at: Date | null;
  created_at: Date;
  total: number;
}

/** A page of the messages to the users in scope, newest first (the admin area's list). */
export async function listMessagePage(
  q: Queryable,
  scope: Scope,
  f: { recipient_id?: number | undefined; acknowledged?: boolean | undefined },
  limit: number,
  offset: number,
): Promise<AdminMessageRow[]> {
  const w = scoped(new Where(), scope, 'r.assigned_clinical_admin_id')
    .eq('m.recipient_id', f.recipient_id)
    .eq('m.acknowledged', f.acknowledged);
  return q.query<AdminMessageRow>(
    `SELECT m.id, m.sender_id, s.display_name AS sender_name, m.recipient_id,
       r.display_name AS recipient_name, m.subject, m.body, m.acknowledged, m.acknowledged_at,
       m.created_at, count(*) OVER ()::int AS total
     FROM messages m JOIN users r ON r.id = m.recipient_id LEFT JOIN users s ON s.id = m.sender_id
     ${w.sql} ORDER BY m.created_at DESC, m.id DESC
     LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.values,
  );
}

/** How many messages to the users in scope nobody has acknowledged yet. */
export async function countUnacknowledged(q: Queryable, scope: Scope): Promise<number> {
  const w = scoped(new Where(), scope, 'r.assigned_clinical_admin_id').add('NOT m.acknowledged');
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m JOIN users r ON r.id = m.recipient_id ${w.sql}`,
    w.values,
  );
  return rows[0]?.n ?? 0;
}
