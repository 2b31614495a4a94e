import { apiClient, useSessionStore } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/** Spec 3: the password change payload. */
interface ChangePasswordInput {
  old_password: string;
  new_password: string;
}

/** Spec 7: the response carries a `message` to show. */
interface ChangePasswordResult {
  message?: string;
}

async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const { data } = await apiClient.post<unknown>('/auth/change-password/', input);
  if (typeof data !== 'object' || data === null) return {};
  // The server ends every other session on a password change and hands this one a fresh pair of tokens.
  if ('access' in data) useSessionStore.getState().adoptTokens(data);
  return 'message' in data && typeof data.message === 'string' ? { message: data.message } : {};
}

/** POST /auth/change-password/. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
