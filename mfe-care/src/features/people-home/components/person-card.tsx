import styled from 'styled-components';
import { buildPath, Card, Spinner, Stack, TextLink } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { DoseStatusBadge } from '../../../lib/doses';
import { spokenTime, useNow } from '../../../lib/time';
import { InlineList } from '../../../lib/ui/care-list';
import { TEXTS } from '../../../texts';
import type { CaredPerson } from '../api/get-people';
import type { PersonDay } from '../api/get-people-days';
import { doseSummary, dosesOfDay, kioskLine, nextAppointment, whenText } from '../lib/people-rules';
import { SendMessageForm } from './send-message-form';

const P = TEXTS.people;

/** A part of a person's card: a group, not a landmark (the card is the region; axe wants landmarks unique). */
const Section = styled.div.attrs({ role: 'group' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Doses = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(0.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Fact = styled.li<{ $tone: 'success' | 'error' | 'info' | 'warning' }>`
  padding: 2px ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme, $tone }) => theme.colors.severity[$tone].fg};
  border-radius: 999px;
  background: ${({ theme, $tone }) => theme.colors.severity[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.severity[$tone].fg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Links = styled.nav`
  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `0 ${theme.space(2)}`};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The person's pages a caregiver may open (spec 2.2: none of them behind the admin-area guard). */
function pagesOf(id: number): { label: string; to: string | null }[] {
  return [
    { label: P.pages.clock, to: buildPath('clock', { userId: id }) },
    { label: P.pages.calendar, to: buildPath('calendar', { userId: id }) },
    { label: P.pages.food, to: buildPath('food', { userId: id }) },
    { label: P.pages.health, to: buildPath('healthProfile', { userId: id }) },
    { label: P.pages.pictures, to: buildPath('picturebook', { userId: id }) },
  ];
}

function TodaysDoses({ doses }: { doses: PersonDay['doses'] }) {
  if (doses.isPending) return <Spinner label={TEXTS.common.loading} size={24} />;
  if (doses.isError) return <Muted>{P.dosesLoadFailed}</Muted>;
  const day = dosesOfDay(doses.data);
  if (day.length === 0) return <Muted>{P.noDosesToday}</Muted>;
  return (
    <>
      <p>{doseSummary(day)}</p>
      <Doses>
        {day.map((d) => (
          <li key={`${d.medication_id}-${d.due_at}`}>
            <span>{P.doseLine(spokenTime(d.local_time), d.medication_name, d.dose)}</span>
            <DoseStatusBadge status={d.status} />
          </li>
        ))}
      </Doses>
    </>
  );
}

function NextAppointment({
  person,
  appointments,
}: {
  person: CaredPerson;
  appointments: PersonDay['appointments'];
}) {
  const now = new Date(useNow(60_000));
  if (appointments.isPending) return <Spinner label={TEXTS.common.loading} size={24} />;
  if (appointments.isError) return <Muted>{P.appointmentsLoadFailed}</Muted>;
  const next = nextAppointment(appointments.data, now);
  if (next === null) return <Muted>{P.noAppointment}</Muted>;
  return (
    <p>
      <strong>{whenText(next.start_time, person.time_zone, now)}</strong> — {next.title}
      {next.location ? `, ${next.location}` : ''}
    </p>
  );
}

/** One person on a caregiver's home (their day read by the home, `usePeopleDays`): today's medicines, the next appointment, messages, kiosk, pages. */
export function PersonCard({
  person,
  day,
  navigate,
}: {
  person: CaredPerson;
  day: PersonDay;
  navigate: NavigateFn;
}) {
  const now = new Date(useNow(60_000));
  const kiosk = kioskLine(person, now);
  const headingId = `person-${person.id}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <Stack gap={2}>
        <h2 id={headingId} style={{ margin: 0 }}>
          {person.display_name}
        </h2>
        <InlineList>
          <Fact $tone={person.unread_messages > 0 ? 'warning' : 'info'}>
            {P.unread(person.unread_messages)}
          </Fact>
          {kiosk && <Fact $tone={kiosk.tone}>{kiosk.text}</Fact>}
        </InlineList>
        <Links aria-label={P.pagesLabel(person.display_name)}>
          <ul>
            {pagesOf(person.id).map(
              ({ label, to }) =>
                to && (
                  <li key={label}>
                    <TextLink to={to} navigate={navigate}>
                      {label}
                    </TextLink>
                  </li>
                ),
            )}
          </ul>
        </Links>
        <Section aria-labelledby={`${headingId}-doses`}>
          <h3 id={`${headingId}-doses`}>{P.dosesHeading}</h3>
          <TodaysDoses doses={day.doses} />
        </Section>
        <Section aria-labelledby={`${headingId}-next`}>
          <h3 id={`${headingId}-next`}>{P.nextAppointment}</h3>
          <NextAppointment person={person} appointments={day.appointments} />
        </Section>
        <Section aria-labelledby={`${headingId}-message`}>
          <h3 id={`${headingId}-message`}>{P.message.heading(person.display_name)}</h3>
          <SendMessageForm personId={person.id} name={person.display_name} />
        </Section>
      </Stack>
    </Card>
  );
}
