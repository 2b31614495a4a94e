import { Alert, type NavigateFn } from '@care/shared';
import { Actions, Stack } from '../../../lib/layout';
import { BackToSignIn } from './back-to-sign-in';

/** Where both reset steps end: what happened, and the way back to sign-in. */
export function ResetDone({ message, navigate }: { message: string; navigate: NavigateFn }) {
  return (
    <Stack>
      <Alert severity="success">{message}</Alert>
      <Actions>
        <BackToSignIn navigate={navigate} />
      </Actions>
    </Stack>
  );
}
