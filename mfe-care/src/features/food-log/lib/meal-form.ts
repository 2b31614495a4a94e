import { z } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { acrossFields, limitedText, requiredDate, requiredTime, says } from '../../../lib/forms';
import { localDateOf, localTimeOf, zonedInstant } from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';
import type { Meal, MealType } from '../api/get-meals';
import type { MealBody } from '../api/save-meal';

const F = TEXTS.food;

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'drink'] as const;
/** The quick entry's meals (drinks are logged with the form). */
export const QUICK_MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
/** When a meal logged for another day is put, if no time is given. */
const USUAL_TIME: Record<MealType, string> = {
  breakfast: '08:00',
  lunch: '12:30',
  dinner: '18:00',
  snack: '15:00',
  drink: '10:30',
};

export const mealSchema = z
  .object({
    meal_type: z.enum(MEAL_TYPES),
    date: requiredDate(),
    time: requiredTime(),
    ate: z.enum(['yes', 'no']),
    description: limitedText(1000),
    calories: z.string().check(
      z.refine(
        (v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) <= 20000),
        says(() => F.caloriesInvalid),
      ),
    ),
    notes: limitedText(2000, TEXTS.common.notesTooLong),
  })
  .check(
    acrossFields((v, report) => {
      if (v.ate === 'yes' && v.description.trim() === '')
        report('description', F.descriptionRequired);
    }),
  );

export type MealValues = z.input<typeof mealSchema>;

export const newMeal = (date: LocalDate, time: string): MealValues => ({
  meal_type: 'breakfast',
  date,
  time,
  ate: 'yes',
  description: '',
  calories: '',
  notes: '',
});

export const valuesOf = (m: Meal, zone: string): MealValues => ({
  meal_type: m.meal_type,
  date: localDateOf(m.eaten_at, zone),
  time: localTimeOf(m.eaten_at, zone),
  ate: m.ate ? 'yes' : 'no',
  description: m.description,
  calories: m.calories === null ? '' : String(m.calories),
  notes: m.notes,
});

export const bodyOf = (v: MealValues, zone: string): MealBody => ({
  meal_type: v.meal_type,
  eaten_at: zonedInstant(v.date, v.time, zone).toISOString(),
  ate: v.ate === 'yes',
  description: v.description.trim(),
  calories: v.calories.trim() === '' ? null : Number(v.calories),
  notes: v.notes,
});

/** The quick entry: now when the day shown is today, else the meal's usual time that day. */
export function quickBody(
  type: MealType,
  ate: boolean,
  day: LocalDate,
  zone: string,
  now: Date,
): MealBody {
  const at = localDateOf(now, zone) === day ? now : zonedInstant(day, USUAL_TIME[type], zone);
  return { meal_type: type, eaten_at: at.toISOString(), ate, description: '' };
}
