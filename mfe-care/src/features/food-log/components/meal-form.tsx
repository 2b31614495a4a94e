import { Button, failureMessage, SelectField, Stack, TextArea, TextField } from '@care/shared';
import { applyServerErrors, Form, FormError, SubmitButton, useForm } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { useUnreadableFields, ZonedInput } from '../../../lib/forms';
import type { LocalDate } from '../../../lib/time';
import type { Meal } from '../api/get-meals';
import { useSaveMeal } from '../api/save-meal';
import { bodyOf, MEAL_TYPES, mealSchema, newMeal, valuesOf } from '../lib/meal-form';
import type { MealValues } from '../lib/meal-form';

const F = TEXTS.food;
const TYPE_OPTIONS = MEAL_TYPES.map((value) => ({ value, label: F.types[value] }));
const ATE_OPTIONS = [
  { value: 'yes', label: F.ateOption },
  { value: 'no', label: F.didNotEatOption },
];
const SERVER_FIELDS = {
  meal_type: 'meal_type',
  eaten_at: 'time',
  description: 'description',
  calories: 'calories',
  notes: 'notes',
} as const;

export function MealForm({
  personId,
  zone,
  day,
  defaultTime,
  meal,
  onSaved,
  onCancel,
}: {
  personId: string;
  zone: string;
  day: LocalDate;
  defaultTime: string;
  meal?: Meal;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveMeal(personId);
  const unreadable = useUnreadableFields<'date' | 'time'>();
  const form = useForm(mealSchema, {
    defaultValues: meal ? valuesOf(meal, zone) : newMeal(day, defaultTime),
  });
  const onSubmit = async (values: MealValues) => {
    const stop = unreadable.apply((name, message, first) =>
      form.setError(name, { type: 'manual', message }, { shouldFocus: first }),
    );
    if (stop) return;
    try {
      await save.mutateAsync({ id: meal?.id, body: bodyOf(values, zone) });
      onSaved();
    } catch (error) {
      const named = applyServerErrors(form, error, SERVER_FIELDS);
      if (!named) form.setFormError(failureMessage(error, TEXTS.common.saveFailed));
    }
  };
  return (
    <Form form={form} aria-label={meal ? F.editTitle : F.addTitle} onSubmit={onSubmit}>
      <FormError />
      <Stack direction="row" gap={2} wrap>
        <SelectField label={F.meal} options={TYPE_OPTIONS} {...form.field('meal_type')} />
        <SelectField label={F.eaten} options={ATE_OPTIONS} {...form.field('ate')} />
      </Stack>
      <Stack direction="row" gap={2} wrap>
        <ZonedInput
          kind="date"
          label={F.date}
          zone={zone}
          {...form.field('date')}
          onUnreadable={unreadable.track('date', TEXTS.common.dateUnreal)}
        />
        <ZonedInput
          kind="time"
          label={F.time}
          zone={zone}
          {...form.field('time')}
          onUnreadable={unreadable.track('time', TEXTS.common.timeUnreal)}
        />
      </Stack>
      <TextField label={F.description} hint={F.descriptionHint} {...form.field('description')} />
      <TextField label={F.calories} inputMode="numeric" {...form.field('calories')} />
      <TextArea label={F.notes} {...form.field('notes')} />
      <Stack direction="row" gap={1} wrap>
        <SubmitButton busyLabel={TEXTS.common.saving}>{TEXTS.common.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {TEXTS.common.cancel}
        </Button>
      </Stack>
    </Form>
  );
}
