import styled from 'styled-components';
import { Alert, Card, failureMessage, notify, Spinner, Stack, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import { AddInPlace, Folded, ItemList, navigateOnClick } from '../../../lib/ui/care-list';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { AppointmentForm, useAppointments } from '../../../lib/appointments';
import type { Appointment } from '../../../lib/appointments';
import { whenOf } from '../lib/appointment-text';

const T = TEXTS.appointments;

const ItemLink = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.subtleHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRingWidth}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ItemTitle = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Item({
  a,
  zone,
  userId,
  navigate,
}: {
  a: Appointment;
  zone: string;
  userId: number;
  navigate: NavigateFn;
}) {
  const href = linkTo('appointment', { userId, appointmentId: a.id });
  return (
    <li>
      <ItemLink href={href} onClick={navigateOnClick(navigate, href)}>
        <ItemTitle>{a.title}</ItemTitle>
        <span>{whenOf(a, zone)}</span>
        {(a.location || a.provider_name) && (
          <Muted>{[a.location, a.provider_name].filter(Boolean).join(' · ')}</Muted>
        )}
      </ItemLink>
    </li>
  );
}

/** Upcoming first (soonest at the top), past ones folded away (latest first). */
function splitByNow(list: readonly Appointment[], now: Date) {
  const endOf = (a: Appointment) => new Date(a.end_time ?? a.start_time).getTime();
  const upcoming = list.filter((a) => endOf(a) >= now.getTime());
  const past = list.filter((a) => endOf(a) < now.getTime());
  const byStart = (a: Appointment, b: Appointment) => a.start_time.localeCompare(b.start_time);
  return { upcoming: [...upcoming].sort(byStart), past: [...past].sort((a, b) => byStart(b, a)) };
}

export function AppointmentList({
  person,
  navigate,
}: {
  person: PersonInfo;
  navigate: NavigateFn;
}) {
  const personId = String(person.id);
  const appointments = useAppointments(personId);
  if (appointments.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (appointments.isError) {
    return <Alert severity="error">{failureMessage(appointments.error, T.loadFailed)}</Alert>;
  }
  const { upcoming, past } = splitByNow(appointments.data, new Date());
  return (
    <Stack gap={3}>
      <AddInPlace
        title={T.newTitle}
        label={T.add}
        form={(close) => (
          <AppointmentForm
            personId={personId}
            zone={person.zone}
            onSaved={(saved) => {
              close();
              notify(T.created, { severity: 'success' });
              navigate(linkTo('appointment', { userId: person.id, appointmentId: saved.id }));
            }}
            onCancel={close}
          />
        )}
      />
      <Card title={T.upcoming}>
        {upcoming.length === 0 ? (
          <p>{T.noUpcoming}</p>
        ) : (
          <ItemList>
            {upcoming.map((a) => (
              <Item key={a.id} a={a} zone={person.zone} userId={person.id} navigate={navigate} />
            ))}
          </ItemList>
        )}
        {past.length > 0 && (
          <Folded>
            <summary>{T.past(past.length)}</summary>
            <ItemList>
              {past.map((a) => (
                <Item key={a.id} a={a} zone={person.zone} userId={person.id} navigate={navigate} />
              ))}
            </ItemList>
          </Folded>
        )}
      </Card>
    </Stack>
  );
}
