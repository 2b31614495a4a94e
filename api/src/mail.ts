import type { Queryable } from './db/db';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  attachment?: { name: string; content: string };
}

/**
 * Outgoing mail goes to the outbox table. In development that is the end of it (GET /api/dev/outbox
 * shows it); a production deployment points a mail relay at this table.
 */
export async function sendMail(q: Queryable, mail: Mail): Promise<void> {
  await q.query(
    'INSERT INTO outbox (to_email, subject, body, attachment_name, attachment) VALUES ($1, $2, $3, $4, $5)',
    [
      mail.to,
      mail.subject,
      mail.body,
      mail.attachment?.name ?? null,
      mail.attachment?.content ?? null,
    ],
  );
}
