import { Alert, Button, failureMessage, Stack, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { RecordDetail } from '../../../lib/ui/record-detail';
import { useDeleteAppointment } from '../api/delete-appointment';
import { AppointmentForm, useAppointments } from '../../../lib/appointments';
import type { Appointment } from '../../../lib/appointments';
import { useSendAppointmentEmail } from '../api/send-appointment-email';
import { reminderText, whenOf } from '../lib/appointment-text';

const T = TEXTS.appointments;

function SendByEmail({ appointment }: { appointment: Appointment }) {
  const send = useSendAppointmentEmail();
  return (
    <Stack gap={1}>
      <div>
        <Button
          variant="secondary"
          busy={send.isPending}
          onClick={() => send.mutate(appointment.id)}
        >
          {send.isPending ? T.sending : T.sendEmail}
        </Button>
      </div>
      {send.isSuccess && <Alert severity="success">{T.sent(send.data.to)}</Alert>}
      {send.isError && <Alert severity="error">{failureMessage(send.error, T.sendFailed)}</Alert>}
    </Stack>
  );
}

/** One appointment: what, when, where, with whom; edit, delete (confirmed), e-mail, add to calendar. */
export function AppointmentDetail({
  person,
  appointmentId,
  navigate,
}: {
  person: PersonInfo;
  appointmentId: number;
  navigate: NavigateFn;
}) {
  const personId = String(person.id);
  return (
    <RecordDetail
      records={useAppointments(personId)}
      recordId={appointmentId}
      remove={useDeleteAppointment(personId)}
      listPath={linkTo('appointments', { userId: person.id })}
      listTitle={TEXTS.titles.appointmentsScreen}
      navigate={navigate}
      texts={T}
      title={(a) => a.title}
      deleteMessage={(a) => T.deleteConfirm(a.title, whenOf(a, person.zone))}
      calendarPath={(a) => linkTo('appointmentAddToCalendar', { appointmentId: a.id })}
      facts={(a) => (
        <>
          <dt>{T.when}</dt>
          <dd>{whenOf(a, person.zone)}</dd>
          {a.location && (
            <>
              <dt>{T.where}</dt>
              <dd>{a.location}</dd>
            </>
          )}
          {a.provider_name && (
            <>
              <dt>{T.with}</dt>
              <dd>{a.provider_name}</dd>
            </>
          )}
          <dt>{T.reminderLabel}</dt>
          <dd>{reminderText(a.reminder_minutes)}</dd>
          {a.description && (
            <>
              <dt>{T.notes}</dt>
              <dd>{a.description}</dd>
            </>
          )}
        </>
      )}
      form={(a, done) => (
        <AppointmentForm personId={personId} zone={person.zone} appointment={a} {...done} />
      )}
      extra={(a) => <SendByEmail appointment={a} />}
    />
  );
}
