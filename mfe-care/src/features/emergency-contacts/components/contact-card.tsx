import { Button, Card } from '@care/shared';
import styled from 'styled-components';
import { callContact, telHref, useCallMode, useCallProgress } from '../../../lib/call';
import type { EmergencyContact } from '../../../lib/contacts/get-emergency-contacts';
import { TEXTS } from '../../../texts';

const T = TEXTS.contacts;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};

  dt {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
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

/** Spec 2.10's call flow: 'Connecting...', 'Call connected', 'Call ended', from the call state. */
function CallStatus({ phoneNumber }: { phoneNumber: string }) {
  const progress = useCallProgress(phoneNumber);
  return (
    <span role="status" aria-live="polite">
      {progress === null ? '' : T.callStatus[progress]}
    </span>
  );
}

function CallControl({ contact }: { contact: EmergencyContact }) {
  const mode = useCallMode();
  const href = telHref(contact.phone_number);
  if (mode === 'tel' && href !== null)
    return (
      <CallLink href={href} aria-label={T.callLabel(contact.name)}>
        {T.call}
      </CallLink>
    );
  return (
    <Button
      aria-label={T.callLabel(contact.name)}
      disabled={href === null}
      onClick={() => void callContact(contact)}
    >
      {T.call}
    </Button>
  );
}

/** One contact (spec 2.10): its details, Edit, Delete and Call. */
export function ContactCard({
  contact,
  onEdit,
  onDelete,
}: {
  contact: EmergencyContact;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card title={contact.name}>
      <Facts>
        <dt>{T.fields.relationship}</dt>
        <dd>{contact.relationship}</dd>
        <dt>{T.fields.type}</dt>
        <dd>{T.typeLabel(contact.contact_type)}</dd>
        <dt>{T.fields.phone}</dt>
        <dd>{contact.phone_number}</dd>
        {contact.email !== null && contact.email !== '' && (
          <>
            <dt>{T.shown.email}</dt>
            <dd>{contact.email}</dd>
          </>
        )}
        {contact.notes !== null && contact.notes !== '' && (
          <>
            <dt>{T.shown.notes}</dt>
            <dd>{contact.notes}</dd>
          </>
        )}
      </Facts>
      <Actions>
        <Button variant="secondary" aria-label={T.editLabel(contact.name)} onClick={onEdit}>
          {T.edit}
        </Button>
        <Button variant="danger" aria-label={T.deleteLabel(contact.name)} onClick={onDelete}>
          {T.delete}
        </Button>
        <CallControl contact={contact} />
        <CallStatus phoneNumber={contact.phone_number} />
      </Actions>
    </Card>
  );
}
