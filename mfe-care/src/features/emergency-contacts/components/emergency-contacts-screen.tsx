import { useState } from 'react';
import {
  Alert,
  Button,
  ConfirmDialog,
  notify,
  Page,
  Spinner,
  Stack,
  SUCCESS_TOAST_MS,
  useSessionStore,
} from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import styled from 'styled-components';
import {
  useEmergencyContacts,
  type EmergencyContact,
} from '../../../lib/contacts/get-emergency-contacts';
import { positiveId } from '../../../lib/ids';
import { usePersonTitle } from '../../../lib/person/person-title';
import { TEXTS } from '../../../texts';
import { useDeleteContact } from '../api/delete-contact';
import { useSaveContact } from '../api/save-contact';
import {
  addErrorText,
  contactFields,
  EMPTY_CONTACT,
  updateErrorText,
  type ContactFormValues,
} from '../lib/contact-schema';
import { ContactCard } from './contact-card';
import { ContactForm } from './contact-form';

const T = TEXTS.contacts;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const success = (message: string): void => {
  notify(message, { severity: 'success', autoHideMs: SUCCESS_TOAST_MS });
};

function valuesOf(contact: EmergencyContact): ContactFormValues {
  return {
    name: contact.name,
    relationship: contact.relationship,
    phone_number: contact.phone_number,
    email: contact.email ?? '',
    notes: contact.notes ?? '',
    contact_type: contact.contact_type,
  };
}

/**
 * Spec 2.10: a person's emergency contacts as cards (Edit, Delete, Call), the Add New Contact form, and the
 * Edit Contact form while one is being edited. The user id falls back to the signed-in user's.
 */
export function EmergencyContactsScreen({ params, navigate }: UserScreenProps) {
  const signedIn = useSessionStore((state) => state.userId);
  const personId = positiveId(params.userId.trim() === '' ? signedIn : params.userId);
  const contacts = useEmergencyContacts(personId);
  const save = useSaveContact();
  const remove = useDeleteContact();
  const title = usePersonTitle(T.title, personId);
  const [editing, setEditing] = useState<EmergencyContact | null>(null);
  const [deleting, setDeleting] = useState<EmergencyContact | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const add = async (values: ContactFormValues): Promise<string | null> => {
    if (personId === null) return T.invalidUser;
    try {
      await save.mutateAsync({ personId, fields: contactFields(values) });
      success(T.added);
      return null;
    } catch (error) {
      return addErrorText(error);
    }
  };

  const update = async (values: ContactFormValues): Promise<string | null> => {
    if (personId === null || editing === null) return T.missingIds;
    try {
      await save.mutateAsync({ personId, contactId: editing.id, fields: contactFields(values) });
      setEditing(null);
      success(T.updated);
      return null;
    } catch (error) {
      return updateErrorText(error);
    }
  };

  const confirmDelete = async (): Promise<void> => {
    if (personId === null || deleting === null) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ personId, contactId: deleting.id });
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
      success(T.deleted);
    } catch {
      setDeleting(null);
      setDeleteError(T.deleteFailed);
    }
  };

  let list;
  if (personId === null) list = <Alert severity="error">{T.invalidUser}</Alert>;
  else if (contacts.isPending) list = <Spinner label={TEXTS.loading} size={40} />;
  else if (contacts.isError) list = <Alert severity="error">{T.fetchFailed}</Alert>;
  else if (contacts.data.length === 0) list = <p>{T.none}</p>;
  else
    list = (
      <Cards aria-label={T.list}>
        {contacts.data.map((contact) => (
          <li key={contact.id}>
            <ContactCard
              contact={contact}
              onEdit={() => setEditing(contact)}
              onDelete={() => setDeleting(contact)}
            />
          </li>
        ))}
      </Cards>
    );

  return (
    <Page
      title={title}
      maxWidth="lg"
      backAction={
        <Button variant="text" onClick={() => navigate(-1)}>
          {TEXTS.back}
        </Button>
      }
    >
      <Stack gap={3}>
        {deleteError !== null && <Alert severity="error">{deleteError}</Alert>}
        {list}
        {editing !== null && (
          <ContactForm
            key={editing.id}
            mode="edit"
            initial={valuesOf(editing)}
            onSave={update}
            onCancel={() => setEditing(null)}
          />
        )}
        {personId !== null && !contacts.isError && (
          <ContactForm mode="add" initial={EMPTY_CONTACT} onSave={add} />
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={T.confirmTitle}
        message={T.confirmMessage(deleting?.name ?? '')}
        confirmLabel={T.delete}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
