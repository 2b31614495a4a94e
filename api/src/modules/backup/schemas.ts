import { Type } from '@sinclair/typebox';
import { component } from '../../lib/schemas';
import { BACKUP_TABLES, LATER_TABLES } from './repository';

const Row = Type.Record(Type.String(), Type.Unknown());
export const BackupSchema = component(
  'Backup',
  Type.Object({
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
  }),
);
export const RestoreOut = Type.Object({
  detail: Type.String(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
