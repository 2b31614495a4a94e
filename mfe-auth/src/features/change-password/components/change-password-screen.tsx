import { Alert, Button, Card, Page, ROUTES, TextField, type ScreenProps } from '@care/shared';
import { Actions, FormStack } from '../../../lib/layout';
import { CHANGE_PASSWORD_TEXTS } from '../../../texts';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

/** Spec 2.6: reached from the profile screen. */
export function ChangePasswordScreen({ navigate }: ScreenProps) {
  const form = useChangePasswordForm(navigate);
  return (
    <Page title={CHANGE_PASSWORD_TEXTS.title} maxWidth="sm">
      <Card>
        <FormStack noValidate onSubmit={form.submit} aria-label={CHANGE_PASSWORD_TEXTS.title}>
          {form.error !== null && <Alert severity="error">{form.error}</Alert>}
          {form.success !== null && <Alert severity="success">{form.success}</Alert>}
          <TextField
            label={CHANGE_PASSWORD_TEXTS.currentLabel}
            name="old_password"
            type="password"
            autoComplete="current-password"
            required
            value={form.current}
            onChange={(event) => form.setCurrent(event.target.value)}
          />
          <TextField
            label={CHANGE_PASSWORD_TEXTS.newLabel}
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            value={form.next}
            onChange={(event) => form.setNext(event.target.value)}
          />
          <TextField
            label={CHANGE_PASSWORD_TEXTS.confirmLabel}
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            required
            value={form.confirm}
            onChange={(event) => form.setConfirm(event.target.value)}
          />
          <Actions>
            <Button type="submit" busy={form.submitting}>
              {CHANGE_PASSWORD_TEXTS.submit}
            </Button>
            <Button variant="secondary" onClick={() => navigate(ROUTES.profile)}>
              {CHANGE_PASSWORD_TEXTS.cancel}
            </Button>
            <Button variant="text" onClick={() => navigate(-1)}>
              {CHANGE_PASSWORD_TEXTS.back}
            </Button>
          </Actions>
        </FormStack>
      </Card>
    </Page>
  );
}
