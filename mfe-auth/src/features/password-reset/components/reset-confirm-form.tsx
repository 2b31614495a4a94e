import { ROUTES, TextLink, type NavigateFn } from '@care/shared';
import { Form, FormError, SubmitButton } from '@care/shared/forms';
import { NewPasswordField } from '../../../lib/credential-fields';
import { Actions, Lead, Stack } from '../../../lib/layout';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { useResetConfirmForm } from '../hooks/use-reset-confirm-form';
import { BackToSignIn } from './back-to-sign-in';
import { ResetDone } from './reset-done';

/** Step 2: the e-mailed link carries `?token=…`; choose the new password. */
export function ResetConfirmForm({ token, navigate }: { token: string; navigate: NavigateFn }) {
  const { form, submit, done } = useResetConfirmForm(token);
  if (done) return <ResetDone message={PASSWORD_RESET_TEXTS.confirmed} navigate={navigate} />;
  return (
    <Stack>
      <Form form={form} onSubmit={submit} aria-label={PASSWORD_RESET_TEXTS.title}>
        <Lead>{PASSWORD_RESET_TEXTS.confirmIntro}</Lead>
        <FormError />
        <NewPasswordField
          label={PASSWORD_RESET_TEXTS.newPasswordLabel}
          {...form.field('password')}
        />
        <NewPasswordField
          label={PASSWORD_RESET_TEXTS.confirmPasswordLabel}
          {...form.field('confirm')}
        />
        <Actions>
          <SubmitButton busyLabel={PASSWORD_RESET_TEXTS.confirmSubmitting}>
            {PASSWORD_RESET_TEXTS.confirmSubmit}
          </SubmitButton>
        </Actions>
      </Form>
      <Actions>
        <TextLink to={ROUTES.passwordReset} navigate={navigate}>
          {PASSWORD_RESET_TEXTS.requestNewLink}
        </TextLink>
        <BackToSignIn navigate={navigate} />
      </Actions>
    </Stack>
  );
}
