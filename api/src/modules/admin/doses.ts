import { DateTime } from 'luxon';
import type { DoseMarkRow, MedicationRow } from './repository';

/** A dose due today that nobody marked within the threshold (or that the dose sweep stored as missed). */
export interface MissedDose {
  user_id: number;
  display_name: string;
  medication_id: number;
  medication_name: string;
  due_at: Date;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The medication's times of day ('HH:MM', local to the person), ignoring anything malformed. */
function timesOf(raw: unknown): string[] {
  return Array.isArray(raw)
    ? raw.filter((t): t is string => typeof t === 'string' && TIME.test(t))
    : [];
}

/**
 * Today's doses, per the dose contract: a medication's `times` are wall-clock times in the
 * person's zone, so a 09:00 dose is due at 09:00 local time on both sides of a DST change.
 * "Today" is each person's own local date.
 */
export function dosesDueToday(
  meds: MedicationRow[],
  now: Date,
  defaultZone: string,
): { med: MedicationRow; dueAt: Date }[] {
  const out: { med: MedicationRow; dueAt: Date }[] = [];
  for (const med of meds) {
    const zone = med.time_zone ?? defaultZone;
    const today = DateTime.fromJSDate(now, { zone }).toISODate();
    if (today === null) continue;
    if (med.start_date !== null && med.start_date > today) continue;
    if (med.end_date !== null && med.end_date < today) continue;
    for (const time of timesOf(med.times)) {
      const due = DateTime.fromISO(`${today}T${time}`, { zone });
      if (due.isValid) out.push({ med, dueAt: due.toJSDate() });
    }
  }
  return out;
}

/** The earliest and latest instant any zone's "today" can cover (UTC ± 14 h around today). */
export function todayWindow(now: Date): { from: Date; to: Date } {
  const day = 24 * 3600 * 1000;
  return { from: new Date(now.getTime() - 1.5 * day), to: new Date(now.getTime() + 1.5 * day) };
}

/**
 * Missed today: a dose stored as 'missed', or an unmarked one due more than `afterMinutes` ago.
 * A dose marked taken or skipped is never missed.
 */
export function missedToday(
  meds: MedicationRow[],
  marks: DoseMarkRow[],
  now: Date,
  defaultZone: string,
  afterMinutes: number,
): MissedDose[] {
  const status = new Map(marks.map((m) => [`${m.medication_id}@${m.due_at.getTime()}`, m.status]));
  const cutoff = now.getTime() - afterMinutes * 60_000;
  return dosesDueToday(meds, now, defaultZone)
    .filter(({ med, dueAt }) => {
      const mark = status.get(`${med.id}@${dueAt.getTime()}`);
      if (mark === 'missed') return true;
      return mark === undefined && dueAt.getTime() <= cutoff;
    })
    .map(({ med, dueAt }) => ({
      user_id: med.user_id,
      display_name: med.display_name,
      medication_id: med.id,
      medication_name: med.name,
      due_at: dueAt,
    }));
}
