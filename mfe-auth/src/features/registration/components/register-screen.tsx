import { Alert, Card, Page, ROUTES, TextField, TextLink, type ScreenProps } from '@care/shared';
import { Form, FormError, SubmitButton } from '@care/shared/forms';
import { EmailField, NewPasswordField } from '../../../lib/credential-fields';
import { Actions, Lead, Stack } from '../../../lib/layout';
import { REGISTER_TEXTS } from '../../../texts';
import { useRegistrationForm } from '../hooks/use-registration-form';

/** Registration (spec 2.15 says only that it exists): the account then waits for an administrator. */
export function RegisterScreen({ navigate }: ScreenProps) {
  const { form, submit, registered } = useRegistrationForm();

  if (registered) {
    return (
      <Page title={REGISTER_TEXTS.title} maxWidth="sm">
        <Card>
          <Stack>
            <Alert severity="success" title={REGISTER_TEXTS.successTitle}>
              {REGISTER_TEXTS.success}
            </Alert>
            <Actions>
              <TextLink to={ROUTES.login} navigate={navigate}>
                {REGISTER_TEXTS.signInLink}
              </TextLink>
            </Actions>
          </Stack>
        </Card>
      </Page>
    );
  }

  return (
    <Page title={REGISTER_TEXTS.title} maxWidth="sm">
      <Card>
        <Form form={form} onSubmit={submit} aria-label={REGISTER_TEXTS.title}>
          <Lead>{REGISTER_TEXTS.intro}</Lead>
          <FormError />
          <TextField
            label={REGISTER_TEXTS.usernameLabel}
            autoComplete="username"
            required
            {...form.field('username')}
          />
          <EmailField
            label={REGISTER_TEXTS.emailLabel}
            autoComplete="email"
            {...form.field('email')}
          />
          <TextField
            label={REGISTER_TEXTS.displayNameLabel}
            autoComplete="name"
            required
            hint={REGISTER_TEXTS.displayNameHint}
            {...form.field('display_name')}
          />
          <NewPasswordField label={REGISTER_TEXTS.passwordLabel} {...form.field('password')} />
          <NewPasswordField
            label={REGISTER_TEXTS.confirmPasswordLabel}
            {...form.field('confirm')}
          />
          <Actions>
            <SubmitButton busyLabel={REGISTER_TEXTS.submitting}>
              {REGISTER_TEXTS.submit}
            </SubmitButton>
          </Actions>
        </Form>
        <Actions>
          <Lead as="span">{REGISTER_TEXTS.haveAccount}</Lead>
          <TextLink to={ROUTES.login} navigate={navigate}>
            {REGISTER_TEXTS.signInLink}
          </TextLink>
        </Actions>
      </Card>
    </Page>
  );
}
