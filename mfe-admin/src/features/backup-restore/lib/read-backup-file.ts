import { TEXTS } from '../../../texts';

const T = TEXTS.backup;
const BACKUP_VERSION = 1;
/** The envelope the API writes around an encrypted backup (api/README.md, "Backups"). */
const ENCRYPTED_FORMAT = 'care-backup-encrypted';

export interface BackupFile {
  file: File;
  exportedAt: string | null;
  /** Rows per table in the file (empty for an encrypted file, which only the server opens). */
  counts: Record<string, number>;
  /** An encrypted backup: restore needs its passphrase. */
  encrypted: boolean;
}

/**
 * Reads a chosen file before anything is sent: it must be JSON, a backup of this service
 * ({version, tables}), of the version this service restores. Returns its table counts for the
 * confirmation, or the refusal in words.
 */
export async function readBackupFile(file: File): Promise<BackupFile | { error: string }> {
  let doc: unknown;
  try {
    doc = JSON.parse(await file.text());
  } catch {
    return { error: T.notJson };
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return { error: T.notBackup };
  const { version, tables, exported_at: exportedAt, format } = doc as Record<string, unknown>;
  if (format === ENCRYPTED_FORMAT) {
    if (version !== BACKUP_VERSION) return { error: T.wrongVersion(JSON.stringify(version)) };
    return { file, exportedAt: null, counts: {}, encrypted: true };
  }
  if (version === undefined || typeof tables !== 'object' || tables === null) {
    return { error: T.notBackup };
  }
  if (version !== BACKUP_VERSION) return { error: T.wrongVersion(JSON.stringify(version)) };
  const counts: Record<string, number> = {};
  for (const [table, rows] of Object.entries(tables)) {
    counts[table] = Array.isArray(rows) ? rows.length : 0;
  }
  // A plaintext backup from before encryption: the server still restores it.
  return {
    file,
    exportedAt: typeof exportedAt === 'string' ? exportedAt : null,
    counts,
    encrypted: false,
  };
}
