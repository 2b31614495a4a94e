import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from './get-user';
import type { AdminUser } from './get-user';

export type ClinicalAdmin = ApiResponse<'/users/clinical-admins/', 'get'>[number];
export type Caregiver = ApiResponse<'/users/{id}/caregivers/', 'get'>[number];

/** GET /users/clinical-admins/ (for the assignment). */
export function useClinicalAdmins(enabled: boolean) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: queryKeys.user(userId, 'clinical-admins'),
    queryFn: async () => (await apiClient.get<ClinicalAdmin[]>('/users/clinical-admins/')).data,
    enabled: enabled && userId !== null,
  });
}

/** POST /users/{id}/assign-clinical-admin/ {clinical_admin_id} (null unassigns). */
export function useAssignClinician(id: string) {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clinicianId: number | null) =>
      (
        await apiClient.post<AdminUser>(`/users/${encodeURIComponent(id)}/assign-clinical-admin/`, {
          clinical_admin_id: clinicianId,
        })
      ).data,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(userId, id), user),
  });
}

const caregiversKey = (userId: number | null, id: string) =>
  queryKeys.user(userId, 'caregivers', id);

/** GET /users/{id}/caregivers/. */
export function useCaregivers(id: string) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: caregiversKey(userId, id),
    queryFn: async () =>
      (await apiClient.get<Caregiver[]>(`/users/${encodeURIComponent(id)}/caregivers/`)).data,
    enabled: userId !== null,
  });
}

/** PUT /users/{id}/caregivers/ {caregiver_ids}: the whole list. */
export function useSetCaregivers(id: string) {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      apiClient.put(`/users/${encodeURIComponent(id)}/caregivers/`, { caregiver_ids: ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caregiversKey(userId, id) }),
  });
}
