import { apiClient } from '@care/shared';

/** Spec 7: PUT /users/{id}/ with username, email, display_name; only success matters. */
export interface UserUpdate {
  username: string;
  email: string;
  display_name: string;
}

export async function updateUser(userId: string, update: UserUpdate): Promise<void> {
  await apiClient.put(`/users/${encodeURIComponent(userId)}/`, update);
}
