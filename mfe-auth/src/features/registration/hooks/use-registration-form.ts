import { useState, type SubmitEvent } from 'react';
import { fieldErrors as serverFieldErrors } from '../../../lib/api-errors';
import { isValidEmail } from '../../../lib/email';
import { failureMessage } from '../../../lib/failure-message';
import { REGISTER_TEXTS } from '../../../texts';
import { register, REGISTRATION_FIELDS } from '../api/register';

export interface RegistrationValues {
  username: string;
  email: string;
  display_name: string;
  password: string;
  confirm: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

const EMPTY: RegistrationValues = {
  username: '',
  email: '',
  display_name: '',
  password: '',
  confirm: '',
};

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (values.username.trim() === '') errors.username = REGISTER_TEXTS.usernameRequired;
  if (values.email.trim() === '') errors.email = REGISTER_TEXTS.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = REGISTER_TEXTS.emailInvalid;
  if (values.display_name.trim() === '') errors.display_name = REGISTER_TEXTS.displayNameRequired;
  if (values.password === '') errors.password = REGISTER_TEXTS.passwordRequired;
  if (values.confirm === '') errors.confirm = REGISTER_TEXTS.confirmRequired;
  else if (values.password !== '' && values.confirm !== values.password)
    errors.confirm = REGISTER_TEXTS.passwordsMismatch;
  return errors;
}

export function useRegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);

  const setValue = (field: RegistrationField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const clientErrors = validateRegistration(values);
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) return;
    setBusy(true);
    try {
      await register({
        username: values.username.trim(),
        email: values.email.trim(),
        display_name: values.display_name.trim(),
        password: values.password,
      });
      setRegistered(true);
    } catch (error) {
      const fromServer = serverFieldErrors(error, REGISTRATION_FIELDS);
      setErrors(fromServer);
      // Field errors speak for themselves; a general message only when the server gave no field to point at.
      setFormError(
        Object.keys(fromServer).length > 0 ? null : failureMessage(error, REGISTER_TEXTS.failed),
      );
    } finally {
      setBusy(false);
    }
  };

  return { values, setValue, errors, formError, busy, registered, submit };
}
