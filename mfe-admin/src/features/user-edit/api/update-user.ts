import { apiClient, useSessionStore } from '@care/shared';
import type { ApiRequestBody } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from './get-user';
import { userQueryKey } from './get-user';

/** Spec 7: username, display_name, email, gender, age, is_active, is_staff, is_admin (and more). */
export type UserUpdate = ApiRequestBody<'/users/{id}/', 'put'>;

/** PUT /users/{id}/ for the details; PATCH for the kiosk settings (spec 7). */
export function useUpdateUser(id: string) {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, method = 'put' }: { body: UserUpdate; method?: 'put' | 'patch' }) =>
      (await apiClient[method]<AdminUser>(`/users/${encodeURIComponent(id)}/`, body)).data,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(userId, id), user),
  });
}
