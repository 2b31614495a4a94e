import { useEffect } from 'react';
import { Button, Card, SelectField, Spinner, TextArea, TextField } from '@care/shared';
import { Form, FormError, SubmitButton, useForm } from '@care/shared/forms';
import styled from 'styled-components';
import { TEXTS } from '../../../texts';
import { contactSchema, type ContactFormValues } from '../lib/contact-schema';

const T = TEXTS.contacts;

const Fields = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Spec 2.10: while saving, a spinner over the form. */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surface}cc;
  border-radius: ${({ theme }) => theme.radius};
`;

export interface ContactFormProps {
  mode: 'add' | 'edit';
  initial: ContactFormValues;
  /** Resolves with an error message to show, or null when saved. */
  onSave: (values: ContactFormValues) => Promise<string | null>;
  onCancel?: () => void;
}

/** The Add New Contact and Edit Contact forms (spec 2.10): the same fields, the edit form offers one type more. */
export function ContactForm({ mode, initial, onSave, onCancel }: ContactFormProps) {
  const form = useForm(contactSchema(mode), { defaultValues: initial });
  const title = mode === 'add' ? T.addTitle : T.editTitle;
  const types = mode === 'add' ? T.types : T.editTypes;
  const saving = form.formState.isSubmitting;
  const { setFocus } = form;
  // The edit form appears below the list: the focus goes to it, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (mode === 'edit') setFocus('name');
  }, [mode, setFocus]);
  return (
    <Card title={title}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          const problem = await onSave(values);
          if (problem !== null) form.setFormError(problem);
          else if (mode === 'add') form.reset(initial);
        }}
      >
        <FormError />
        <Fields aria-busy={saving || undefined}>
          <TextField label={T.fields.name} autoComplete="off" {...form.field('name')} />
          <TextField label={T.fields.relationship} {...form.field('relationship')} />
          <TextField label={T.fields.phone} type="tel" {...form.field('phone_number')} />
          <TextField label={T.fields.email} type="email" {...form.field('email')} />
          <SelectField
            label={T.fields.type}
            placeholder={T.typeLabel(T.defaultType)}
            options={types
              .filter((type) => type !== T.defaultType)
              .map((type) => ({ value: type, label: T.typeLabel(type) }))}
            {...form.field('contact_type')}
          />
          <TextArea label={T.fields.notes} {...form.field('notes')} />
          {saving && (
            <Overlay>
              <Spinner label={T.saving} size={48} />
            </Overlay>
          )}
        </Fields>
        <Actions>
          <SubmitButton busyLabel={T.saving}>{mode === 'add' ? T.add : T.saveChanges}</SubmitButton>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              {T.cancel}
            </Button>
          )}
        </Actions>
      </Form>
    </Card>
  );
}
