import { apiClient, useSessionStore } from '@care/shared';

/** Spec 3: the password change payload. */
export interface ChangePasswordInput {
  old_password: string;
  new_password: string;
}

/** Spec 7: the response carries a `message` to show. */
export interface ChangePasswordResult {
  message?: string;
}

export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const response = await apiClient.post<unknown>('/auth/change-password/', input);
  const data = response.data;
  // The server ends every other session on a password change and hands this one a fresh pair of tokens.
  if (typeof data === 'object' && data !== null && 'access' in data) {
    useSessionStore.getState().adoptTokens(data);
  }
  if (
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
  ) {
    return { message: data.message };
  }
  return {};
}
