import { apiClient } from '@care/shared';

export interface PasswordResetConfirmation {
  token: string;
  new_password: string;
}

/** POST /auth/password-reset/confirm/: sets the new password if the e-mailed token is still valid. */
export async function confirmPasswordReset(input: PasswordResetConfirmation): Promise<void> {
  await apiClient.post('/auth/password-reset/confirm/', input);
}
