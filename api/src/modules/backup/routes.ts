import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest } from '../../lib/http-errors';
import { audit } from '../audit';
import { Value } from '@sinclair/typebox/value';
import { canManageAccounts } from '../../access/policy';
import { actor } from '../../plugins/auth';
import { clientOf, issueTokens } from '../auth';
import { sealedPicturesOf } from '../pictures';
import { findUserById } from '../users';
import { exportAll, restoreAll, stagePictures, summarise } from './repository';
import type { BackupDoc } from './repository';
import { EnvelopeError, MIN_PASSPHRASE, isEnvelope, openBackup, sealBackup } from './envelope';
import {
  BackupEnvelopeSchema,
  BackupObject,
  BackupSummary,
  ExportBody,
  RestoreBody,
  RestoreOut,
} from './schemas';

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

/** A passphrase of at least MIN_PASSPHRASE characters, else a 400 beside the field. */
function checkPassphrase(passphrase: string | undefined): string {
  const detail = `The passphrase must be at least ${MIN_PASSPHRASE} characters.`;
  if (typeof passphrase !== 'string' || Array.from(passphrase).length < MIN_PASSPHRASE) {
    throw badRequest(detail, { code: 'invalid', fields: { passphrase: detail } });
  }
  return passphrase;
}

/**
 * The document inside what restore received: an encrypted backup is opened with the passphrase (a
 * wrong one is a 400 before anything is touched); a plaintext backup from before encryption is
 * the superuser's own older file and is still accepted, with the same confirmation.
 */
async function openUpload(body: { backup?: unknown; passphrase?: string }): Promise<unknown> {
  const { backup } = body;
  if (typeof backup !== 'object' || backup === null) {
    throw badRequest('This file is not a backup of this service.', { code: 'not_a_backup' });
  }
  if (!isEnvelope(backup)) return backup;
  const passphrase = body.passphrase;
  if (typeof passphrase !== 'string' || passphrase === '') {
    const detail = 'This backup is encrypted: type its passphrase.';
    throw badRequest(detail, { code: 'invalid', fields: { passphrase: detail } });
  }
  try {
    return await openBackup(backup, passphrase);
  } catch (err) {
    if (!(err instanceof EnvelopeError)) throw err;
    throw badRequest(
      err.message,
      err.code === 'wrong_passphrase'
        ? { code: err.code, fields: { passphrase: err.message } }
        : { code: err.code },
    );
  }
}

export default function backupRoutes(app: App): void {
  const db = app.db;
  const key = app.cfg.pictureKey;
  const pictures = sealedPicturesOf(app.cfg);

  for (const url of ['/backup/', '/backup/export/']) {
    app.post(
      url,
      {
        // The document holds every password hash: only those who may restore may export.
        config: { access: access.accountManager('Only a superuser with staff status may export.') },
        schema: {
          tags,
          summary:
            url === '/backup/'
              ? 'Export all data as an encrypted backup file (superuser+staff)'
              : 'Alias of POST /api/backup/',
          description:
            'The backup document {version: 1, exported_at, tables} (pictures as base64 of the decrypted bytes, password hashes included, kiosk secrets left out) is encrypted with AES-256-GCM under a key scrypt derives from `passphrase` (at least 12 characters); the answer is the envelope described in api/README.md. Without the passphrase the file cannot be opened.',
          body: ExportBody,
          response: { 200: BackupEnvelopeSchema },
        },
      },
      async (req, reply) => {
        const passphrase = checkPassphrase(req.body.passphrase);
        const { doc, missing } = await db.tx((q) => exportAll(q, pictures, key));
        if (missing.length > 0) {
          req.log.error(
            { pictureIds: missing },
            'backup: pictures missing from the store left out',
          );
        }
        const sealed = await sealBackup(doc, passphrase);
        await audit(req, null, 'export', 'backup', null);
        reply.header(
          'content-disposition',
          `attachment; filename="care-backup-${doc.exported_at.slice(0, 10)}.json"`,
        );
        return sealed;
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
          summary:
            'Replace all data with a backup file, in one transaction (superuser+staff): {backup, passphrase}',
          description:
            "`backup` is the file as exported (the encrypted envelope, opened with `passphrase`) or a plaintext backup document from before encryption. Opens and validates first; a failure changes nothing (400, code 'wrong_passphrase', 'not_a_backup', 'wrong_version' or 'invalid_backup'). Every kiosk binding then needs a new pairing (kiosk_state needs_pairing): no device can claim it by its id; an admin enters the code each device shows. Every session is revoked afterwards.",
          body: RestoreBody,
          response: { 200: RestoreOut },
        },
      },
      async (req) => {
        const doc = checkBackup(await openUpload(req.body));
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
