import { Type } from '@sinclair/typebox';
import { component } from '../../lib/schemas';
import { BACKUP_TABLES, LATER_TABLES } from './repository';

const Row = Type.Record(Type.String(), Type.Unknown());
/** The backup document (version 1). */
export const BackupObject = Type.Object({
  version: Type.Literal(1),
  exported_at: Type.String({ maxLength: 64 }),
  pictures_encoding: Type.Optional(Type.Literal('base64-plaintext')),
  tables: Type.Object(
    Object.fromEntries(
      BACKUP_TABLES.map((t) => [
        t,
        LATER_TABLES.includes(t) ? Type.Optional(Type.Array(Row)) : Type.Array(Row),
      ]),
    ) as Record<(typeof BACKUP_TABLES)[number], ReturnType<typeof Type.Array<typeof Row>>>,
  ),
});
export const BackupSchema = component('Backup', BackupObject);

/**
 * What restore accepts at the door: any JSON object. The handler then tells a file that is not a
 * backup, a backup of another version and a damaged one apart, in words an operator can act on.
 */
export const RestoreBody = Type.Object(
  { version: Type.Optional(Type.Unknown()), tables: Type.Optional(Type.Unknown()) },
  { additionalProperties: true, description: 'A backup document (schema Backup, version 1)' },
);

export const RestoreOut = Type.Object({
  detail: Type.String(),
  counts: Type.Record(Type.String(), Type.Integer()),
  signed_out: Type.Boolean({
    description:
      'Every session was revoked. The caller keeps working with the tokens below when their account (same id and e-mail) is in the backup and may still restore; otherwise they must sign in again.',
  }),
  access: Type.Optional(Type.String()),
  refresh: Type.Optional(Type.String()),
});

export const BackupSummary = component(
  'BackupSummary',
  Type.Object({
    version: Type.Literal(1),
    tables: Type.Record(Type.String(), Type.Integer(), { description: 'Rows per table' }),
    pictures_bytes: Type.Integer({ description: 'Size of the pictures, decrypted' }),
    estimated_bytes: Type.Integer({ description: 'About how large the backup file will be' }),
  }),
);
