import type { Queryable } from '../../db/db';
import * as repo from './repository';
import type { DoseMedicationRow, DoseRow } from './repository';
import type { DoseOut } from './schemas';
import { doseStatus, endOfLocalDay, localParts, scheduledDoses, startOfLocalDay } from './schedule';

/** Whom doses are computed for: the person's id, zone and missed-dose threshold. */
export interface DosePerson {
  id: number;
  zone: string;
  missedAfterMinutes: number;
}

export async function personOf(
  q: Queryable,
  user: { id: number; time_zone: string | null },
  defaults: { zone: string; missedAfterMinutes: number },
): Promise<DosePerson> {
  return {
    id: user.id,
    zone: user.time_zone ?? defaults.zone,
    missedAfterMinutes: (await repo.missedAfter(q, user.id)) ?? defaults.missedAfterMinutes,
  };
}

function doseOut(
  m: DoseMedicationRow,
  dueAt: Date,
  mark: DoseRow | null,
  p: DosePerson,
  now: Date,
): DoseOut {
  const local = localParts(dueAt, p.zone);
  return {
    medication_id: m.id,
    medication_name: m.name,
    dose: m.dosage,
    instructions: m.instructions,
    due_at: dueAt.toISOString(),
    local_date: local.date,
    local_time: local.time,
    status: doseStatus(mark?.status ?? null, dueAt, now, p.missedAfterMinutes),
    marked_at: mark ? mark.marked_at.toISOString() : null,
    marked_by:
      mark && mark.marked_by !== null
        ? { id: mark.marked_by, display_name: mark.marked_by_name ?? '' }
        : null,
    note: mark?.note ?? null,
  };
}

const key = (medicationId: number, dueAt: Date): string => `${medicationId}@${dueAt.getTime()}`;

/**
 * A person's doses on the local dates `from`..`to` (included), sorted by due time: every dose
 * their active medications' schedules put there, each with its mark when it has one, plus marked
 * doses the schedule no longer has (a time changed later, a paused medication): history stays.
 */
export async function listDoses(
  q: Queryable,
  p: DosePerson,
  range: { from: string; to: string; medicationId?: number },
  now: Date,
): Promise<DoseOut[]> {
  const meds = (await repo.medicationsOf(q, p.id)).filter(
    (m) => range.medicationId === undefined || m.id === range.medicationId,
  );
  const byId = new Map(meds.map((m) => [m.id, m]));
  const marks = new Map(
    (
      await repo.marksBetween(
        q,
        p.id,
        startOfLocalDay(range.from, p.zone),
        endOfLocalDay(range.to, p.zone),
      )
    )
      .filter((d) => byId.has(d.medication_id))
      .map((d) => [key(d.medication_id, d.due_at), d]),
  );
  const out: DoseOut[] = [];
  for (const m of meds) {
    for (const s of scheduledDoses(m, range.from, range.to, p.zone)) {
      const k = key(m.id, s.due_at);
      out.push(doseOut(m, s.due_at, marks.get(k) ?? null, p, now));
      marks.delete(k);
    }
  }
  for (const d of marks.values()) {
    const m = byId.get(d.medication_id);
    if (m) out.push(doseOut(m, d.due_at, d, p, now));
  }
  return out.sort(
    (a, b) =>
      a.due_at.localeCompare(b.due_at) ||
      a.medication_name.localeCompare(b.medication_name) ||
      a.medication_id - b.medication_id,
  );
}

/** Whether the medication's schedule, or a stored mark, has a dose at `dueAt`. */
export async function isDose(
  q: Queryable,
  m: DoseMedicationRow,
  dueAt: Date,
  zone: string,
): Promise<boolean> {
  const { date } = localParts(dueAt, zone);
  if (scheduledDoses(m, date, date, zone).some((s) => s.due_at.getTime() === dueAt.getTime())) {
    return true;
  }
  return (await repo.findMark(q, m.id, dueAt)) !== null;
}

/** One dose as the API answers it, after a mark. */
export async function oneDose(
  q: Queryable,
  m: DoseMedicationRow,
  dueAt: Date,
  p: DosePerson,
  now: Date,
): Promise<DoseOut> {
  return doseOut(m, dueAt, await repo.findMark(q, m.id, dueAt), p, now);
}
