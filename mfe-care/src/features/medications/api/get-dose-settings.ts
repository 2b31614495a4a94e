import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `{missed_after_minutes, is_default, default_minutes}` (GET /users/{id}/dose-settings/). */
export type DoseSettings = ApiSchema<'DoseSettings'>;

export function doseSettingsQueryOptions(viewerId: number | null, personId: string) {
  return queryOptions({
    queryKey: queryKeys.person(viewerId, 'dose-settings', personId),
    queryFn: async () =>
      (await apiClient.get<DoseSettings>(`/users/${encodeURIComponent(personId)}/dose-settings/`))
        .data,
    enabled: viewerId !== null,
  });
}

/** The person's missed-dose threshold. */
export function useDoseSettings(personId: string) {
  const viewerId = useSessionStore((s) => s.userId);
  return useQuery(doseSettingsQueryOptions(viewerId, personId));
}
