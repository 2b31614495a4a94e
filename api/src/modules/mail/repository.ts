import type { Queryable } from '../../db/db';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

export async function insertOutbox(
  q: Queryable,
  m: {
    to: string;
    subject: string;
    body: string;
    attachmentName: string | null;
    attachment: string | null;
  },
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'INSERT INTO outbox (to_email, subject, body, attachment_name, attachment) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [m.to, m.subject, m.body, m.attachmentName, m.attachment],
  );
  return rows[0]?.id ?? 0;
}

/**
 * Claims one undelivered mail for an attempt (counted at once, so a crash mid-send is not
 * retried forever); null when it is gone, sent, or out of attempts.
 */
export async function claimForDelivery(
  q: Queryable,
  id: number,
  maxAttempts: number,
): Promise<OutboxRow | null> {
  const rows = await q.query<OutboxRow>(
    `UPDATE outbox SET attempts = attempts + 1
     WHERE id = $1 AND status <> 'sent' AND attempts < $2 RETURNING *`,
    [id, maxAttempts],
  );
  return rows[0] ?? null;
}

export async function markSent(q: Queryable, id: number): Promise<void> {
  await q.query(
    "UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1",
    [id],
  );
}

export async function markFailed(q: Queryable, id: number, error: string): Promise<void> {
  await q.query("UPDATE outbox SET status = 'failed', last_error = $2 WHERE id = $1", [
    id,
    error.slice(0, 500),
  ]);
}

/** Mail still to deliver, oldest first. */
export async function undelivered(q: Queryable, maxAttempts: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    "SELECT id FROM outbox WHERE status <> 'sent' AND attempts < $1 ORDER BY id LIMIT 100",
    [maxAttempts],
  );
  return rows.map((r) => r.id);
}

/** The latest 200, newest first, to one address or to anyone (development only). */
export async function listOutbox(q: Queryable, to: string | null): Promise<OutboxRow[]> {
  return to
    ? q.query<OutboxRow>('SELECT * FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 200', [
        to,
      ])
    : q.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 200');
}
