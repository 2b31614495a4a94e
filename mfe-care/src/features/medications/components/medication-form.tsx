import styled from 'styled-components';
import { Button, failureMessage, SelectField, Stack, TextArea, TextField } from '@care/shared';
import {
  applyServerErrors,
  Form,
  FormError,
  SubmitButton,
  useFieldArray,
  useForm,
} from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { useUnreadableFields, ZonedInput } from '../../../lib/forms';
import type { Medication } from '../api/get-medications';
import { useSaveMedication } from '../api/save-medication';
import {
  bodyOf,
  emptyMedication,
  medicationSchema,
  STATUS_OPTIONS,
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

export interface MedicationFormProps {
  personId: string;
  zone: string;
  today: string;
  medication?: Medication;
  onSaved: (saved: Medication) => void;
  onCancel: () => void;
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
  const unreadable = useUnreadableFields<'start_date' | 'end_date' | `times.${number}.value`>();
  const form = useForm(medicationSchema, {
    defaultValues: medication ? valuesOf(medication, today) : emptyMedication(today),
  });
  const times = useFieldArray({ control: form.control, name: 'times' });
  const timesError =
    form.formState.errors.times?.root?.message ?? form.formState.errors.times?.message;
  const onSubmit = async (values: MedicationValues) => {
    if (
      unreadable.apply((name, message, first) =>
        form.setError(name, { type: 'manual', message }, { shouldFocus: first }),
      )
    ) {
      return;
    }
    try {
      onSaved(await save.mutateAsync({ id: medication?.id, body: bodyOf(values) }));
    } catch (error) {
      const named = applyServerErrors(form, error, SERVER_FIELDS);
      if (!named) form.setFormError(failureMessage(error, TEXTS.common.saveFailed));
    }
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
              <ZonedInput
                kind="time"
                label={T.timeN(i + 1)}
                zone={zone}
                {...form.field(`times.${i}.value`)}
                onUnreadable={unreadable.track(`times.${i}.value`, TEXTS.common.timeUnreal)}
              />
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
        <ZonedInput
          kind="date"
          label={T.startDate}
          zone={zone}
          {...form.field('start_date')}
          onUnreadable={unreadable.track('start_date', TEXTS.common.dateUnreal)}
        />
        <ZonedInput
          kind="date"
          label={T.endDate}
          zone={zone}
          {...form.field('end_date')}
          onUnreadable={unreadable.track('end_date', TEXTS.common.dateUnreal)}
        />
      </Stack>
      {medication && (
        <SelectField label={T.status} options={STATUS_OPTIONS} {...form.field('status')} />
      )}
      <Stack direction="row" gap={1} wrap>
        <SubmitButton busyLabel={TEXTS.common.saving}>{TEXTS.common.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {TEXTS.common.cancel}
        </Button>
      </Stack>
    </Form>
  );
}
