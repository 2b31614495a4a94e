import { Alert, Button, Card, Page, ROUTES, type ScreenProps } from '@care/shared';
import { Form, SubmitButton } from '@care/shared/forms';
import { CurrentPasswordField, NewPasswordField } from '../../../lib/credential-fields';
import { Actions } from '../../../lib/layout';
import { CHANGE_PASSWORD_TEXTS } from '../../../texts';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

/** Spec 2.6: reached from the profile screen. */
export function ChangePasswordScreen({ navigate }: ScreenProps) {
  const { form, field, formError, messageId, submit, success } = useChangePasswordForm(navigate);
  return (
    <Page title={CHANGE_PASSWORD_TEXTS.title} maxWidth="sm">
      <Card>
        <Form form={form} onSubmit={submit} aria-label={CHANGE_PASSWORD_TEXTS.title}>
          {/* The kit's FormError, with an id: the empty fields point at this message. */}
          {formError !== undefined && (
            <Alert severity="error" id={messageId}>
              {formError}
            </Alert>
          )}
          {success !== null && <Alert severity="success">{success}</Alert>}
          <CurrentPasswordField
            label={CHANGE_PASSWORD_TEXTS.currentLabel}
            {...field('old_password')}
          />
          <NewPasswordField label={CHANGE_PASSWORD_TEXTS.newLabel} {...field('new_password')} />
          <NewPasswordField
            label={CHANGE_PASSWORD_TEXTS.confirmLabel}
            {...field('confirm_password')}
          />
          <Actions>
            <SubmitButton>{CHANGE_PASSWORD_TEXTS.submit}</SubmitButton>
            <Button variant="secondary" onClick={() => navigate(ROUTES.profile)}>
              {CHANGE_PASSWORD_TEXTS.cancel}
            </Button>
            <Button variant="text" onClick={() => navigate(-1)}>
              {CHANGE_PASSWORD_TEXTS.back}
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
