import { DateTime } from 'luxon';

/**
 * Medication schedules as concrete doses, in the person's time zone. A medication's `times` are
 * local wall-clock times ('HH:MM'), so a dose due at 09:00 is due at 09:00 local time on both
 * sides of a daylight-saving change. Pure functions: no database, no clock (callers pass `now`).
 */

const WALL = "yyyy-MM-dd'T'HH:mm";

/**
 * The instant a local date and time of day names in `zone`. A time the clocks skip (spring
 * forward) is moved on by the gap, as the clock on the wall shows it then (02:30 → 03:30); a time
 * the clocks pass twice (falling back) is its first occurrence.
 */
export function wallClockInstant(date: string, time: string, zone: string): Date {
  const naive = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!naive.isValid) throw new Error(`not a local date and time: ${date} ${time} (${zone})`);
  const wall = naive.toFormat(WALL);
  let best = naive;
  for (const offset of new Set([naive.minus({ days: 1 }).offset, naive.plus({ days: 1 }).offset])) {
    const other = naive.minus({ minutes: offset - naive.offset });
    if (other < best && other.setZone(zone).toFormat(WALL) === wall) best = other;
  }
  return best.toJSDate();
}

/** The local date ('YYYY-MM-DD') and time of day ('HH:MM') of an instant in `zone`. */
export function localParts(instant: Date, zone: string): { date: string; time: string } {
  const d = DateTime.fromJSDate(instant, { zone });
  return { date: d.toFormat('yyyy-MM-dd'), time: d.toFormat('HH:mm') };
}

/** Today's date in `zone`. */
export const localToday = (zone: string, now: Date): string => localParts(now, zone).date;

/** The first instant of a local date in `zone` (midnight, or the first minute after a skipped one). */
export const startOfLocalDay = (date: string, zone: string): Date =>
  DateTime.fromISO(date, { zone }).startOf('day').toJSDate();

/** The first instant of the day after a local date in `zone`. */
export const endOfLocalDay = (date: string, zone: string): Date =>
  DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day').toJSDate();

/** Every local date from `from` to `to`, both included. */
export function localDates(from: string, to: string): string[] {
  const out: string[] = [];
  const last = DateTime.fromISO(to, { zone: 'UTC' });
  for (let d = DateTime.fromISO(from, { zone: 'UTC' }); d <= last; d = d.plus({ days: 1 })) {
    out.push(d.toFormat('yyyy-MM-dd'));
  }
  return out;
}

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days +
  1;

export interface Schedule {
  times: string[];
  /** First day (local); null: the day the medication was added. */
  start_date: string | null;
  /** Last day (local), included; null: no end. */
  end_date: string | null;
  status: string;
  created_at: Date;
}

export interface ScheduledDose {
  due_at: Date;
  local_date: string;
  local_time: string;
}

/** The first day of a schedule: its start date, else the local day it was added. */
const firstDay = (m: Schedule, zone: string): string =>
  m.start_date ?? localParts(m.created_at, zone).date;

/**
 * The doses a medication's schedule puts on the local dates `from`..`to` (included), in time
 * order. Only an active medication has doses; a time given twice is one dose.
 */
export function scheduledDoses(
  m: Schedule,
  from: string,
  to: string,
  zone: string,
): ScheduledDose[] {
  if (m.status !== 'active' || m.times.length === 0) return [];
  const start = firstDay(m, zone) > from ? firstDay(m, zone) : from;
  const end = m.end_date !== null && m.end_date < to ? m.end_date : to;
  if (start > end) return [];
  const seen = new Set<number>();
  const doses: ScheduledDose[] = [];
  for (const date of localDates(start, end)) {
    for (const time of m.times) {
      const due = wallClockInstant(date, time, zone);
      if (seen.has(due.getTime())) continue;
      seen.add(due.getTime());
      const local = localParts(due, zone);
      doses.push({ due_at: due, local_date: local.date, local_time: local.time });
    }
  }
  return doses.sort((a, b) => a.due_at.getTime() - b.due_at.getTime());
}

export type MarkedStatus = 'taken' | 'skipped' | 'missed';
export type DoseStatus = 'upcoming' | 'due' | MarkedStatus;

/**
 * A dose's status at `now`: its mark when it has one; otherwise 'upcoming' before it is due,
 * 'due' until `missedAfterMinutes` have passed, then 'missed'.
 */
export function doseStatus(
  mark: MarkedStatus | null,
  dueAt: Date,
  now: Date,
  missedAfterMinutes: number,
): DoseStatus {
  if (mark !== null) return mark;
  if (now < dueAt) return 'upcoming';
  return now.getTime() < dueAt.getTime() + missedAfterMinutes * 60_000 ? 'due' : 'missed';
}

/**
 * Local dates and wall-clock instants, remembered: the sweep asks for the same few (date, time,
 * zone) triples for thousands of people, and each answer costs a time-zone computation.
 */
export class ZoneCalendar {
  // Nested maps, not joined string keys: this is the sweep's innermost loop.
  private readonly instants = new Map<string, Map<string, Map<string, Date>>>();
  private readonly dates = new Map<string, Map<number, string>>();
  private readonly spans = new Map<string, Map<string, string[]>>();

  instant(date: string, time: string, zone: string): Date {
    let byDate = this.instants.get(zone);
    if (!byDate) this.instants.set(zone, (byDate = new Map<string, Map<string, Date>>()));
    let byTime = byDate.get(date);
    if (!byTime) byDate.set(date, (byTime = new Map<string, Date>()));
    let d = byTime.get(time);
    if (!d) byTime.set(time, (d = wallClockInstant(date, time, zone)));
    return d;
  }

  /** The local date of an instant that many share (the window's ends), remembered. */
  dateOf(instant: Date, zone: string): string {
    let byMs = this.dates.get(zone);
    if (!byMs) this.dates.set(zone, (byMs = new Map<number, string>()));
    let d = byMs.get(instant.getTime());
    if (d === undefined) byMs.set(instant.getTime(), (d = localParts(instant, zone).date));
    return d;
  }

  datesFrom(from: string, to: string): string[] {
    let byTo = this.spans.get(from);
    if (!byTo) this.spans.set(from, (byTo = new Map<string, string[]>()));
    let d = byTo.get(to);
    if (!d) byTo.set(to, (d = localDates(from, to)));
    return d;
  }
}

/**
 * The due instants of a medication's doses within [since, until], in time order: exactly the
 * doses `scheduledDoses` puts on the local dates from `since` to `until`, kept when due inside
 * the window (the sweep's question, asked for every medication each pass).
 */
export function dosesDueBetween(
  m: Schedule,
  since: Date,
  until: Date,
  zone: string,
  cal: ZoneCalendar,
): Date[] {
  if (m.status !== 'active' || m.times.length === 0) return [];
  const from = cal.dateOf(since, zone);
  const to = cal.dateOf(until, zone);
  // Added before the window opened: its first day is not after the window's first (local dates
  // only move forward with time), so that one time-zone computation per medication is saved.
  const first = m.start_date ?? (m.created_at <= since ? from : firstDay(m, zone));
  const start = first > from ? first : from;
  const end = m.end_date !== null && m.end_date < to ? m.end_date : to;
  if (start > end) return [];
  const seen = new Set<number>();
  const out: Date[] = [];
  for (const date of cal.datesFrom(start, end)) {
    for (const time of m.times) {
      const due = cal.instant(date, time, zone);
      const t = due.getTime();
      if (seen.has(t) || due < since || due > until) continue;
      seen.add(t);
      out.push(due);
    }
  }
  return out.sort((a, b) => a.getTime() - b.getTime());
}
