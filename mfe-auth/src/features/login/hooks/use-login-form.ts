import { apiErrorStatus, failureMessage, useSessionStore } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { emailField } from '../../../lib/email';
import { LOGIN_TEXTS } from '../../../texts';

export const loginSchema = z.object({
  email: emailField(
    () => LOGIN_TEXTS.emailRequired,
    () => LOGIN_TEXTS.emailInvalid,
  ),
  password: z.string().check(z.minLength(1, { error: () => LOGIN_TEXTS.passwordRequired })),
});

function loginFailureMessage(error: unknown): string {
  const status = apiErrorStatus(error);
  const fallback =
    status === 401
      ? LOGIN_TEXTS.invalidCredentials
      : status === 403
        ? LOGIN_TEXTS.forbidden
        : LOGIN_TEXTS.failed;
  return failureMessage(error, fallback);
}

/**
 * The login form: the session store's login (spec 4.1 step 6). The screen does not navigate afterwards: the
 * host's redirect rules send the signed-in user home (spec 2.2).
 */
export function useLoginForm() {
  const form = useForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const submit = async ({ email, password }: z.output<typeof loginSchema>) => {
    try {
      await useSessionStore.getState().login(email, password);
    } catch (error) {
      // Both fields keep what was typed: retyping is hard work for some of our users.
      form.setFormError(loginFailureMessage(error));
    }
  };
  return { form, submit };
}
