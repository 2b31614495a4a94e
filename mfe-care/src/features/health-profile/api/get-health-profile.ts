import { apiClient, queryKeys, useSessionStore, retryUnlessRefused } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /users/{id}/health-profile/: the sections of spec 2.9 plus the summary strings of spec 2.8. */
export type HealthProfile = ApiSchema<'HealthProfile'>;
export type HealthProfileData = HealthProfile['health_profile'];

async function getHealthProfile(personId: number): Promise<HealthProfile> {
  const { data } = await apiClient.get<HealthProfile>(`/users/${personId}/health-profile/`);
  return data;
}

function healthProfileQueryOptions(userId: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.person(userId, 'health-profile', personId),
    queryFn: () => getHealthProfile(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
  });
}

/** Spec 2.8: fetched only for a numeric id (`null` here: nothing is fetched). */
export function useHealthProfile(personId: number | null) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(healthProfileQueryOptions(userId, personId));
}
