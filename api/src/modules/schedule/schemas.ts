import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import {
  component,
  DateOnly,
  DateTime,
  isoOrNull,
  nullable,
  oneOf,
  opt,
  Timestamp,
} from '../../lib/schemas';
import type { AppointmentRow, MealRow, MedicationRow } from './repository';

export const APPOINTMENT_STATUS = ['scheduled', 'completed', 'cancelled', 'missed'] as const;
export const MEDICATION_STATUS = ['active', 'paused', 'completed', 'discontinued'] as const;
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'drink'] as const;
/** A local time of day HH:MM. */
const TIME_OF_DAY = '^([01]\\d|2[0-3]):[0-5]\\d$';

export const appointmentFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: opt(Type.String({ maxLength: 5000 })),
  location: opt(Type.String({ maxLength: 300 })),
  provider_name: opt(Type.String({ maxLength: 200 })),
  start_time: DateTime,
  end_time: opt(nullable(DateTime)),
  status: opt(oneOf(APPOINTMENT_STATUS)),
  reminder_minutes: opt(nullable(Type.Integer({ minimum: 0, maximum: 10080 }))),
};
export const medicationFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  dosage: opt(Type.String({ maxLength: 200 })),
  frequency: opt(Type.String({ maxLength: 200 })),
  instructions: opt(Type.String({ maxLength: 2000 })),
  prescriber: opt(Type.String({ maxLength: 200 })),
  times: opt(Type.Array(Type.String({ pattern: TIME_OF_DAY }), { maxItems: 12 })),
  start_date: opt(nullable(DateOnly)),
  end_date: opt(nullable(DateOnly)),
  status: opt(oneOf(MEDICATION_STATUS)),
};
export const mealFields = {
  meal_type: oneOf(MEAL_TYPES),
  /** What was eaten; may be empty for a quick "ate / did not eat" entry. */
  description: opt(Type.String({ maxLength: 1000 })),
  /** false: the meal was not eaten (the quick "did not eat" entry). */
  ate: opt(Type.Boolean()),
  eaten_at: DateTime,
  calories: opt(nullable(Type.Integer({ minimum: 0, maximum: 20000 }))),
  notes: opt(Type.String({ maxLength: 2000 })),
};

/** The same fields, all optional (PATCH). */
export function partial<T extends Record<string, TSchema>>(fields: T) {
  return Type.Partial(Type.Object(fields, { additionalProperties: false }));
}

export const Appointment = component(
  'Appointment',
  Type.Object({
    id: Type.Integer(),
    user_id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    location: Type.String(),
    provider_name: Type.String(),
    start_time: Timestamp,
    end_time: nullable(Timestamp),
    status: oneOf(APPOINTMENT_STATUS),
    reminder_minutes: nullable(Type.Integer()),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);
export const Medication = component(
  'Medication',
  Type.Object({
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    dosage: Type.String(),
    frequency: Type.String(),
    instructions: Type.String(),
    prescriber: Type.String(),
    times: Type.Array(Type.String({ description: 'Local time of day HH:MM' })),
    start_date: nullable(Type.String({ format: 'date' })),
    end_date: nullable(Type.String({ format: 'date' })),
    status: oneOf(MEDICATION_STATUS),
    status_updated_at: nullable(Timestamp),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);
export const Meal = component(
  'Meal',
  Type.Object({
    id: Type.Integer(),
    user_id: Type.Integer(),
    meal_type: oneOf(MEAL_TYPES),
    description: Type.String(),
    eaten_at: Timestamp,
    ate: Type.Boolean(),
    calories: nullable(Type.Integer()),
    notes: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

type Status<T extends readonly string[]> = T[number];

export const appointmentOut = (r: AppointmentRow) => ({
  ...r,
  status: r.status as Status<typeof APPOINTMENT_STATUS>,
  start_time: r.start_time.toISOString(),
  end_time: isoOrNull(r.end_time),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
export const medicationOut = (r: MedicationRow) => ({
  ...r,
  status: r.status as Status<typeof MEDICATION_STATUS>,
  status_updated_at: isoOrNull(r.status_updated_at),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
export const mealOut = (r: MealRow) => ({
  ...r,
  meal_type: r.meal_type as Status<typeof MEAL_TYPES>,
  eaten_at: r.eaten_at.toISOString(),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const MedicationStatusBody = Type.Object({ status: oneOf(MEDICATION_STATUS) });
export const AppointmentParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export const SentOut = Type.Object({ detail: Type.String(), to: Type.String() });
