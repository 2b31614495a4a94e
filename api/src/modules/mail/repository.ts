import type { Queryable } from '../../db/db';

export interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment: string | null;
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

/** Newest first; to one address, or the latest 200. */
export async function listOutbox(q: Queryable, to: string | null): Promise<OutboxRow[]> {
  return to
    ? q.query<OutboxRow>('SELECT * FROM outbox WHERE to_email = $1 ORDER BY id DESC', [to])
    : q.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 200');
}
