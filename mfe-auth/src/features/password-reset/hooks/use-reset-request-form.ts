import { useState, type SubmitEvent } from 'react';
import { isValidEmail } from '../../../lib/email';
import { failureMessage } from '../../../lib/failure-message';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { requestPasswordReset } from '../api/request-password-reset';

export function validateResetEmail(email: string): string | null {
  if (email.trim() === '') return PASSWORD_RESET_TEXTS.emailRequired;
  if (!isValidEmail(email)) return PASSWORD_RESET_TEXTS.emailInvalid;
  return null;
}

/** Step 1: ask for a reset link. The confirmation never reveals whether the account exists. */
export function useResetRequestForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const error = validateResetEmail(email);
    setEmailError(error);
    setFormError(null);
    if (error !== null) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      // Only failures that are not about the account (offline, rate limit, server down) reach here.
      setFormError(failureMessage(failure, PASSWORD_RESET_TEXTS.requestFailed));
    } finally {
      setBusy(false);
    }
  };

  return { email, setEmail, emailError, formError, busy, sent, submit };
}
