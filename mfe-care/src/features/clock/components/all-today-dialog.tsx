import { useEffect } from 'react';
import { Button, Dialog } from '@care/shared';
import styled from 'styled-components';
import { useEmergencyContacts } from '../../../lib/contacts/get-emergency-contacts';
import { formatTimeOfDay } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';
import { TEXTS } from '../../../texts';
import { useAcknowledgeMessages } from '../api/acknowledge-messages';
import { useAppointments } from '../api/get-appointments';
import { useDoses } from '../api/get-doses';
import { useMessages } from '../api/get-messages';
import { CLOCK_SLOW_REFETCH_MS } from '../api/refresh';
import { CallRow, ContactCall } from './call-buttons';
import { byTime, DoseRows, nextDoseIndex } from './medicines-tile';
import { Actions, messageFrom, unreadOldestFirst } from './messages-tile';
import { List, Muted, Plain } from './tile';
import { upcomingAppointments } from './today-tile';

const T = TEXTS.clock;

/** The list closes by itself a minute after the last touch: the kiosk goes back to its clock. */
export const ALL_TODAY_CLOSE_MS = 60_000;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  font-size: 1.2rem;
  line-height: 1.25;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.4rem;
`;

const Strong = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Closes the list a minute after it opened or was last touched (a tap, a key). */
function useCloseWhenIdle(open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    let timer = setTimeout(onClose, ALL_TODAY_CLOSE_MS);
    const restart = (): void => {
      clearTimeout(timer);
      timer = setTimeout(onClose, ALL_TODAY_CLOSE_MS);
    };
    document.addEventListener('pointerdown', restart, true);
    document.addEventListener('keydown', restart, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', restart, true);
      document.removeEventListener('keydown', restart, true);
    };
  }, [open, onClose]);
}

function MedicinesSection({
  personId,
  date,
  zone,
}: {
  personId: number;
  date: string;
  zone: string;
}) {
  const doses = useDoses(personId, date);
  const now = useNow(60_000);
  const all = byTime(doses.data ?? []);
  const next = all[nextDoseIndex(all)];
  return (
    <Section aria-labelledby="all-today-medicines">
      <Heading id="all-today-medicines">{T.medicines.title}</Heading>
      {all.length === 0 ? (
        <Plain>{doses.isError ? T.medicines.failed : T.all.noMedicines}</Plain>
      ) : (
        <DoseRows doses={all} next={next} now={now} zone={zone} personId={personId} />
      )}
    </Section>
  );
}

function AppointmentsSection({ personId, zone }: { personId: number; zone: string }) {
  const appointments = useAppointments(personId);
  const now = useNow(60_000);
  const { today } = upcomingAppointments(appointments.data ?? [], now, zone);
  return (
    <Section aria-labelledby="all-today-appointments">
      <Heading id="all-today-appointments">{T.today.title}</Heading>
      {today.length === 0 ? (
        <Plain>{appointments.isError ? T.today.failed : T.all.noAppointments}</Plain>
      ) : (
        <List>
          {today.map((a) => (
            <li key={a.id}>
              <span>{formatTimeOfDay(Date.parse(a.start_time), zone)}</span>
              <Strong>{a.title}</Strong>
              {a.location !== '' && <Muted>{a.location}</Muted>}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

function MessagesSection({ personId, isPerson }: { personId: number; isPerson: boolean }) {
  const messages = useMessages(personId);
  const ack = useAcknowledgeMessages();
  const unread = unreadOldestFirst(messages.data ?? []);
  return (
    <Section aria-labelledby="all-today-messages">
      <Heading id="all-today-messages">{T.messages.title}</Heading>
      {ack.isError && <Plain role="alert">{T.messages.saveFailed}</Plain>}
      {unread.length === 0 ? (
        <Plain>{messages.isError ? T.messages.failed : T.all.noMessages}</Plain>
      ) : (
        <List>
          {unread.map((message) => {
            const from = messageFrom(message);
            return (
              <li key={message.id}>
                <Strong>{from}</Strong>
                <Body>{message.body}</Body>
                {isPerson && (
                  <Actions>
                    <Button
                      aria-label={T.messages.acknowledgeLabel(from)}
                      onClick={() => ack.mutate({ personId, messageId: message.id })}
                    >
                      {T.messages.acknowledge}
                    </Button>
                  </Actions>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Section>
  );
}

function CallsSection({ personId }: { personId: number }) {
  const contacts = useEmergencyContacts(personId, { refetchMs: CLOCK_SLOW_REFETCH_MS });
  const all = contacts.data ?? [];
  return (
    <Section aria-labelledby="all-today-calls">
      <Heading id="all-today-calls">{T.calls.title}</Heading>
      {all.length === 0 ? (
        <Plain>{T.all.noContacts}</Plain>
      ) : (
        <CallRow>
          {all.map((contact) => (
            <li key={contact.id}>
              <ContactCall contact={contact} label="relationship" />
            </li>
          ))}
        </CallRow>
      )}
    </Section>
  );
}

/**
 * Issue 26: what every "and N more" opens, on the whole screen: all of today's medicines, appointments and
 * unread messages, and every contact with a call button. Focus starts on Close (not on a Taken button a
 * stray tap could press), stays inside and returns to the button that opened it; Escape and Close close it,
 * and so does a minute without a touch.
 */
export function AllTodayDialog({
  open,
  onClose,
  personId,
  date,
  zone,
  isPerson,
}: {
  open: boolean;
  onClose: () => void;
  personId: number;
  date: string;
  zone: string;
  isPerson: boolean;
}) {
  useCloseWhenIdle(open, onClose);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={T.all.title}
      fullScreen
    >
      <Top>
        <Muted>{T.all.hint}</Muted>
        <Button onClick={onClose}>{T.all.close}</Button>
      </Top>
      <Sections>
        <MedicinesSection personId={personId} date={date} zone={zone} />
        <AppointmentsSection personId={personId} zone={zone} />
        <MessagesSection personId={personId} isPerson={isPerson} />
        <CallsSection personId={personId} />
      </Sections>
    </Dialog>
  );
}
