import { apiErrorText, ROUTES, type NavigateFn } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { useEffect, useRef, useState } from 'react';
import { CHANGE_PASSWORD_REDIRECT_MS, CHANGE_PASSWORD_TEXTS } from '../../../texts';
import { useChangePassword } from '../api/change-password';

/** Spec 5: one message for the whole form; the mismatch is checked first, then completeness. */
export const changePasswordSchema = z
  .object({ old_password: z.string(), new_password: z.string(), confirm_password: z.string() })
  .check(
    z.superRefine((values, context) => {
      const { old_password: current, new_password: next, confirm_password: confirm } = values;
      const message =
        next !== confirm
          ? CHANGE_PASSWORD_TEXTS.mismatch
          : current === '' || next === '' || confirm === ''
            ? CHANGE_PASSWORD_TEXTS.incomplete
            : null;
      if (message !== null)
        context.addIssue({ code: 'custom', path: ['root'], message, input: values });
    }),
  );

/** Spec 2.6 / 4.6: idle, submitting, success (message, fields cleared, profile after 2 s) or error. */
export function useChangePasswordForm(navigate: NavigateFn) {
  const change = useChangePassword();
  const form = useForm(changePasswordSchema, {
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    // The mismatch is about the confirmation; "Please complete all fields." about the first empty one (the
    // kit's default), so the person lands where the message asks them to type.
    focusOnFormError: (values) =>
      values.new_password !== values.confirm_password ? 'confirm_password' : undefined,
  });
  const [success, setSuccess] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current !== null) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const submit = async (values: z.output<typeof changePasswordSchema>) => {
    setSuccess(null);
    try {
      const result = await change.mutateAsync({
        old_password: values.old_password,
        new_password: values.new_password,
      });
      setSuccess(result.message ?? CHANGE_PASSWORD_TEXTS.succeeded);
      form.reset();
      redirectTimer.current = setTimeout(
        () => navigate(ROUTES.profile),
        CHANGE_PASSWORD_REDIRECT_MS,
      );
    } catch (failure) {
      // Spec 8: the server's message, else its error, else the fixed text.
      form.setFormError(apiErrorText(failure, 'message', 'error') ?? CHANGE_PASSWORD_TEXTS.failed);
    }
  };

  return { form, submit, success };
}
