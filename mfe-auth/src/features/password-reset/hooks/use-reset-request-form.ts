import { failureMessage } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { emailField } from '../../../lib/email';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { useRequestPasswordReset } from '../api/request-password-reset';

export const resetRequestSchema = z.object({
  email: emailField(
    () => PASSWORD_RESET_TEXTS.emailRequired,
    () => PASSWORD_RESET_TEXTS.emailInvalid,
  ),
});

/** Step 1: ask for a reset link. The confirmation never reveals whether the account exists. */
export function useResetRequestForm() {
  const request = useRequestPasswordReset();
  const form = useForm(resetRequestSchema, { defaultValues: { email: '' } });
  const submit = async ({ email }: z.output<typeof resetRequestSchema>) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      // Only failures that are not about the account (offline, rate limit, server down) reach here.
      form.setFormError(failureMessage(error, PASSWORD_RESET_TEXTS.requestFailed));
    }
  };
  return { form, submit, sent: request.isSuccess };
}
