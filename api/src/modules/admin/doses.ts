import { doseStatus, localToday, scheduledDoses } from '../doses';
import type { MarkedStatus } from '../doses';
import type { DoseMarkRow, MedicationRow } from './dashboard';

/** A dose due today that nobody marked within the threshold (or that the dose sweep stored as missed). */
export interface MissedDose {
  user_id: number;
  display_name: string;
  medication_id: number;
  medication_name: string;
  due_at: Date;
}

const MARKS: ReadonlySet<string> = new Set(['taken', 'skipped', 'missed']);
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The medication's times of day ('HH:MM', local to the person), ignoring anything malformed. */
function timesOf(raw: unknown): string[] {
  return Array.isArray(raw)
    ? raw.filter((t): t is string => typeof t === 'string' && TIME.test(t))
    : [];
}

/**
 * Today's doses, by the dose API's own schedule (modules/doses/schedule.ts): a medication's `times`
 * are wall-clock times in the person's zone, so a 09:00 dose is due at 09:00 local time on both
 * sides of a DST change. "Today" is each person's own local date; the list holds active
 * medications only, and one without a start date has started.
 */
export function dosesDueToday(
  meds: MedicationRow[],
  now: Date,
  defaultZone: string,
): { med: MedicationRow; dueAt: Date }[] {
  return meds.flatMap((med) => {
    const zone = med.time_zone ?? defaultZone;
    const today = localToday(zone, now);
    const schedule = {
      times: timesOf(med.times),
      start_date: med.start_date ?? today,
      end_date: med.end_date,
      status: 'active',
      created_at: now,
    };
    return scheduledDoses(schedule, today, today, zone).map((d) => ({ med, dueAt: d.due_at }));
  });
}

/** The earliest and latest instant any zone's "today" can cover (UTC ± 14 h around today). */
export function todayWindow(now: Date): { from: Date; to: Date } {
  const day = 24 * 3600 * 1000;
  return { from: new Date(now.getTime() - 1.5 * day), to: new Date(now.getTime() + 1.5 * day) };
}

/**
 * Missed today: a dose stored as 'missed', or an unmarked one due longer ago than the person's
 * own threshold (dose_settings), else `afterMinutes` (the configured default) — the same rule as
 * the dose API. A dose marked taken or skipped is never missed.
 */
export function missedToday(
  meds: MedicationRow[],
  marks: DoseMarkRow[],
  now: Date,
  defaultZone: string,
  afterMinutes: number,
): MissedDose[] {
  const status = new Map(marks.map((m) => [`${m.medication_id}@${m.due_at.getTime()}`, m.status]));
  return dosesDueToday(meds, now, defaultZone)
    .filter(({ med, dueAt }) => {
      const mark = status.get(`${med.id}@${dueAt.getTime()}`);
      const marked = MARKS.has(mark ?? '') ? (mark as MarkedStatus) : null;
      return doseStatus(marked, dueAt, now, med.missed_after_minutes ?? afterMinutes) === 'missed';
    })
    .map(({ med, dueAt }) => ({
      user_id: med.user_id,
      display_name: med.display_name,
      medication_id: med.id,
      medication_name: med.name,
      due_at: dueAt,
    }));
}
