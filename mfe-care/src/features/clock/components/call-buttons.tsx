import { Button } from '@care/shared';
import styled, { css } from 'styled-components';
import {
  useEmergencyContacts,
  type EmergencyContact,
} from '../../../lib/contacts/get-emergency-contacts';
import { callContact, telHref, useCallMode } from '../../../lib/call';
import { CLOCK_SLOW_REFETCH_MS } from '../api/refresh';
import { TEXTS } from '../../../texts';

const T = TEXTS.clock.calls;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const big = css`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 0.1em;
  min-height: ${({ theme }) => theme.targetSize}px;
  min-width: 10rem;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  text-align: left;
  font-size: 1.2rem;
  line-height: 1.2;
`;

const CallButton = styled(Button)`
  ${big}
`;

/** A tel: link that looks like the other call buttons. */
const CallLink = styled.a`
  ${big}
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Who = styled.span`
  font-weight: 400;
`;

/** The name people call someone by: 'Emily' of 'Emily Johnson'. */
export function callName(contact: EmergencyContact): string {
  return contact.name.trim().split(/\s+/)[0] ?? contact.name;
}

function ContactCall({ contact }: { contact: EmergencyContact }) {
  const mode = useCallMode();
  const label = (
    <>
      <span>
        <span aria-hidden="true">📞 </span>
        {T.call(callName(contact))}
      </span>
      <Who>{mode === 'unavailable' ? T.unavailable : contact.relationship}</Who>
    </>
  );
  const href = telHref(contact.phone_number);
  if (mode === 'tel' && href !== null) return <CallLink href={href}>{label}</CallLink>;
  return (
    <CallButton
      disabled={mode === 'unavailable' || href === null}
      onClick={() => void callContact(contact)}
    >
      {label}
    </CallButton>
  );
}

/** Large call buttons for the person's emergency contacts (at most `capacity`, first ones first). */
export function CallButtons({ personId, capacity }: { personId: number; capacity: number }) {
  const contacts = useEmergencyContacts(personId, { refetchMs: CLOCK_SLOW_REFETCH_MS });
  const shown = (contacts.data ?? []).slice(0, capacity);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={T.title}>
      <Row>
        {shown.map((contact) => (
          <li key={contact.id}>
            <ContactCall contact={contact} />
          </li>
        ))}
      </Row>
    </nav>
  );
}
