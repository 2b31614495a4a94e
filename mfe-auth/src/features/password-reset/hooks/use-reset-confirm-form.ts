import { useState, type SubmitEvent } from 'react';
import { bodyText, errorStatus, isNetworkError } from '../../../lib/api-errors';
import { failureMessage } from '../../../lib/failure-message';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { confirmPasswordReset } from '../api/confirm-password-reset';

export interface ResetConfirmErrors {
  password?: string;
  confirm?: string;
}

export function validateResetConfirm(password: string, confirm: string): ResetConfirmErrors {
  const errors: ResetConfirmErrors = {};
  if (password === '') errors.password = PASSWORD_RESET_TEXTS.passwordRequired;
  if (confirm === '') errors.confirm = PASSWORD_RESET_TEXTS.confirmRequired;
  else if (password !== '' && confirm !== password)
    errors.confirm = PASSWORD_RESET_TEXTS.passwordsMismatch;
  return errors;
}

/** Step 2: the link's token plus a new password. */
export function useResetConfirmForm(token: string) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetConfirmErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const clientErrors = validateResetConfirm(password, confirm);
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) return;
    setBusy(true);
    try {
      await confirmPasswordReset({ token, new_password: password });
      setDone(true);
      setPassword('');
      setConfirm('');
    } catch (error) {
      const passwordProblem = isNetworkError(error) ? null : bodyText(error, 'new_password');
      if (passwordProblem !== null) {
        setErrors({ password: passwordProblem });
      } else {
        // A 4xx here is about the link (bad, used or expired token); anything else is not the user's doing.
        const status = errorStatus(error);
        const fallback =
          status !== null && status >= 400 && status < 500
            ? PASSWORD_RESET_TEXTS.invalidToken
            : PASSWORD_RESET_TEXTS.confirmFailed;
        setFormError(failureMessage(error, bodyText(error, 'token') ?? fallback));
      }
    } finally {
      setBusy(false);
    }
  };

  return { password, setPassword, confirm, setConfirm, errors, formError, busy, done, submit };
}
