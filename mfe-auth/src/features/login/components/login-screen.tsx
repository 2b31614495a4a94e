import { Card, Page, ROUTES, TextLink, type ScreenProps } from '@care/shared';
import { Form, FormError, SubmitButton } from '@care/shared/forms';
import { CurrentPasswordField, EmailField } from '../../../lib/credential-fields';
import { Actions, Lead } from '../../../lib/layout';
import { LOGIN_TEXTS } from '../../../texts';
import { useLoginForm } from '../hooks/use-login-form';

/** Spec 2.15: sign-in by e-mail and password. */
export function LoginScreen({ navigate }: ScreenProps) {
  const { form, submit } = useLoginForm();
  return (
    <Page title={LOGIN_TEXTS.title} maxWidth="sm">
      <Card>
        <Form form={form} onSubmit={submit} aria-label={LOGIN_TEXTS.title}>
          <Lead>{LOGIN_TEXTS.intro}</Lead>
          <FormError />
          <EmailField
            label={LOGIN_TEXTS.emailLabel}
            autoComplete="username"
            {...form.field('email')}
          />
          <CurrentPasswordField label={LOGIN_TEXTS.passwordLabel} {...form.field('password')} />
          <Actions>
            <SubmitButton busyLabel={LOGIN_TEXTS.submitting}>{LOGIN_TEXTS.submit}</SubmitButton>
          </Actions>
        </Form>
        <Actions>
          <TextLink to={ROUTES.passwordReset} navigate={navigate}>
            {LOGIN_TEXTS.resetLink}
          </TextLink>
        </Actions>
        <Actions>
          <Lead as="span">{LOGIN_TEXTS.registerPrompt}</Lead>
          <TextLink to={ROUTES.register} navigate={navigate}>
            {LOGIN_TEXTS.registerLink}
          </TextLink>
        </Actions>
      </Card>
    </Page>
  );
}
