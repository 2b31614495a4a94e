import { Card, Page, type ScreenProps } from '@care/shared';
import { PASSWORD_RESET_TEXTS } from '../../../texts';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

/** The token of the e-mailed link, if this visit came from one. */
function resetTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token === null || token.trim() === '' ? null : token;
}

/** Password reset: step 1 asks for a link; step 2 (the link, with `?token=`) sets the new password. */
export function PasswordResetScreen({ navigate, search }: ScreenProps) {
  const token = resetTokenOf(search);
  return (
    <Page title={PASSWORD_RESET_TEXTS.title} maxWidth="sm">
      <Card>
        {token === null ? (
          <ResetRequestForm navigate={navigate} />
        ) : (
          // Keyed: a different link starts a fresh form.
          <ResetConfirmForm key={token} token={token} navigate={navigate} />
        )}
      </Card>
    </Page>
  );
}
