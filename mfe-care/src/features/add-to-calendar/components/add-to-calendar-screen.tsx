import type { FunctionComponent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Alert,
  apiErrorStatus,
  Button,
  Card,
  failureMessage,
  Page,
  Spinner,
  Stack,
  TextLink,
  useSessionStore,
  linkTo,
} from '@care/shared';
import type { RemoteModules } from '@care/shared';
import { TEXTS } from '../../../texts';
import { usePerson } from '../../../lib/person/get-person';
import { browserZone, daysText, formatInZone, joinWords, zoneName } from '../../../lib/time';
import { getCalendarFile, useCalendarItem } from '../api/get-calendar-item';
import type { CalendarItem, CalendarKind } from '../api/get-calendar-item';
import { saveTextFile } from './download';

const T = TEXTS.addToCalendar;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0;
  & dt {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function reminderLine(minutes: number | null): string {
  if (minutes === null) return T.noReminder;
  if (minutes === 0) return T.reminderAtTime;
  return T.reminderBefore(
    minutes % 60 === 0 ? T.durationShort(minutes / 60, 'hour') : T.durationShort(minutes, 'minute'),
  );
}

/** What will be added, in the owner's zone (and the reader's, when it differs). */
function WhatWillBeAdded({ entry, zone }: { entry: CalendarItem; zone: string }) {
  const here = browserZone();
  if (entry.kind === 'appointment') {
    const a = entry.item;
    return (
      <>
        <p>{T.appointmentIntro}</p>
        <Facts>
          <dt>{TEXTS.appointments.title}</dt>
          <dd>{a.title}</dd>
          <dt>{TEXTS.appointments.when}</dt>
          <dd>
            {formatInZone(a.start_time, zone)} ({zone})
            {here !== zone && (
              <>
                <br />
                {T.yourTime(`${formatInZone(a.start_time, here)} (${zoneName(here)})`)}
              </>
            )}
          </dd>
          {a.location && (
            <>
              <dt>{TEXTS.appointments.where}</dt>
              <dd>{a.location}</dd>
            </>
          )}
          {a.provider_name && (
            <>
              <dt>{TEXTS.appointments.with}</dt>
              <dd>{a.provider_name}</dd>
            </>
          )}
          <dt>{TEXTS.appointments.reminderLabel}</dt>
          <dd>{reminderLine(a.reminder_minutes)}</dd>
        </Facts>
      </>
    );
  }
  const m = entry.item;
  const days = daysText(m.start_date, m.end_date);
  return (
    <>
      <p>{T.medicationIntro}</p>
      <Facts>
        <dt>{TEXTS.medications.name}</dt>
        <dd>{`${m.name}${m.dosage ? ` ${m.dosage}` : ''}`}</dd>
        <dt>{TEXTS.medications.times}</dt>
        <dd>
          {T.medicationSchedule(
            joinWords([...(m.times.length > 0 ? m.times : ['09:00'])].sort()),
            zone,
          )}
        </dd>
        {days && (
          <>
            <dt>{TEXTS.medications.days}</dt>
            <dd>{days}</dd>
          </>
        )}
        <dt>{TEXTS.appointments.reminderLabel}</dt>
        <dd>{T.reminderAtTime}</dd>
      </Facts>
    </>
  );
}

function Download({ kind, id }: { kind: CalendarKind; id: string }) {
  const file = `${kind}-${id}.ics`;
  const download = useMutation({
    mutationFn: async () => {
      saveTextFile(file, await getCalendarFile(kind, id), 'text/calendar');
      return file;
    },
  });
  return (
    <Stack gap={1}>
      <div>
        <Button busy={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? T.downloading : T.download}
        </Button>
      </div>
      {download.isSuccess && <Alert severity="success">{T.downloaded(download.data)}</Alert>}
      {download.isError && (
        <Alert severity="error">{failureMessage(download.error, T.downloadFailed)}</Alert>
      )}
    </Stack>
  );
}

function Screen({
  kind,
  id,
  navigate,
}: { kind: CalendarKind; id: string } & Pick<
  RemoteModules['mfe_care/AddToCalendarScreen'],
  'navigate'
>) {
  const entry = useCalendarItem(kind, id);
  const person = usePerson(entry.data ? String(entry.data.item.user_id) : '');
  const isAdmin = useSessionStore((s) => s.isAdmin);
  if (entry.isError) {
    const status = apiErrorStatus(entry.error);
    return (
      <Alert severity="error">
        {status === 404 || status === 403 ? T.notFound : failureMessage(entry.error, T.loadFailed)}
      </Alert>
    );
  }
  if (entry.isPending || person.isPending) return <Spinner label={TEXTS.common.loading} />;
  const zone = person.data?.time_zone ?? browserZone();
  const owner = entry.data.item.user_id;
  const itemPath =
    kind === 'appointment'
      ? linkTo('appointment', { userId: owner, appointmentId: id })
      : linkTo('medication', { userId: owner, medicationId: id });
  return (
    <Stack gap={2}>
      <Card>
        <Stack gap={2}>
          <WhatWillBeAdded entry={entry.data} zone={zone} />
          <Download kind={kind} id={id} />
        </Stack>
      </Card>
      <Card title={T.howTo}>
        <ul>
          <li>{T.howGoogle}</li>
          <li>{T.howOutlook}</li>
          <li>{T.howApple}</li>
        </ul>
      </Card>
      {isAdmin && (
        <TextLink to={itemPath} navigate={navigate}>
          {kind === 'appointment' ? T.appointmentLink : T.medicationLink}
        </TextLink>
      )}
    </Stack>
  );
}

/**
 * Spec 2.1: /appointments/{appointmentId}/add-to-calendar and /medications/{medicationId}/add-to-calendar.
 * Says what will be added and downloads the API's .ics; opened from a link in an e-mail, the host signs
 * the reader in and comes back here.
 */
export const AddToCalendarScreen: FunctionComponent<
  RemoteModules['mfe_care/AddToCalendarScreen']
> = ({ params, navigate }) => {
  const kind: CalendarKind = params.appointmentId !== undefined ? 'appointment' : 'medication';
  const id = params.appointmentId ?? params.medicationId ?? '';
  return (
    <Page title={TEXTS.titles.addToCalendarScreen} maxWidth="sm">
      <Screen kind={kind} id={id} navigate={navigate} />
    </Page>
  );
};
