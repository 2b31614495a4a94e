import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiQuery, ApiSchema } from '@care/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type SupportPage = ApiSchema<'AdminSupportPage'>;
export type SupportQuery = ApiQuery<'/admin/support/', 'get'>;
export type SupportStatus = NonNullable<SupportQuery['status']>;
export const SUPPORT_STATUSES: readonly SupportStatus[] = ['open', 'in_progress', 'resolved'];

const supportKey = (userId: number | null) => queryKeys.user(userId, 'admin-support');

/** GET /admin/support/: support requests, newest first. */
export function useSupport(query: SupportQuery) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: [...supportKey(userId), query],
    queryFn: async () =>
      (await apiClient.get<SupportPage>('/admin/support/', { params: query })).data,
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** PATCH /support/{id}/ {status} (full admins). */
export function useSetSupportStatus() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SupportStatus }) =>
      apiClient.patch(`/support/${id}/`, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKey(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard(userId) });
    },
  });
}
