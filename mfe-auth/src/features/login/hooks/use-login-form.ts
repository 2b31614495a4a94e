import { useSessionStore, type NavigateFn } from '@care/shared';
import { useState, type SubmitEvent } from 'react';
import { errorStatus } from '../../../lib/api-errors';
import { isValidEmail } from '../../../lib/email';
import { failureMessage } from '../../../lib/failure-message';
import { homePath } from '../../../lib/home-path';
import { LOGIN_TEXTS } from '../../../texts';

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (email.trim() === '') errors.email = LOGIN_TEXTS.emailRequired;
  else if (!isValidEmail(email)) errors.email = LOGIN_TEXTS.emailInvalid;
  if (password === '') errors.password = LOGIN_TEXTS.passwordRequired;
  return errors;
}

function loginFailureMessage(error: unknown): string {
  const status = errorStatus(error);
  const fallback =
    status === 401
      ? LOGIN_TEXTS.invalidCredentials
      : status === 403
        ? LOGIN_TEXTS.forbidden
        : LOGIN_TEXTS.failed;
  return failureMessage(error, fallback);
}

/** The login form: client validation, the session store's login, then the spec 2.2 redirect. */
export function useLoginForm(navigate: NavigateFn) {
  const login = useSessionStore((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email !== undefined || errors.password !== undefined) return;
    setBusy(true);
    try {
      const user = await login(email.trim(), password);
      // The store has applied the admin rule of spec 1 by the time login resolves.
      navigate(homePath(useSessionStore.getState().isAdmin, user.id), { replace: true });
    } catch (error) {
      // Both fields keep what was typed: retyping is hard work for some of our users.
      setFormError(loginFailureMessage(error));
      setBusy(false);
    }
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    fieldErrors,
    formError,
    busy,
    submit,
  };
}
