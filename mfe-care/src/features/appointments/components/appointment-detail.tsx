import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  failureMessage,
  notify,
  Spinner,
  Stack,
  TextLink,
  linkTo,
} from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { useDeleteAppointment } from '../api/delete-appointment';
import { AppointmentForm, useAppointments } from '../../../lib/appointments';
import type { Appointment } from '../../../lib/appointments';
import { useSendAppointmentEmail } from '../api/send-appointment-email';
import { reminderText, whenOf } from '../lib/appointment-text';

const T = TEXTS.appointments;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  & dt {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  & dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

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
  const appointments = useAppointments(personId);
  const remove = useDeleteAppointment(personId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const listPath = linkTo('appointments', { userId: person.id });
  const back = (
    <TextLink to={listPath} navigate={navigate}>
      {TEXTS.common.backToList(TEXTS.titles.appointmentsScreen.toLowerCase())}
    </TextLink>
  );
  if (appointments.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (appointments.isError) {
    return <Alert severity="error">{failureMessage(appointments.error, T.loadFailed)}</Alert>;
  }
  const a = appointments.data.find((item) => item.id === appointmentId);
  if (!a) {
    return (
      <Stack>
        {back}
        <Alert severity="warning">{T.notFound}</Alert>
      </Stack>
    );
  }
  const when = whenOf(a, person.zone);
  return (
    <Stack gap={2}>
      {back}
      {editing ? (
        <Card title={T.editTitle}>
          <AppointmentForm
            personId={personId}
            zone={person.zone}
            appointment={a}
            onSaved={() => {
              setEditing(false);
              notify(T.updated, { severity: 'success' });
            }}
            onCancel={() => setEditing(false)}
          />
        </Card>
      ) : (
        <Card title={a.title}>
          <Facts>
            <dt>{T.when}</dt>
            <dd>{when}</dd>
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
          </Facts>
          <Stack gap={2}>
            <Stack direction="row" gap={1} wrap>
              <Button onClick={() => setEditing(true)}>{TEXTS.common.edit}</Button>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {TEXTS.common.delete}
              </Button>
              <TextLink
                to={linkTo('appointmentAddToCalendar', { appointmentId: a.id })}
                navigate={navigate}
              >
                {T.addToCalendar}
              </TextLink>
            </Stack>
            <SendByEmail appointment={a} />
            {remove.isError && (
              <Alert severity="error">
                {failureMessage(remove.error, TEXTS.common.deleteFailed)}
              </Alert>
            )}
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.deleteConfirmTitle}
        message={T.deleteConfirm(a.title, when)}
        confirmLabel={TEXTS.common.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          remove.mutate(a.id, {
            onSuccess: () => {
              setConfirming(false);
              notify(T.deleted, { severity: 'success' });
              navigate(listPath);
            },
            onError: () => setConfirming(false),
          });
        }}
      />
    </Stack>
  );
}
