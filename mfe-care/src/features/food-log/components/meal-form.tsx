import { SelectField, Stack, TextArea, TextField } from '@care/shared';
import { Form, FormError, useForm } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { SaveOrCancel, saveOrShowErrors, useZonedFields } from '../../../lib/forms';
import type { LocalDate } from '../../../lib/time';
import type { Meal } from '../api/get-meals';
import { useSaveMeal } from '../api/save-meal';
import { bodyOf, MEAL_TYPES, mealSchema, newMeal, valuesOf } from '../lib/meal-form';
import type { MealValues } from '../lib/meal-form';

const F = TEXTS.food;
const typeOptions = () => MEAL_TYPES.map((value) => ({ value, label: F.types[value] }));
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
  const form = useForm(mealSchema, {
    defaultValues: meal ? valuesOf(meal, zone) : newMeal(day, defaultTime),
  });
  const zoned = useZonedFields(form, zone);
  const onSubmit = async (values: MealValues) => {
    if (zoned.stop()) return;
    await saveOrShowErrors(form, SERVER_FIELDS, async () => {
      await save.mutateAsync({ id: meal?.id, body: bodyOf(values, zone) });
      onSaved();
    });
  };
  return (
    <Form form={form} aria-label={meal ? F.editTitle : F.addTitle} onSubmit={onSubmit}>
      <FormError />
      <Stack direction="row" gap={2} wrap>
        <SelectField label={F.meal} options={typeOptions()} {...form.field('meal_type')} />
        <SelectField label={F.eaten} options={ATE_OPTIONS} {...form.field('ate')} />
      </Stack>
      <Stack direction="row" gap={2} wrap>
        {zoned.input('date', 'date', F.date)}
        {zoned.input('time', 'time', F.time)}
      </Stack>
      <TextField label={F.description} hint={F.descriptionHint} {...form.field('description')} />
      <TextField label={F.calories} inputMode="numeric" {...form.field('calories')} />
      <TextArea label={F.notes} {...form.field('notes')} />
      <SaveOrCancel onCancel={onCancel} />
    </Form>
  );
}
