import { SelectField, Stack, TextArea, TextField } from '@care/shared';
import { Form, FormError, useForm } from '@care/shared/forms';
import { TEXTS } from '../../texts';
import { SaveOrCancel, saveOrShowErrors, useZonedFields } from '../forms';
import type { CareItemFormProps } from '../forms';
import type { Appointment } from './get-appointments';
import { useSaveAppointment } from './save-appointment';
import {
  appointmentSchema,
  bodyOf,
  EMPTY_APPOINTMENT,
  reminders,
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

export interface AppointmentFormProps extends CareItemFormProps<Appointment> {
  /** The appointment being edited; none: a new one (on `defaultDate` when given). */
  appointment?: Appointment;
  defaultDate?: string;
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
  const form = useForm(appointmentSchema, {
    defaultValues: appointment
      ? valuesOf(appointment, zone)
      : { ...EMPTY_APPOINTMENT, date: defaultDate ?? '' },
  });
  const zoned = useZonedFields(form, zone);
  const onSubmit = async (values: AppointmentValues) => {
    if (zoned.stop()) return;
    await saveOrShowErrors(form, SERVER_FIELDS, async () => {
      onSaved(await save.mutateAsync({ id: appointment?.id, body: bodyOf(values, zone) }));
    });
  };
  return (
    <Form form={form} aria-label={appointment ? T.editTitle : T.newTitle} onSubmit={onSubmit}>
      <FormError />
      <TextField label={T.title} autoComplete="off" {...form.field('title')} />
      <Stack direction="row" gap={2} wrap>
        {zoned.input('date', 'date', T.date)}
        {zoned.input('time', 'start', T.start)}
        {zoned.input('time', 'end', T.end)}
      </Stack>
      <TextField label={T.location} {...form.field('location')} />
      <TextField label={T.withWhom} {...form.field('provider_name')} />
      <SelectField label={T.reminder} options={reminders()} {...form.field('reminder')} />
      <TextArea label={T.notes} rows={4} {...form.field('description')} />
      <SaveOrCancel onCancel={onCancel} />
    </Form>
  );
}
