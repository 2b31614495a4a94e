import { ROUTES, type NavigateFn } from '@care/shared';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { bodyText } from '../../../lib/api-errors';
import { CHANGE_PASSWORD_REDIRECT_MS, CHANGE_PASSWORD_TEXTS } from '../../../texts';
import { changePassword } from '../api/change-password';

/** Spec 5: the mismatch is checked first, then completeness. */
export function validateChangePassword(
  current: string,
  next: string,
  confirm: string,
): string | null {
  if (next !== confirm) return CHANGE_PASSWORD_TEXTS.mismatch;
  if (current === '' || next === '' || confirm === '') return CHANGE_PASSWORD_TEXTS.incomplete;
  return null;
}

/** Spec 4.6: idle, submitting, success or error. */
export function useChangePasswordForm(navigate: NavigateFn) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current !== null) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSuccess(null);
    const problem = validateChangePassword(current, next, confirm);
    setError(problem);
    if (problem !== null) return;
    setSubmitting(true);
    try {
      const result = await changePassword({ old_password: current, new_password: next });
      setSuccess(result.message ?? CHANGE_PASSWORD_TEXTS.succeeded);
      setCurrent('');
      setNext('');
      setConfirm('');
      redirectTimer.current = setTimeout(
        () => navigate(ROUTES.profile),
        CHANGE_PASSWORD_REDIRECT_MS,
      );
    } catch (failure) {
      // Spec 8: the server's message, else its error, else the fixed text.
      setError(bodyText(failure, 'message', 'error') ?? CHANGE_PASSWORD_TEXTS.failed);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    current,
    setCurrent,
    next,
    setNext,
    confirm,
    setConfirm,
    error,
    success,
    submitting,
    submit,
  };
}
