import { apiClient } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/** What POST /auth/register/ takes. */
interface RegistrationInput {
  username: string;
  email: string;
  display_name: string;
  password: string;
}

export const REGISTRATION_FIELDS = ['username', 'email', 'display_name', 'password'] as const;

async function register(input: RegistrationInput): Promise<void> {
  await apiClient.post('/auth/register/', input);
}

/** POST /auth/register/: the new account waits for an administrator's approval. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
