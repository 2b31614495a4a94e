import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthProfile, HealthProfileData } from './get-health-profile';

interface SaveHealthProfile {
  /** PUT /api/users/{userId}/health-profile/ (spec 7), checked by `healthProfilePath`. */
  path: string;
  personId: number;
  healthProfile: HealthProfileData;
}

async function saveHealthProfile(save: SaveHealthProfile): Promise<HealthProfile> {
  const { data } = await apiClient.put<HealthProfile>(save.path, {
    health_profile: save.healthProfile,
  });
  return data;
}

/** Creates or replaces the profile; every view of it shows what was saved. */
export function useSaveHealthProfile() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthProfile,
    onSuccess: (saved, save) => {
      queryClient.setQueryData(queryKeys.person(userId, 'health-profile', save.personId), saved);
    },
  });
}
