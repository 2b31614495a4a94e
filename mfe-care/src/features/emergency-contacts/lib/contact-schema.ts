import { apiErrorStatus, apiErrorText, failureMessage, isNetworkError } from '@care/shared';
import { z } from '@care/shared/forms';
import { MAX_PHONE_LENGTH } from '../../../lib/contacts/get-emergency-contacts';
import { TEXTS } from '../../../texts';
import type { ContactFields } from '../api/save-contact';

const T = TEXTS.contacts;

const text = () => z.string().check(z.trim());

/**
 * Spec 5: values are trimmed; name, relationship and phone number are required (one message for the form,
 * worded differently for add and edit); a phone number has at most 20 characters; an empty type is Family.
 */
export function contactSchema(mode: 'add' | 'edit') {
  return z
    .object({
      name: text(),
      relationship: text(),
      phone_number: text(),
      email: text(),
      notes: text(),
      contact_type: text(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.name === '' || values.relationship === '' || values.phone_number === '') {
          const message = mode === 'add' ? T.requiredAdd : T.requiredEdit;
          context.addIssue({ code: 'custom', path: ['root'], message, input: values });
        } else if (values.phone_number.length > MAX_PHONE_LENGTH) {
          context.addIssue({
            code: 'custom',
            path: ['phone_number'],
            message: T.phoneTooLong,
            input: values,
          });
        }
      }),
    );
}

export type ContactFormValues = z.input<ReturnType<typeof contactSchema>>;

export const EMPTY_CONTACT: ContactFormValues = {
  name: '',
  relationship: '',
  phone_number: '',
  email: '',
  notes: '',
  contact_type: '',
};

/** What is sent: the trimmed values, with Family for an empty type. */
export function contactFields(values: ContactFormValues): ContactFields {
  return {
    name: values.name.trim(),
    relationship: values.relationship.trim(),
    phone_number: values.phone_number.trim(),
    email: values.email.trim(),
    notes: values.notes.trim(),
    contact_type: values.contact_type.trim() || T.defaultType,
  };
}

/** Spec 8: adding failed; the server's own words for a refused value (400), else the spec's message. */
export function addErrorText(error: unknown): string {
  if (isNetworkError(error) || apiErrorStatus(error) === 429)
    return failureMessage(error, T.addFailed);
  return apiErrorStatus(error) === 400 ? failureMessage(error, T.addFailed) : T.addFailed;
}

/** Spec 8: updating failed; a string or message in the server's response is shown when present. */
export function updateErrorText(error: unknown): string {
  if (isNetworkError(error) || apiErrorStatus(error) === 429)
    return failureMessage(error, T.updateFailed);
  return apiErrorText(error, 'message', 'detail', 'error') ?? T.updateFailed;
}
