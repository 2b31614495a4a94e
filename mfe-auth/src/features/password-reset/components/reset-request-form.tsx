import type { NavigateFn } from '@care/shared';
import { Form, FormError, SubmitButton } from '@care/shared/forms';
import { EmailField } from '../../../lib/credential-fields';
import { Actions, Lead, Stack } from '../../../lib/layout';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { useResetRequestForm } from '../hooks/use-reset-request-form';
import { BackToSignIn } from './back-to-sign-in';
import { ResetDone } from './reset-done';

/** Step 1: ask for a link by e-mail. */
export function ResetRequestForm({ navigate }: { navigate: NavigateFn }) {
  const { form, submit, sent } = useResetRequestForm();
  if (sent) return <ResetDone message={PASSWORD_RESET_TEXTS.requestSent} navigate={navigate} />;
  return (
    <Stack>
      <Form form={form} onSubmit={submit} aria-label={PASSWORD_RESET_TEXTS.title}>
        <Lead>{PASSWORD_RESET_TEXTS.requestIntro}</Lead>
        <FormError />
        <EmailField
          label={PASSWORD_RESET_TEXTS.emailLabel}
          autoComplete="email"
          {...form.field('email')}
        />
        <Actions>
          <SubmitButton busyLabel={PASSWORD_RESET_TEXTS.requestSubmitting}>
            {PASSWORD_RESET_TEXTS.requestSubmit}
          </SubmitButton>
        </Actions>
      </Form>
      <Actions>
        <BackToSignIn navigate={navigate} />
      </Actions>
    </Stack>
  );
}
