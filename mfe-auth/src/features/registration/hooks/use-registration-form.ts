import { failureMessage } from '@care/shared';
import { applyServerErrors, useForm, z } from '@care/shared/forms';
import { emailField } from '../../../lib/email';
import { REGISTER_TEXTS } from '../../../texts';
import { REGISTRATION_FIELDS, useRegister } from '../api/register';

export const registrationSchema = z
  .object({
    username: z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => REGISTER_TEXTS.usernameRequired })),
    email: emailField(
      () => REGISTER_TEXTS.emailRequired,
      () => REGISTER_TEXTS.emailInvalid,
    ),
    display_name: z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => REGISTER_TEXTS.displayNameRequired })),
    password: z.string().check(z.minLength(1, { error: () => REGISTER_TEXTS.passwordRequired })),
    confirm: z.string().check(z.minLength(1, { error: () => REGISTER_TEXTS.confirmRequired })),
  })
  .check(
    z.refine((values) => values.password === '' || values.confirm === values.password, {
      path: ['confirm'],
      error: () => REGISTER_TEXTS.passwordsMismatch,
    }),
  );

/** Registration (the account then waits for an administrator); the server's field errors go under fields. */
export function useRegistrationForm() {
  const registration = useRegister();
  const form = useForm(registrationSchema, {
    defaultValues: { username: '', email: '', display_name: '', password: '', confirm: '' },
  });
  const submit = async (values: z.output<typeof registrationSchema>) => {
    const { username, email, display_name, password } = values;
    try {
      await registration.mutateAsync({ username, email, display_name, password });
    } catch (error) {
      // Field errors speak for themselves; a general message only when the server named no field.
      if (!applyServerErrors(form, error, REGISTRATION_FIELDS)) {
        form.setFormError(failureMessage(error, REGISTER_TEXTS.failed));
      }
    }
  };
  return { form, submit, registered: registration.isSuccess };
}
