import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type Dashboard = ApiSchema<'AdminDashboard'>;

/** Kiosk states and waiting accounts change on their own: the dashboard refreshes every minute. */
const DASHBOARD_REFRESH_MS = 60_000;

async function getDashboard(): Promise<Dashboard> {
  const { data } = await apiClient.get<Dashboard>('/admin/dashboard/');
  return data;
}

function dashboardQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.adminDashboard(userId),
    queryFn: getDashboard,
    enabled: userId !== null,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

/** GET /admin/dashboard/. */
export function useDashboard() {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(dashboardQueryOptions(userId));
}
