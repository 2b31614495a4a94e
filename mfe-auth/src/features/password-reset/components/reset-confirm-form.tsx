import { ROUTES, TextLink, type NavigateFn } from '@care/shared';
import { useResetLinkCheck } from '../api/check-password-reset';
import { Form, FormError, SubmitButton } from '@care/shared/forms';
import { NewPasswordField } from '../../../lib/credential-fields';
import { Actions, Lead, Stack } from '../../../lib/layout';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { useResetConfirmForm } from '../hooks/use-reset-confirm-form';
import { BackToSignIn } from './back-to-sign-in';
import { ResetDone } from './reset-done';

/** Where a link that cannot set a password leads: a new link, or back to sign in. */
function LinkWays({ navigate }: { navigate: NavigateFn }) {
  return (
    <Actions>
      <TextLink to={ROUTES.passwordReset} navigate={navigate}>
        {PASSWORD_RESET_TEXTS.requestNewLink}
      </TextLink>
      <BackToSignIn navigate={navigate} />
    </Actions>
  );
}

/**
 * Step 2: the e-mailed link carries `?token=…`. The link is checked first (spending nothing): a spent or expired
 * one says so at once, with the way to a new link, instead of after the new password has been typed twice.
 */
export function ResetConfirmForm({ token, navigate }: { token: string; navigate: NavigateFn }) {
  const link = useResetLinkCheck(token);
  if (link.kind === 'checking') {
    return (
      <Lead role="status" aria-live="polite">
        {PASSWORD_RESET_TEXTS.checkingLink}
      </Lead>
    );
  }
  if (link.kind === 'refused') {
    return (
      <Stack>
        <Lead role="alert">{PASSWORD_RESET_TEXTS.invalidToken}</Lead>
        <LinkWays navigate={navigate} />
      </Stack>
    );
  }
  // The link works, or could not be checked (the form's own answer then says what is wrong).
  return <NewPasswordForm token={token} navigate={navigate} />;
}

function NewPasswordForm({ token, navigate }: { token: string; navigate: NavigateFn }) {
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
      <LinkWays navigate={navigate} />
    </Stack>
  );
}
