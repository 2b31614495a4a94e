import type { ApiSchema } from '@care/shared';
import type { Dose, DoseStatus } from '../../../lib/doses';
import { formatDayAndMonth, formatTimeOfDay, localDateOf } from '../../../lib/time';
import { TEXTS } from '../../../texts';
import type { CaredPerson } from '../api/get-people';

const P = TEXTS.people;
export type Appointment = ApiSchema<'Appointment'>;

/** Today's doses in the order of the day (the API's order is by due time, kept when equal). */
export function dosesOfDay(doses: readonly Dose[]): Dose[] {
  return [...doses].sort((a, b) => a.due_at.localeCompare(b.due_at));
}

/** The order statuses are counted in: what needs someone first. */
const SUMMARY_ORDER: DoseStatus[] = ['missed', 'due', 'taken', 'upcoming', 'skipped'];

/** "1 missed, 1 due now, 2 taken": the day's doses in words, most urgent first; '' when none. */
export function doseSummary(doses: readonly Dose[]): string {
  return SUMMARY_ORDER.map(
    (status) => [status, doses.filter((d) => d.status === status).length] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([status, n]) => TEXTS.doses.count[status](n))
    .join(', ');
}

/**
 * The next appointment that still lies ahead (scheduled, not yet over), or null. An appointment under way
 * counts until its end: a caregiver phoning at 16:10 wants to hear that the 16:00 visit is on.
 */
export function nextAppointment(
  appointments: readonly Appointment[],
  now: Date,
): Appointment | null {
  const at = now.getTime();
  const ahead = appointments.filter((a) => {
    if (a.status !== 'scheduled') return false;
    const end = Date.parse(a.end_time ?? a.start_time);
    return end >= at || Date.parse(a.start_time) >= at;
  });
  ahead.sort((a, b) => a.start_time.localeCompare(b.start_time));
  return ahead[0] ?? null;
}

/** 'Today, 4:00 pm' or 'Thursday 27 November, 4:00 pm', on the person's clock. */
export function whenText(start: string, zone: string, now: Date): string {
  const time = formatTimeOfDay(Date.parse(start), zone);
  const day =
    localDateOf(start, zone) === localDateOf(now, zone)
      ? P.today
      : formatDayAndMonth(Date.parse(start), zone);
  return `${day}, ${time}`;
}

export type KioskTone = 'success' | 'error' | 'info';

/** The kiosk's state in words (and the colour it is drawn in); null when the person has no kiosk. */
export function kioskLine(
  person: Pick<CaredPerson, 'kiosk' | 'kiosk_last_seen_at' | 'time_zone'>,
  now: Date,
): { text: string; tone: KioskTone } | null {
  switch (person.kiosk) {
    case 'none':
      return null;
    case 'online':
      return { text: P.kiosk.online, tone: 'success' };
    case 'never':
      return { text: P.kiosk.never, tone: 'info' };
    case 'silent': {
      const seen = person.kiosk_last_seen_at;
      if (seen === null) return { text: P.kiosk.silentNever, tone: 'error' };
      return { text: P.kiosk.silent(whenText(seen, person.time_zone, now)), tone: 'error' };
    }
  }
}
