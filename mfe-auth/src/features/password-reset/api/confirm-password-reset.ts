import { apiClient } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/** What POST /auth/password-reset/confirm/ takes. */
interface PasswordResetConfirmation {
  token: string;
  new_password: string;
}

async function confirmPasswordReset(input: PasswordResetConfirmation): Promise<void> {
  await apiClient.post('/auth/password-reset/confirm/', input);
}

/** Sets the new password if the e-mailed token is still valid. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
