import { Alert, Button, Card, Page, ROUTES, TextField, type ScreenProps } from '@care/shared';
import { Actions, FormStack, Lead } from '../../../lib/layout';
import { TextLink } from '../../../lib/text-link';
import { LOGIN_TEXTS } from '../../../texts';
import { useLoginForm } from '../hooks/use-login-form';

/** Spec 2.15: sign-in by e-mail and password. */
export function LoginScreen({ navigate }: ScreenProps) {
  const form = useLoginForm(navigate);
  return (
    <Page title={LOGIN_TEXTS.title} maxWidth="sm">
      <Card>
        <FormStack noValidate onSubmit={form.submit} aria-label={LOGIN_TEXTS.title}>
          <Lead>{LOGIN_TEXTS.intro}</Lead>
          {form.formError !== null && <Alert severity="error">{form.formError}</Alert>}
          <TextField
            label={LOGIN_TEXTS.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            error={form.fieldErrors.email}
          />
          <TextField
            label={LOGIN_TEXTS.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            error={form.fieldErrors.password}
          />
          <Actions>
            <Button type="submit" busy={form.busy}>
              {form.busy ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
            </Button>
          </Actions>
        </FormStack>
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
