import { Button, SelectField, Stack, TextArea, TextField, failureMessage } from '@care/shared';
import { applyServerErrors, Form, FormError, SubmitButton, useForm } from '@care/shared/forms';
import { TEXTS } from '../../texts';
import { useUnreadableFields, ZonedInput } from '../forms';
import type { Appointment } from './get-appointments';
import { useSaveAppointment } from './save-appointment';
import {
  appointmentSchema,
  bodyOf,
  EMPTY_APPOINTMENT,
  REMINDERS,
  valuesOf,
} from './appointment-values';
import type { AppointmentValues } from './appointment-values';

const T = TEXTS.appointments;
const SERVER_FIELDS = {
  title: 'title',
  start_time: 'start',
  end_time: 'end',
  location: 'location',
  provider_name: 'provider_name',
  description: 'description',
} as const;

export interface AppointmentFormProps {
  personId: string;
  zone: string;
  /** The appointment being edited; none: a new one (on `defaultDate` when given). */
  appointment?: Appointment;
  defaultDate?: string;
  onSaved: (saved: Appointment) => void;
  onCancel: () => void;
}

/** New or edited appointment: everything checked before anything is sent; nothing half-saved. */
export function AppointmentForm({
  personId,
  zone,
  appointment,
  defaultDate,
  onSaved,
  onCancel,
}: AppointmentFormProps) {
  const save = useSaveAppointment(personId);
  const unreadable = useUnreadableFields<'date' | 'start' | 'end'>();
  const form = useForm(appointmentSchema, {
    defaultValues: appointment
      ? valuesOf(appointment, zone)
      : { ...EMPTY_APPOINTMENT, date: defaultDate ?? '' },
  });
  const onSubmit = async (values: AppointmentValues) => {
    const stop = unreadable.apply((name, message, first) =>
      form.setError(name, { type: 'manual', message }, { shouldFocus: first }),
    );
    if (stop) return;
    try {
      onSaved(await save.mutateAsync({ id: appointment?.id, body: bodyOf(values, zone) }));
    } catch (error) {
      const named = applyServerErrors(form, error, SERVER_FIELDS);
      if (!named) form.setFormError(failureMessage(error, TEXTS.common.saveFailed));
    }
  };
  return (
    <Form form={form} aria-label={appointment ? T.editTitle : T.newTitle} onSubmit={onSubmit}>
      <FormError />
      <TextField label={T.title} autoComplete="off" {...form.field('title')} />
      <Stack direction="row" gap={2} wrap>
        <ZonedInput
          kind="date"
          label={T.date}
          zone={zone}
          {...form.field('date')}
          onUnreadable={unreadable.track('date', TEXTS.common.dateUnreal)}
        />
        <ZonedInput
          kind="time"
          label={T.start}
          zone={zone}
          {...form.field('start')}
          onUnreadable={unreadable.track('start', TEXTS.common.timeUnreal)}
        />
        <ZonedInput
          kind="time"
          label={T.end}
          zone={zone}
          {...form.field('end')}
          onUnreadable={unreadable.track('end', TEXTS.common.timeUnreal)}
        />
      </Stack>
      <TextField label={T.location} {...form.field('location')} />
      <TextField label={T.withWhom} {...form.field('provider_name')} />
      <SelectField label={T.reminder} options={REMINDERS} {...form.field('reminder')} />
      <TextArea label={T.notes} rows={4} {...form.field('description')} />
      <Stack direction="row" gap={1} wrap>
        <SubmitButton busyLabel={TEXTS.common.saving}>{TEXTS.common.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {TEXTS.common.cancel}
        </Button>
      </Stack>
    </Form>
  );
}
