import type { Queryable } from '../db/db';

type OutboxStatus = 'pending' | 'sent' | 'failed';

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
  /** When the next attempt is due; null once sent or given up. */
  next_attempt_at: Date | null;
  /** An instance's claim on the mail while it tries to send it. */
  locked_until: Date | null;
}

export interface NewMail {
  to: string;
  subject: string;
  body: string;
  attachmentName: string | null;
  attachment: string | null;
}

/**
 * Adds mail to the outbox, due at once. `now` is the configured clock: created_at starts the
 * delivery budget, and a test's clock must agree with it.
 */
export async function insertOutbox(q: Queryable, m: NewMail, now: Date): Promise<number> {
  return (await insertMany(q, [m], now))[0] ?? 0;
}

/** Many mails in one statement (the sweep's), ids in the order given. */
export async function insertMany(q: Queryable, mails: NewMail[], now: Date): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await q.query<{ id: number }>(
    `INSERT INTO outbox (to_email, subject, body, attachment_name, attachment, created_at, next_attempt_at)
     SELECT t, s, b, an, a, $6, $6
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS m(t, s, b, an, a, n)
     ORDER BY n RETURNING id`,
    [
      mails.map((m) => m.to),
      mails.map((m) => m.subject),
      mails.map((m) => m.body),
      mails.map((m) => m.attachmentName),
      mails.map((m) => m.attachment),
      now,
    ],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Claims mail for one delivery attempt each, with a lease: the attempt is counted and the row is
 * invisible to every other instance until `leaseUntil` (so a crash mid-send is retried, once the
 * lease runs out). `FOR UPDATE SKIP LOCKED`: instances claiming at the same moment take different
 * rows instead of waiting for each other. Only mail whose next attempt is due; `ids` narrows it to
 * those (a mail just sent), `anyTime` ignores the backoff (flush), `afterId` pages through by id.
 */
export async function claim(
  q: Queryable,
  opts: {
    now: Date;
    leaseUntil: Date;
    limit: number;
    ids?: number[];
    anyTime?: boolean;
    afterId?: number;
  },
): Promise<OutboxRow[]> {
  const rows = await q.query<OutboxRow>(
    `UPDATE outbox SET attempts = attempts + 1, locked_until = $2
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status <> 'sent' AND next_attempt_at IS NOT NULL
         AND ($5::boolean OR next_attempt_at <= $1)
         AND (locked_until IS NULL OR locked_until <= $1)
         AND ($4::int[] IS NULL OR id = ANY($4::int[])) AND id > $6
       ORDER BY id LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [
      opts.now,
      opts.leaseUntil,
      opts.limit,
      opts.ids ?? null,
      opts.anyTime === true,
      opts.afterId ?? 0,
    ],
  );
  return rows.sort((a, b) => a.id - b.id);
}

export async function markSent(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query(
    `UPDATE outbox SET status = 'sent', sent_at = $2, last_error = NULL, locked_until = NULL,
       next_attempt_at = NULL WHERE id = $1`,
    [id, now],
  );
}

/**
 * Records a failed attempt: retried at `retryAt`, or (null) no more: the delivery budget is spent,
 * and the mail stays 'failed' with its last error for someone to see.
 */
export async function markFailed(
  q: Queryable,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await q.query(
    `UPDATE outbox SET status = 'failed', last_error = $2, locked_until = NULL, next_attempt_at = $3
     WHERE id = $1`,
    [id, error.slice(0, 500), retryAt],
  );
}

/**
 * Mail still to deliver (pending, or failed and to be retried) and mail given up on (failed, its
 * budget spent): the numbers an operator watches.
 */
export async function outboxDepth(q: Queryable): Promise<{ pending: number; failed: number }> {
  const rows = await q.query<{ pending: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE next_attempt_at IS NOT NULL)::int AS pending,
            count(*) FILTER (WHERE next_attempt_at IS NULL)::int AS failed
     FROM outbox WHERE status <> 'sent'`,
  );
  return { pending: rows[0]?.pending ?? 0, failed: rows[0]?.failed ?? 0 };
}

/** The latest 200, newest first, to one address or to anyone (development only). */
export async function listOutbox(q: Queryable, to: string | null): Promise<OutboxRow[]> {
  return to
    ? q.query<OutboxRow>('SELECT * FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 200', [
        to,
      ])
    : q.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 200');
}
