import { Alert, Button, ROUTES, TextField, type NavigateFn } from '@care/shared';
import { Actions, FormStack, Lead, Stack } from '../../../lib/layout';
import { TextLink } from '../../../lib/text-link';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { ResetDone } from './reset-done';
import { useResetRequestForm } from '../hooks/use-reset-request-form';

/** Step 1: ask for a link by e-mail. */
export function ResetRequestForm({ navigate }: { navigate: NavigateFn }) {
  const form = useResetRequestForm();
  if (form.sent)
    return <ResetDone message={PASSWORD_RESET_TEXTS.requestSent} navigate={navigate} />;
  return (
    <Stack>
      <FormStack noValidate onSubmit={form.submit} aria-label={PASSWORD_RESET_TEXTS.title}>
        <Lead>{PASSWORD_RESET_TEXTS.requestIntro}</Lead>
        {form.formError !== null && <Alert severity="error">{form.formError}</Alert>}
        <TextField
          label={PASSWORD_RESET_TEXTS.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
          error={form.emailError ?? undefined}
        />
        <Actions>
          <Button type="submit" busy={form.busy}>
            {form.busy
              ? PASSWORD_RESET_TEXTS.requestSubmitting
              : PASSWORD_RESET_TEXTS.requestSubmit}
          </Button>
        </Actions>
      </FormStack>
      <Actions>
        <TextLink to={ROUTES.login} navigate={navigate}>
          {PASSWORD_RESET_TEXTS.backToSignIn}
        </TextLink>
      </Actions>
    </Stack>
  );
}
