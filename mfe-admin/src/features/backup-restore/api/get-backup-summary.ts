import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

export type BackupSummary = ApiSchema<'BackupSummary'>;

/** GET /backup/summary/: rows per table now and about how large a backup is (superuser+staff). */
export function useBackupSummary(enabled: boolean) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: queryKeys.user(userId, 'backup-summary'),
    queryFn: async () => (await apiClient.get<BackupSummary>('/backup/summary/')).data,
    enabled: enabled && userId !== null,
  });
}
