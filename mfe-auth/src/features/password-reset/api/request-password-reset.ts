import { apiClient } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/auth/password-reset/', { email });
}

/** POST /auth/password-reset/: the server answers the same whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
