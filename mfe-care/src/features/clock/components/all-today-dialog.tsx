import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Dialog } from '@care/shared';
import styled from 'styled-components';
import { useEmergencyContacts } from '../../../lib/contacts/get-emergency-contacts';
import { formatTimeOfDay } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { useAcknowledgeMessages } from '../api/acknowledge-messages';
import { useAppointments } from '../api/get-appointments';
import { useClockDayDoses } from '../api/get-doses';
import { useMessages } from '../api/get-messages';
import { CLOCK_SLOW_REFETCH_MS } from '../api/refresh';
import { CallRow, ContactCall } from './call-buttons';
import { byTime, DoseRows, nextDoseIndex } from './medicines-tile';
import { Actions, messageFrom, unreadOldestFirst } from './messages-tile';
import { List, Muted, Plain } from './tile';
import { upcomingAppointments } from './today-tile';

const T = CLOCK_TEXTS;

/** The list closes by itself a minute after the last touch: the kiosk goes back to its clock. */
export const ALL_TODAY_CLOSE_MS = 60_000;

/** The hint and Close stay at the top while the list scrolls under them (it may open scrolled to a section). */
const Top = styled.div`
  position: sticky;
  top: -${({ theme }) => theme.space(1)};
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: -${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
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
  /* Scrolled to, it starts just under the sticky hint and Close (their height, a target and its padding). */
  scroll-margin-top: calc(${({ theme }) => theme.targetSize}px + ${({ theme }) => theme.space(3)});
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.4rem;
`;

/** The sections of the list, each one the "+N" of its tile (or of the call buttons) opens at. */
export type AllTodaySection = 'medicines' | 'appointments' | 'messages' | 'calls';

/**
 * One section of the list. The one the list was opened for is scrolled to the top on opening (under the
 * sticky Close) and its heading takes the focus (`headingRef`, the dialog's first focus).
 */
function ListSection({
  id,
  title,
  opened,
  headingRef,
  children,
}: {
  id: AllTodaySection;
  title: string;
  opened: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // The list mounts as it opens: it opens at this section; then the person scrolls it as they like.
    if (opened) section.current?.scrollIntoView({ block: 'start' });
  }, [opened]);
  const headingId = `all-today-${id}`;
  return (
    <Section ref={section} aria-labelledby={headingId}>
      <Heading id={headingId} ref={opened ? headingRef : undefined} tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

interface SectionProps {
  opened: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

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
  ...section
}: SectionProps & {
  personId: number;
  date: string;
  zone: string;
}) {
  const doses = useClockDayDoses(personId, date);
  const now = useNow(60_000);
  const all = byTime(doses.data ?? []);
  const next = all[nextDoseIndex(all)];
  return (
    <ListSection id="medicines" title={T.medicines.title} {...section}>
      {all.length === 0 ? (
        <Plain>{doses.isError ? T.medicines.failed : T.all.noMedicines}</Plain>
      ) : (
        <DoseRows doses={all} next={next} now={now} zone={zone} personId={personId} />
      )}
    </ListSection>
  );
}

function AppointmentsSection({
  personId,
  zone,
  ...section
}: SectionProps & { personId: number; zone: string }) {
  const appointments = useAppointments(personId);
  const now = useNow(60_000);
  const { today } = upcomingAppointments(appointments.data ?? [], now, zone);
  return (
    <ListSection id="appointments" title={T.today.title} {...section}>
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
    </ListSection>
  );
}

function MessagesSection({
  personId,
  isPerson,
  ...section
}: SectionProps & { personId: number; isPerson: boolean }) {
  const messages = useMessages(personId);
  const ack = useAcknowledgeMessages();
  const unread = unreadOldestFirst(messages.data ?? []);
  return (
    <ListSection id="messages" title={T.messages.title} {...section}>
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
    </ListSection>
  );
}

function CallsSection({ personId, ...section }: SectionProps & { personId: number }) {
  const contacts = useEmergencyContacts(personId, { refetchMs: CLOCK_SLOW_REFETCH_MS });
  const all = contacts.data ?? [];
  return (
    <ListSection id="calls" title={T.calls.title} {...section}>
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
    </ListSection>
  );
}

/**
 * What every "and N more" opens, on the whole screen: all of today's medicines, appointments and
 * unread messages, and every contact with a call button. It opens at the section of the "+N" that opened it
 * (docs/product.md 2.15 – 2.16): scrolled to the top of its own body, the page itself never scrolls, and
 * the focus on that section's heading (never on a Taken button a stray tap could press). Focus stays inside and returns to the button that opened it; Escape and Close close it, and so
 * does a minute without a touch.
 */
export function AllTodayDialog({
  section,
  onClose,
  personId,
  date,
  zone,
  isPerson,
}: {
  /** The section it is open at; null: closed. */
  section: AllTodaySection | null;
  onClose: () => void;
  personId: number;
  date: string;
  zone: string;
  isPerson: boolean;
}) {
  const open = section !== null;
  useCloseWhenIdle(open, onClose);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={T.all.title}
      fullScreen
      initialFocus={headingRef}
    >
      <Top>
        <Muted>{T.all.hint}</Muted>
        <Button onClick={onClose}>{T.all.close}</Button>
      </Top>
      <Sections>
        <MedicinesSection
          personId={personId}
          date={date}
          zone={zone}
          opened={section === 'medicines'}
          headingRef={headingRef}
        />
        <AppointmentsSection
          personId={personId}
          zone={zone}
          opened={section === 'appointments'}
          headingRef={headingRef}
        />
        <MessagesSection
          personId={personId}
          isPerson={isPerson}
          opened={section === 'messages'}
          headingRef={headingRef}
        />
        <CallsSection personId={personId} opened={section === 'calls'} headingRef={headingRef} />
      </Sections>
    </Dialog>
  );
}
