import { apiErrorText, ROUTES, type NavigateFn } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { useEffect, useId, useRef, useState } from 'react';
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

type FieldName = keyof z.input<typeof changePasswordSchema>;
const FIELD_NAMES: readonly FieldName[] = ['old_password', 'new_password', 'confirm_password'];

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
  const messageId = useId();
  const values = form.watch();
  const { errors } = form.formState;
  const formError = errors.root?.server?.message ?? errors.root?.message;
  const incomplete = formError === CHANGE_PASSWORD_TEXTS.incomplete;
  const stillEmpty = FIELD_NAMES.filter((name) => values[name] === '');

  // The schema's rule about the whole form is not re-checked as fields change, so the message would outlive
  // the gaps it points at: once none is left, it goes.
  const { clearErrors } = form;
  useEffect(() => {
    if (incomplete && stillEmpty.length === 0) clearErrors('root');
  }, [clearErrors, incomplete, stillEmpty.length]);

  /**
   * "Please complete all fields." names no field, so each empty one says it is the problem (aria-invalid) and
   * points at the message (read as its description; aria-errormessage for the tools that use it), until filled.
   */
  const field = (name: FieldName) => {
    const props = form.field(name);
    return incomplete && values[name] === ''
      ? {
          ...props,
          'aria-invalid': true,
          'aria-describedby': messageId,
          'aria-errormessage': messageId,
        }
      : props;
  };
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

  return { form, field, formError, messageId, submit, success };
}
