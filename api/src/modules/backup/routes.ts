import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest } from '../../lib/http-errors';
import { audit } from '../audit/audit';
import { Value } from '@sinclair/typebox/value';
import { canManageAccounts } from '../../access/policy';
import { actor } from '../../plugins/auth';
import { clientOf, issueTokens } from '../auth/tokens';
import { sealedPicturesOf } from '../pictures/service';
import { findUserById } from '../users/repository';
import { exportAll, restoreAll, stagePictures, summarise } from './repository';
import type { BackupDoc } from './repository';
import { BackupObject, BackupSchema, BackupSummary, RestoreBody, RestoreOut } from './schemas';

const BACKUP_VERSION = 1;

/** Tells a file that is not a backup, a backup of another version and a damaged one apart. */
function checkBackup(body: unknown): BackupDoc {
  const doc = body as Record<string, unknown>;
  if (!('version' in doc) || !('tables' in doc) || typeof doc.tables !== 'object') {
    throw badRequest('This file is not a backup of this service.', { code: 'not_a_backup' });
  }
  if (doc.version !== BACKUP_VERSION) {
    throw badRequest(
      `This backup is version ${JSON.stringify(doc.version)}; this server restores version ${BACKUP_VERSION} backups.`,
      { code: 'wrong_version' },
    );
  }
  const first = Value.Errors(BackupObject, doc).First();
  if (first) {
    throw badRequest(`Invalid backup: ${first.path || 'the document'} ${first.message}.`, {
      code: 'invalid_backup',
    });
  }
  return doc as unknown as BackupDoc;
}

const tags = ['admin'];

export default function backupRoutes(app: App): void {
  const db = app.db;
  const key = app.cfg.pictureKey;
  const pictures = sealedPicturesOf(app.cfg);

  for (const url of ['/backup/', '/backup/export/']) {
    app.get(
      url,
      {
        // The document holds every password hash: only those who may restore may export.
        config: { access: access.accountManager('Only a superuser with staff status may export.') },
        schema: {
          tags,
          summary:
            url === '/backup/'
              ? 'Export all data as one document {version: 1, exported_at, tables} (superuser+staff)'
              : 'Alias of GET /api/backup/',
          description:
            'Pictures are included as base64 of the decrypted bytes (data_base64). Password hashes are included: keep backups as secret as the database.',
          response: { 200: BackupSchema },
        },
      },
      async (req, reply) => {
        const { doc, missing } = await db.tx((q) => exportAll(q, pictures, key));
        if (missing.length > 0) {
          req.log.error(
            { pictureIds: missing },
            'backup: pictures missing from the store left out',
          );
        }
        await audit(req, null, 'export', 'backup', null);
        if (url === '/backup/') {
          reply.header(
            'content-disposition',
            `attachment; filename="care-backup-${doc.exported_at.slice(0, 10)}.json"`,
          );
        }
        return doc;
      },
    );
  }

  app.get(
    '/backup/summary/',
    {
      config: { access: access.accountManager('Only a superuser with staff status may export.') },
      schema: {
        tags,
        summary:
          'What a backup would contain now: rows per table and about its size (superuser+staff)',
        response: { 200: BackupSummary },
      },
    },
    async () => ({ version: 1 as const, ...(await summarise(db)) }),
  );

  for (const url of ['/backup/restore/', '/restore/']) {
    app.post(
      url,
      {
        bodyLimit: 256 * 1024 * 1024,
        // Role rules are checked before the body is read: only an account manager can make the
        // server buffer and parse up to 256 MB of JSON.
        config: {
          access: access.accountManager('Only a superuser with staff status may restore.'),
        },
        schema: {
          tags,
          summary: 'Replace all data with a backup document, in one transaction (superuser+staff)',
          description:
            "Validates the document first; a failure changes nothing (400, code 'not_a_backup', 'wrong_version' or 'invalid_backup'). Every session is revoked afterwards.",
          body: RestoreBody,
          response: { 200: RestoreOut },
        },
      },
      async (req) => {
        const doc = checkBackup(req.body);
        // Pictures go to the store first, under new keys; the rows that point at them are then
        // swapped in one transaction, and only after it commits are the old objects deleted.
        const staged = await stagePictures(doc, pictures);
        let result: Awaited<ReturnType<typeof restoreAll>>;
        try {
          result = await db.tx((q) => restoreAll(q, doc, staged));
        } catch (err) {
          await pictures.delete(...staged.keys);
          if (err instanceof Error && 'statusCode' in err) throw err;
          req.log.warn({ err }, 'restore rejected');
          throw badRequest('Invalid backup: it does not fit the database schema.', {
            code: 'invalid_backup',
          });
        }
        await pictures.delete(...result.replacedKeys).catch((err: unknown) => {
          req.log.warn({ err }, 'picture store: replaced pictures not deleted');
        });
        const { counts } = result;
        await audit(req, null, 'restore', 'backup', null);
        // Every session ended with the restore. The one who restored keeps working when the
        // backup holds their account as it is now (same id and e-mail) and it may still restore.
        const me = actor(req);
        const restored = await findUserById(db, me.id);
        const keeps =
          restored !== null &&
          restored.email === me.email &&
          canManageAccounts(restored) &&
          restored.is_active &&
          restored.is_approved;
        const tokens = keeps
          ? await issueTokens(db, app.cfg, restored, undefined, clientOf(req))
          : {};
        return { detail: 'Backup restored.', counts, signed_out: true, ...tokens };
      },
    );
  }
}
