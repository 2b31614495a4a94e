import { Type } from '@sinclair/typebox';
import { isoOrNull, nullable, oneOf, opt, Timestamp } from '../../lib/schemas';
import type { OutboxRow } from '../../plugins/outbox';

export const OutboxQuery = Type.Object({ to: opt(Type.String({ maxLength: 254 })) });
export const OutboxMail = Type.Object({
  id: Type.Integer(),
  to_email: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  attachment_name: nullable(Type.String()),
  attachment: nullable(Type.String()),
  status: oneOf(['pending', 'sent', 'failed'] as const),
  attempts: Type.Integer(),
  last_error: nullable(Type.String()),
  sent_at: nullable(Timestamp),
  created_at: Timestamp,
});
export const outboxOut = (r: OutboxRow) => ({
  ...r,
  sent_at: isoOrNull(r.sent_at),
  created_at: r.created_at.toISOString(),
});
