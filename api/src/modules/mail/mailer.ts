import type { Queryable } from '../../db/db';
import { insertOutbox } from './repository';

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
  await insertOutbox(q, {
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    attachmentName: mail.attachment?.name ?? null,
    attachment: mail.attachment?.content ?? null,
  });
}
