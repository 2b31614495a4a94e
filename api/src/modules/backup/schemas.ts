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

/** The export's request: the passphrase that will be needed to restore the file. */
export const ExportBody = Type.Object({
  passphrase: Type.String({
    maxLength: 1024,
    description: 'At least 12 characters; the file cannot be opened without it',
  }),
});

/** The encrypted backup file (see api/README.md, "Backups"). */
export const BackupEnvelopeSchema = component(
  'BackupEnvelope',
  Type.Object({
    format: Type.Literal('care-backup-encrypted'),
    version: Type.Literal(1),
    kdf: Type.Object({
      name: Type.Literal('scrypt'),
      N: Type.Integer(),
      r: Type.Integer(),
      p: Type.Integer(),
      salt: Type.String({ description: 'base64, 32 random bytes' }),
    }),
    cipher: Type.Object({
      name: Type.Literal('aes-256-gcm'),
      iv: Type.String({ description: 'base64, 12 random bytes' }),
      tag: Type.String({ description: 'base64, the 16-byte GCM tag' }),
    }),
    ciphertext: Type.String({ description: 'base64 of the encrypted backup document (JSON)' }),
  }),
);

/**
 * What restore accepts at the door: the file (any JSON object) and its passphrase. The handler
 * then tells a wrong passphrase, a file that is not a backup, a backup of another version and a
 * damaged one apart, in words an operator can act on.
 */
export const RestoreBody = Type.Object({
  backup: Type.Unknown({
    description:
      'The backup file as exported (schema BackupEnvelope), or a plaintext backup document from before encryption',
  }),
  passphrase: Type.Optional(Type.String({ maxLength: 1024 })),
});

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
