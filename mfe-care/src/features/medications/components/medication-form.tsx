import styled from 'styled-components';
import { Button, SelectField, Stack, TextArea, TextField } from '@care/shared';
import { Form, FormError, useFieldArray, useForm } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { SaveOrCancel, saveOrShowErrors, useZonedFields } from '../../../lib/forms';
import type { CareItemFormProps } from '../../../lib/forms';
import type { Medication } from '../api/get-medications';
import { useSaveMedication } from '../api/save-medication';
import {
  bodyOf,
  emptyMedication,
  medicationSchema,
  statusOptions,
  valuesOf,
} from '../lib/medication-form';
import type { MedicationValues } from '../lib/medication-form';

const T = TEXTS.medications;
const SERVER_FIELDS = {
  name: 'name',
  dosage: 'dosage',
  instructions: 'instructions',
  start_date: 'start_date',
  end_date: 'end_date',
} as const;

const Times = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.disabledBg};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  margin: 0;
  & > legend {
    font-weight: ${({ theme }) => theme.font.weightBold};
    padding: 0 ${({ theme }) => theme.space(0.5)};
  }
`;

const TimesError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.severity.error.fg};
`;

export interface MedicationFormProps extends CareItemFormProps<Medication> {
  today: string;
  medication?: Medication;
}

/** New or edited medication: name, dose, instructions, the times of day, first and last day. */
export function MedicationForm({
  personId,
  zone,
  today,
  medication,
  onSaved,
  onCancel,
}: MedicationFormProps) {
  const save = useSaveMedication(personId);
  const form = useForm(medicationSchema, {
    defaultValues: medication ? valuesOf(medication, today) : emptyMedication(today),
  });
  const zoned = useZonedFields(form, zone);
  const times = useFieldArray({ control: form.control, name: 'times' });
  const timesError =
    form.formState.errors.times?.root?.message ?? form.formState.errors.times?.message;
  const onSubmit = async (values: MedicationValues) => {
    if (zoned.stop()) return;
    await saveOrShowErrors(form, SERVER_FIELDS, async () => {
      onSaved(await save.mutateAsync({ id: medication?.id, body: bodyOf(values) }));
    });
  };
  return (
    <Form form={form} aria-label={medication ? T.editTitle : T.newTitle} onSubmit={onSubmit}>
      <FormError />
      <TextField label={T.name} autoComplete="off" {...form.field('name')} />
      <TextField label={T.dose} hint={T.doseHint} {...form.field('dosage')} />
      <TextArea label={T.instructions} {...form.field('instructions')} />
      <Times>
        <legend>{T.times}</legend>
        {timesError && <TimesError role="alert">{timesError}</TimesError>}
        <Stack gap={1}>
          {times.fields.map((item, i) => (
            <Stack key={item.id} direction="row" gap={1} align="flex-end">
              {zoned.input('time', `times.${i}.value`, T.timeN(i + 1))}
              {times.fields.length > 1 && (
                <Button variant="secondary" onClick={() => times.remove(i)}>
                  {T.removeTime(i + 1)}
                </Button>
              )}
            </Stack>
          ))}
          <div>
            <Button variant="secondary" onClick={() => times.append({ value: '' })}>
              {T.addTime}
            </Button>
          </div>
        </Stack>
      </Times>
      <Stack direction="row" gap={2} wrap>
        {zoned.input('date', 'start_date', T.startDate)}
        {zoned.input('date', 'end_date', T.endDate)}
      </Stack>
      {medication && (
        <SelectField label={T.status} options={statusOptions()} {...form.field('status')} />
      )}
      <SaveOrCancel onCancel={onCancel} />
    </Form>
  );
}
