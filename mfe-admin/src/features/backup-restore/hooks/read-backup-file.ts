import { TEXTS } from '../../../texts';

const T = TEXTS.backup;
export const BACKUP_VERSION = 1;

export interface BackupFile {
  file: File;
  exportedAt: string | null;
  /** Rows per table in the file. */
  counts: Record<string, number>;
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
  const { version, tables, exported_at: exportedAt } = doc as Record<string, unknown>;
  if (version === undefined || typeof tables !== 'object' || tables === null) {
    return { error: T.notBackup };
  }
  if (version !== BACKUP_VERSION) return { error: T.wrongVersion(JSON.stringify(version)) };
  const counts: Record<string, number> = {};
  for (const [table, rows] of Object.entries(tables)) {
    counts[table] = Array.isArray(rows) ? rows.length : 0;
  }
  return { file, exportedAt: typeof exportedAt === 'string' ? exportedAt : null, counts };
}
