import { Alert, ROUTES, TextLink, type NavigateFn } from '@care/shared';
import { Actions, Stack } from '../../../lib/layout';
import { PASSWORD_RESET_TEXTS } from '../../../texts';

/** Where both reset steps end: what happened, and the way back to sign-in. */
export function ResetDone({ message, navigate }: { message: string; navigate: NavigateFn }) {
  return (
    <Stack>
      <Alert severity="success">{message}</Alert>
      <Actions>
        <TextLink to={ROUTES.login} navigate={navigate}>
          {PASSWORD_RESET_TEXTS.backToSignIn}
        </TextLink>
      </Actions>
    </Stack>
  );
}
