import { apiErrorStatus, apiErrorText, failureMessage, isNetworkError } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

export const resetConfirmSchema = z
  .object({
    password: z
      .string()
      .check(z.minLength(1, { error: () => PASSWORD_RESET_TEXTS.passwordRequired })),
    confirm: z
      .string()
      .check(z.minLength(1, { error: () => PASSWORD_RESET_TEXTS.confirmRequired })),
  })
  .check(
    z.refine((values) => values.password === '' || values.confirm === values.password, {
      path: ['confirm'],
      error: () => PASSWORD_RESET_TEXTS.passwordsMismatch,
    }),
  );

/** Step 2: the link's token plus a new password. */
export function useResetConfirmForm(token: string) {
  const confirmation = useConfirmPasswordReset();
  const form = useForm(resetConfirmSchema, { defaultValues: { password: '', confirm: '' } });
  const submit = async ({ password }: z.output<typeof resetConfirmSchema>) => {
    try {
      await confirmation.mutateAsync({ token, new_password: password });
      form.reset();
    } catch (error) {
      const passwordProblem = isNetworkError(error) ? null : apiErrorText(error, 'new_password');
      if (passwordProblem !== null) {
        form.setError(
          'password',
          { type: 'server', message: passwordProblem },
          { shouldFocus: true },
        );
        return;
      }
      // A 4xx here is about the link (bad, used or expired token); anything else is not the user's doing.
      const status = apiErrorStatus(error);
      const fallback =
        status !== undefined && status >= 400 && status < 500
          ? PASSWORD_RESET_TEXTS.invalidToken
          : PASSWORD_RESET_TEXTS.confirmFailed;
      form.setFormError(failureMessage(error, apiErrorText(error, 'token') ?? fallback));
    }
  };
  return { form, submit, done: confirmation.isSuccess };
}
