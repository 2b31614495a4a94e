import { z } from '@care/shared/forms';
import { TEXTS } from '../../texts';
import {
  acrossFields,
  limitedText,
  optionalTime,
  requiredDate,
  requiredTime,
  says,
} from '../forms';
import { localDateOf, localTimeOf, zonedInstant } from '../time';
import type { Appointment } from './get-appointments';
import type { AppointmentBody } from './save-appointment';

const T = TEXTS.appointments;

/** Reminder choices in minutes before the start ('' = none). */
export const reminders = () =>
  [
    { value: '', label: T.reminderNone },
    { value: '0', label: T.reminderAt },
    { value: '15', label: T.reminderBefore(T.duration(15, 'minute')) },
    { value: '30', label: T.reminderBefore(T.duration(30, 'minute')) },
    { value: '60', label: T.reminderBefore(T.duration(1, 'hour')) },
    { value: '120', label: T.reminderBefore(T.duration(2, 'hour')) },
    { value: '1440', label: T.reminderBefore(T.duration(1, 'day')) },
  ] as const;

/** The appointment form: a date and times on the person's clock; the API's limits, its messages. */
export const appointmentSchema = z
  .object({
    title: limitedText(200).check(
      z.refine(
        (v) => v.trim() !== '',
        says(() => T.titleRequired),
      ),
    ),
    date: requiredDate(),
    start: requiredTime(),
    end: optionalTime(),
    location: limitedText(300),
    provider_name: limitedText(200),
    description: limitedText(5000, TEXTS.common.notesTooLong),
    reminder: z.string(),
  })
  .check(
    acrossFields((v, report) => {
      // Times of the same day: 'HH:MM' strings compare in time order.
      if (v.end !== '' && v.start !== '' && v.end < v.start) report('end', T.endBeforeStart);
    }),
  );

export type AppointmentValues = z.input<typeof appointmentSchema>;

export const EMPTY_APPOINTMENT: AppointmentValues = {
  title: '',
  date: '',
  start: '',
  end: '',
  location: '',
  provider_name: '',
  description: '',
  reminder: '60',
};

/** The form's values for an appointment, read on the person's clock. */
export function valuesOf(a: Appointment, zone: string): AppointmentValues {
  return {
    title: a.title,
    date: localDateOf(a.start_time, zone),
    start: localTimeOf(a.start_time, zone),
    end: a.end_time === null ? '' : localTimeOf(a.end_time, zone),
    location: a.location,
    provider_name: a.provider_name,
    description: a.description,
    reminder: a.reminder_minutes === null ? '' : String(a.reminder_minutes),
  };
}

/** What the API takes: instants from the date and times in the person's zone. */
export function bodyOf(v: AppointmentValues, zone: string): AppointmentBody {
  return {
    title: v.title.trim(),
    start_time: zonedInstant(v.date, v.start, zone).toISOString(),
    end_time: v.end === '' ? null : zonedInstant(v.date, v.end, zone).toISOString(),
    location: v.location.trim(),
    provider_name: v.provider_name.trim(),
    description: v.description,
    reminder_minutes: v.reminder === '' ? null : Number(v.reminder),
  };
}
