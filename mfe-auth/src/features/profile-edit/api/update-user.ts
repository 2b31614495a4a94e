import { apiClient, useSessionStore } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/** Spec 7: PUT /users/{id}/ with username, email, display_name; only success matters. */
export interface UserUpdate {
  username: string;
  email: string;
  display_name: string;
}

async function updateUser(userId: string, update: UserUpdate): Promise<void> {
  await apiClient.put(`/users/${encodeURIComponent(userId)}/`, update);
}

/** Saves the signed-in user's details, then refreshes the `me` query (the navbar shows the new name). */
export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: UserUpdate }) =>
      updateUser(userId, update),
    onSuccess: () =>
      useSessionStore
        .getState()
        .reloadUser()
        .catch((error: unknown) => console.warn('Could not reload the current user', error)),
  });
}
