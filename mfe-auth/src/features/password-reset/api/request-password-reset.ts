import { apiClient } from '@care/shared';

/** POST /auth/password-reset/: the server answers the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/auth/password-reset/', { email });
}
