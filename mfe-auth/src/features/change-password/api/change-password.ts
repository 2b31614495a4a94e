import { apiClient } from '@care/shared';

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
