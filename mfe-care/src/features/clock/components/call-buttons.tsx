import { Button } from '@care/shared';
import styled, { css } from 'styled-components';
import {
  useEmergencyContacts,
  type EmergencyContact,
} from '../../../lib/contacts/get-emergency-contacts';
import { callContact, telHref, useCallMode } from '../../../lib/call';
import { CLOCK_SLOW_REFETCH_MS } from '../api/refresh';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { MoreItems } from './tile';
import type { CallLabel } from '../hooks/use-capacity';

const T = CLOCK_TEXTS.calls;

/**
 * A row of call buttons (the clock's, and the whole day's list). On a phone the buttons wrap onto a
 * second line rather than widen the page.
 */
export const CallRow = styled.ul`
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
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(1.5)}`};
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

/** A handset, drawn (no emoji font is needed on the kiosk); the button's text says what it does. */
function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      style={{ marginRight: '0.35em', verticalAlign: '-0.12em' }}
    >
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

const Who = styled.span`
  font-weight: 400;
`;

/** The name people call someone by: 'Emily' of 'Emily Johnson'. */
function callName(contact: EmergencyContact): string {
  return contact.name.trim().split(/\s+/)[0] ?? contact.name;
}

/** A name alone on a button (a 1024×600 kiosk): a long one ends in "…" rather than push the day's sentence. */
const NameOnly = styled.span`
  display: inline-block;
  max-width: 6.5em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

export function ContactCall({ contact, label }: { contact: EmergencyContact; label: CallLabel }) {
  const mode = useCallMode();
  const name = callName(contact);
  // Said by screen readers and matched by voice control in every form: "Call Emily" (it contains the visible text).
  const accessibleName = label === 'name' ? T.call(name) : undefined;
  const content = (
    <>
      <span>
        <PhoneIcon />
        {label === 'name' ? <NameOnly>{name}</NameOnly> : T.call(name)}
      </span>
      {label === 'relationship' ? <Who>{contact.relationship}</Who> : null}
    </>
  );
  const href = telHref(contact.phone_number);
  if (mode === 'tel' && href !== null)
    return (
      <CallLink href={href} aria-label={accessibleName}>
        {content}
      </CallLink>
    );
  return (
    <CallButton
      disabled={href === null}
      aria-label={accessibleName}
      onClick={() => void callContact(contact)}
    >
      {content}
    </CallButton>
  );
}

/**
 * Large call buttons for the person's emergency contacts (at most `capacity`, first ones first); the rest are
 * one tap away: "and 3 more" opens the whole day's list, where every contact has its call button.
 */
export function CallButtons({
  personId,
  capacity,
  label,
  onMore,
}: {
  personId: number;
  capacity: number;
  /** What each button says (a small kiosk: one line, or the name alone). */
  label: CallLabel;
  onMore: () => void;
}) {
  const contacts = useEmergencyContacts(personId, { refetchMs: CLOCK_SLOW_REFETCH_MS });
  const all = contacts.data ?? [];
  const shown = all.slice(0, capacity);
  if (shown.length === 0) return null;
  const hidden = all.length - shown.length;
  return (
    <nav aria-label={T.title}>
      <CallRow>
        {shown.map((contact) => (
          <li key={contact.id}>
            <ContactCall contact={contact} label={label} />
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <MoreItems more={{ count: hidden, what: CLOCK_TEXTS.moreOf.calls, onOpen: onMore }} />
          </li>
        )}
      </CallRow>
    </nav>
  );
}
