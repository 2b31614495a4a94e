import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiQuery, ApiSchema } from '@care/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type AuditEntry = ApiSchema<'AdminAuditEntry'>;
export type AuditPage = ApiSchema<'AdminAuditPage'>;
export type AuditQuery = ApiQuery<'/admin/audit-log/', 'get'>;

/** GET /admin/audit-log/: newest first, filtered on the server. */
export function useAuditPage(query: AuditQuery) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: queryKeys.user(userId, 'admin-audit', query),
    queryFn: async () =>
      (await apiClient.get<AuditPage>('/admin/audit-log/', { params: query })).data,
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
