import { TEXTS } from '../../../texts';
import { formatInZone, localDateOf, localTimeOf } from '../../../lib/time';
import type { Appointment } from '../../../lib/appointments';

/** 'Thursday 3 December 2026, 10:00–10:30' on the person's clock (the end's date too when it differs). */
export function whenOf(a: Appointment, zone: string): string {
  const start = formatInZone(a.start_time, zone);
  if (a.end_time === null) return start;
  const sameDay = localDateOf(a.start_time, zone) === localDateOf(a.end_time, zone);
  return `${start}–${sameDay ? localTimeOf(a.end_time, zone) : formatInZone(a.end_time, zone)}`;
}

/** The reminder in words: 'None', 'At the start', '1 hour before'. */
export function reminderText(minutes: number | null): string {
  if (minutes === null) return TEXTS.appointments.noReminder;
  if (minutes === 0) return TEXTS.appointments.reminderAt;
  const [amount, unit] =
    minutes % 1440 === 0
      ? ([minutes / 1440, 'day'] as const)
      : minutes % 60 === 0
        ? ([minutes / 60, 'hour'] as const)
        : ([minutes, 'minute'] as const);
  return TEXTS.appointments.reminderBefore(TEXTS.appointments.duration(amount, unit));
}
