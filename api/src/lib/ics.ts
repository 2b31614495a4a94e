import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';

/**
 * iCalendar files through ical-generator (escaping, folding, VTIMEZONE). Text is normalised to
 * LF first, so a lone CR is escaped like any line break.
 */
const PRODID = { company: 'Care Coordination', product: 'API', language: 'EN' };
const text = (s: string): string => s.replace(/\r\n?/g, '\n');
const utcStamp = (d: Date): string =>
  DateTime.fromJSDate(d).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");

export interface AppointmentEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** Minutes before the start for a reminder (VALARM), or null. */
  reminderMinutes: number | null;
}

/** One appointment: an instant, so written in UTC (unambiguous in every zone). */
export function appointmentIcs(a: AppointmentEvent, now = new Date()): string {
  const cal = ical({ prodId: PRODID, method: ICalCalendarMethod.PUBLISH });
  cal.createEvent({
    id: a.uid,
    stamp: now,
    start: a.start,
    end: a.end,
    summary: text(a.summary),
    description: text(a.description),
    location: text(a.location),
    alarms:
      a.reminderMinutes === null
        ? []
        : [
            {
              type: ICalAlarmType.display,
              trigger: a.reminderMinutes * 60,
              description: text(a.summary),
            },
          ],
  });
  return cal.toString();
}

export interface MedicationSchedule {
  uid: string;
  summary: string;
  description: string;
  /** Local times of day HH:MM in `timeZone`. */
  times: string[];
  /** First and last day (YYYY-MM-DD, local); no end: every day from the start. */
  startDate: string;
  endDate: string | null;
  timeZone: string;
}

/**
 * A medication: one daily event per time of day (so 08:00 and 18:30 stay exactly that, minutes
 * included), in the user's zone (TZID with its VTIMEZONE: the reminder keeps its wall-clock time
 * across daylight-saving changes), each with a reminder at the time itself.
 */
export function medicationIcs(schedule: MedicationSchedule, now = new Date()): string {
  // A zone stored before names were made canonical (`utc`) is written in its canonical name.
  const m = { ...schedule, timeZone: canonicalZone(schedule.timeZone) ?? 'UTC' };
  const cal = ical({
    prodId: PRODID,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: m.timeZone, generator: getVtimezoneComponent },
  });
  // UNTIL is an instant in UTC (RFC 5545 3.3.10, with a zoned DTSTART): the end of the last day.
  const until = m.endDate
    ? `;UNTIL=${utcStamp(DateTime.fromISO(m.endDate, { zone: m.timeZone }).endOf('day').toJSDate())}`
    : '';
  for (const time of m.times.length > 0 ? m.times : ['09:00']) {
    const start = DateTime.fromISO(`${m.startDate}T${time}`, { zone: m.timeZone });
    cal.createEvent({
      id: `${time.replace(':', '')}-${m.uid}`,
      stamp: now,
      start,
      end: start.plus({ minutes: 15 }),
      timezone: m.timeZone,
      summary: text(m.summary),
      description: text(m.description),
      repeating: `FREQ=DAILY${until}`,
      alarms: [{ type: ICalAlarmType.display, trigger: 0, description: text(m.summary) }],
    });
  }
  // With a calendar zone the library writes DTSTAMP as local time; RFC 5545 wants it in UTC.
  return cal.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(now)}`);
}

/**
 * The name of a time zone that a calendar file can describe, or null. A name the VTIMEZONE
 * library knows as given is kept (`Asia/Kolkata`); otherwise the runtime's canonical name for it
 * (`utc` is UTC, `Europe/london` is Europe/London, the link `Europe/Kyiv` is Europe/Kiev in this
 * ICU), if the library knows that. Any other zone is refused: its `.ics` would carry a TZID
 * without its VTIMEZONE.
 */
export function canonicalZone(tz: string): string | null {
  if (tz.length === 0 || tz.length > 64) return null;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-GB', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return [tz, canonical].find((name) => getVtimezoneComponent(name) !== null) ?? null;
}

export const isTimeZone = (tz: string): boolean => canonicalZone(tz) !== null;

/** "Tuesday 24 November 2026, 14:00 (Europe/London)": an instant as its owner reads it. */
export function localDateTime(d: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} (${timeZone})`;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? now.toISOString().slice(0, 10);
