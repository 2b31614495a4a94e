import { z } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import {
  acrossFields,
  limitedText,
  optionalDate,
  requiredDate,
  requiredTime,
  says,
} from '../../../lib/forms';
import type { Medication } from '../api/get-medications';
import type { MedicationBody } from '../api/save-medication';

const T = TEXTS.medications;

const MEDICATION_STATUSES = ['active', 'paused', 'completed', 'discontinued'] as const;
export const statusOptions = () =>
  MEDICATION_STATUSES.map((value) => ({
    value,
    label: T.statuses[value],
  }));

/** The medication form: times of day and days on the person's clock; the API's limits, its messages. */
export const medicationSchema = z
  .object({
    name: limitedText(200).check(
      z.refine(
        (v) => v.trim() !== '',
        says(() => T.nameRequired),
      ),
    ),
    dosage: limitedText(200),
    instructions: limitedText(2000, TEXTS.common.notesTooLong),
    times: z.array(z.object({ value: requiredTime() })).check(
      z.minLength(
        1,
        says(() => T.timesRequired),
      ),
    ),
    start_date: requiredDate(),
    end_date: optionalDate(),
    status: z.enum(MEDICATION_STATUSES),
  })
  .check(
    acrossFields((v, report) => {
      if (v.end_date !== '' && v.start_date !== '' && v.end_date < v.start_date) {
        report('end_date', T.endBeforeStart);
      }
    }),
    z.superRefine(
      (v, ctx) => {
        const seen = new Set<string>();
        v.times.forEach((t, i) => {
          if (t.value !== '' && seen.has(t.value)) {
            ctx.issues.push({
              code: 'custom',
              path: ['times', i, 'value'],
              message: T.timeTwice,
              input: t.value,
            });
          }
          seen.add(t.value);
        });
      },
      { when: () => true },
    ),
  );

export type MedicationValues = z.input<typeof medicationSchema>;

export const emptyMedication = (today: string): MedicationValues => ({
  name: '',
  dosage: '',
  instructions: '',
  times: [{ value: '08:00' }],
  start_date: today,
  end_date: '',
  status: 'active',
});

export function valuesOf(m: Medication, today: string): MedicationValues {
  return {
    name: m.name,
    dosage: m.dosage,
    instructions: m.instructions,
    times: m.times.map((value) => ({ value })),
    start_date: m.start_date ?? today,
    end_date: m.end_date ?? '',
    status: m.status,
  };
}

/** What the API takes; times in the order of the day. */
export function bodyOf(v: MedicationValues): MedicationBody {
  return {
    name: v.name.trim(),
    dosage: v.dosage.trim(),
    instructions: v.instructions,
    times: v.times.map((t) => t.value).sort(),
    start_date: v.start_date,
    end_date: v.end_date === '' ? null : v.end_date,
    status: v.status,
  };
}
