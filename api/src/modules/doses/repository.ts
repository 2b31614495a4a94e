import type { Queryable } from '../../db/db';
import type { MarkedStatus } from './schedule';

/** A marked dose (only marked doses are stored; the rest are computed from the schedule). */
export interface DoseRow {
  id: number;
  medication_id: number;
  user_id: number;
  due_at: Date;
  status: MarkedStatus;
  marked_at: Date;
  marked_by: number | null;
  marked_by_name: string | null;
  note: string | null;
}

/** What a dose needs of its medication. */
export interface DoseMedicationRow {
  id: number;
  user_id: number;
  name: string;
  dosage: string;
  instructions: string;
  times: string[];
  start_date: string | null;
  end_date: string | null;
  status: string;
  created_at: Date;
}

const MEDICATION_COLUMNS =
  'id, user_id, name, dosage, instructions, times, start_date, end_date, status, created_at';
const DOSE_SELECT = `SELECT d.*, u.display_name AS marked_by_name FROM medication_doses d
  LEFT JOIN users u ON u.id = d.marked_by`;

export async function medicationsOf(q: Queryable, userId: number): Promise<DoseMedicationRow[]> {
  return q.query<DoseMedicationRow>(
    `SELECT ${MEDICATION_COLUMNS} FROM medications WHERE user_id = $1 ORDER BY name, id`,
    [userId],
  );
}

export async function medicationOf(
  q: Queryable,
  userId: number,
  id: number,
): Promise<DoseMedicationRow | null> {
  const rows = await q.query<DoseMedicationRow>(
    `SELECT ${MEDICATION_COLUMNS} FROM medications WHERE user_id = $1 AND id = $2`,
    [userId, id],
  );
  return rows[0] ?? null;
}

/** A user's marked doses due in [from, to). */
export async function marksBetween(
  q: Queryable,
  userId: number,
  from: Date,
  to: Date,
): Promise<DoseRow[]> {
  return q.query<DoseRow>(
    `${DOSE_SELECT} WHERE d.user_id = $1 AND d.due_at >= $2 AND d.due_at < $3 ORDER BY d.due_at, d.id`,
    [userId, from, to],
  );
}

export async function findMark(
  q: Queryable,
  medicationId: number,
  dueAt: Date,
): Promise<DoseRow | null> {
  const rows = await q.query<DoseRow>(
    `${DOSE_SELECT} WHERE d.medication_id = $1 AND d.due_at = $2`,
    [medicationId, dueAt],
  );
  return rows[0] ?? null;
}

/**
 * Marks a dose. The same status again changes nothing (a retried request after an outage keeps
 * the first mark's time and author); another status replaces the mark.
 */
export async function mark(
  q: Queryable,
  m: {
    medicationId: number;
    userId: number;
    dueAt: Date;
    status: MarkedStatus;
    markedBy: number;
    note: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO medication_doses (medication_id, user_id, due_at, status, marked_by, note)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (medication_id, due_at) DO UPDATE
       SET status = EXCLUDED.status, marked_at = now(), marked_by = EXCLUDED.marked_by,
           note = EXCLUDED.note
       WHERE medication_doses.status <> EXCLUDED.status
          OR medication_doses.note IS DISTINCT FROM EXCLUDED.note`,
    [m.medicationId, m.userId, m.dueAt, m.status, m.markedBy, m.note],
  );
}

export async function unmark(q: Queryable, medicationId: number, dueAt: Date): Promise<void> {
  await q.query('DELETE FROM medication_doses WHERE medication_id = $1 AND due_at = $2', [
    medicationId,
    dueAt,
  ]);
}

/** The person's own missed-dose threshold (minutes), or null for the configured default. */
export async function missedAfter(q: Queryable, userId: number): Promise<number | null> {
  const rows = await q.query<{ missed_after_minutes: number }>(
    'SELECT missed_after_minutes FROM dose_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.missed_after_minutes ?? null;
}

export async function setMissedAfter(
  q: Queryable,
  userId: number,
  minutes: number | null,
  by: number,
): Promise<void> {
  if (minutes === null) {
    await q.query('DELETE FROM dose_settings WHERE user_id = $1', [userId]);
    return;
  }
  await q.query(
    `INSERT INTO dose_settings (user_id, missed_after_minutes, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET missed_after_minutes = EXCLUDED.missed_after_minutes,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [userId, minutes, by],
  );
}
