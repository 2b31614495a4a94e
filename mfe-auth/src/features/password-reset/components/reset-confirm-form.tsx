import { Alert, Button, ROUTES, TextField, type NavigateFn } from '@care/shared';
import { Actions, FormStack, Lead, Stack } from '../../../lib/layout';
import { TextLink } from '../../../lib/text-link';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { ResetDone } from './reset-done';
import { useResetConfirmForm } from '../hooks/use-reset-confirm-form';

/** Step 2: the e-mailed link carries `?token=…`; choose the new password. */
export function ResetConfirmForm({ token, navigate }: { token: string; navigate: NavigateFn }) {
  const form = useResetConfirmForm(token);
  if (form.done) return <ResetDone message={PASSWORD_RESET_TEXTS.confirmed} navigate={navigate} />;
  return (
    <Stack>
      <FormStack noValidate onSubmit={form.submit} aria-label={PASSWORD_RESET_TEXTS.title}>
        <Lead>{PASSWORD_RESET_TEXTS.confirmIntro}</Lead>
        {form.formError !== null && <Alert severity="error">{form.formError}</Alert>}
        <TextField
          label={PASSWORD_RESET_TEXTS.newPasswordLabel}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
          error={form.errors.password}
        />
        <TextField
          label={PASSWORD_RESET_TEXTS.confirmPasswordLabel}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={(event) => form.setConfirm(event.target.value)}
          error={form.errors.confirm}
        />
        <Actions>
          <Button type="submit" busy={form.busy}>
            {form.busy
              ? PASSWORD_RESET_TEXTS.confirmSubmitting
              : PASSWORD_RESET_TEXTS.confirmSubmit}
          </Button>
        </Actions>
      </FormStack>
      <Actions>
        <TextLink to={ROUTES.passwordReset} navigate={navigate}>
          {PASSWORD_RESET_TEXTS.requestNewLink}
        </TextLink>
        <TextLink to={ROUTES.login} navigate={navigate}>
          {PASSWORD_RESET_TEXTS.backToSignIn}
        </TextLink>
      </Actions>
    </Stack>
  );
}
