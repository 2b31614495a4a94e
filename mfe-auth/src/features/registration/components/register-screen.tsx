import { Alert, Button, Card, Page, ROUTES, TextField, type ScreenProps } from '@care/shared';
import { Actions, FormStack, Lead, Stack } from '../../../lib/layout';
import { TextLink } from '../../../lib/text-link';
import { REGISTER_TEXTS } from '../../../texts';
import { useRegistrationForm } from '../hooks/use-registration-form';

/** Registration (spec 2.15 says only that it exists): the account then waits for an administrator. */
export function RegisterScreen({ navigate }: ScreenProps) {
  const form = useRegistrationForm();

  if (form.registered) {
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

  const { values, errors } = form;
  return (
    <Page title={REGISTER_TEXTS.title} maxWidth="sm">
      <Card>
        <FormStack noValidate onSubmit={form.submit} aria-label={REGISTER_TEXTS.title}>
          <Lead>{REGISTER_TEXTS.intro}</Lead>
          {form.formError !== null && <Alert severity="error">{form.formError}</Alert>}
          <TextField
            label={REGISTER_TEXTS.usernameLabel}
            name="username"
            autoComplete="username"
            required
            value={values.username}
            onChange={(event) => form.setValue('username', event.target.value)}
            error={errors.username}
          />
          <TextField
            label={REGISTER_TEXTS.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
            error={errors.email}
          />
          <TextField
            label={REGISTER_TEXTS.displayNameLabel}
            name="display_name"
            autoComplete="name"
            required
            hint={REGISTER_TEXTS.displayNameHint}
            value={values.display_name}
            onChange={(event) => form.setValue('display_name', event.target.value)}
            error={errors.display_name}
          />
          <TextField
            label={REGISTER_TEXTS.passwordLabel}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
            error={errors.password}
          />
          <TextField
            label={REGISTER_TEXTS.confirmPasswordLabel}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={(event) => form.setValue('confirm', event.target.value)}
            error={errors.confirm}
          />
          <Actions>
            <Button type="submit" busy={form.busy}>
              {form.busy ? REGISTER_TEXTS.submitting : REGISTER_TEXTS.submit}
            </Button>
          </Actions>
        </FormStack>
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
