import {
  apiClient,
  queryKeys,
  useLiveInterval,
  useSessionStore,
  retryUnlessRefused,
} from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLOCK_SLOW_REFETCH_MS } from './refresh';

export type Appointment = ApiSchema<'Appointment'>;

async function getAppointments(personId: number): Promise<Appointment[]> {
  const { data } = await apiClient.get<Appointment[]>(`/users/${personId}/appointments/`);
  return Array.isArray(data) ? data : [];
}

function appointmentsQueryOptions(userId: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.person(userId, 'appointments', personId),
    queryFn: () => getAppointments(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
    refetchInterval: CLOCK_SLOW_REFETCH_MS,
  });
}

export function useAppointments(personId: number | null) {
  const userId = useSessionStore((state) => state.userId);
  // The live channel announces changes: while it is up, polling is only a safety net.
  const refetchInterval = useLiveInterval(CLOCK_SLOW_REFETCH_MS);
  return useQuery({ ...appointmentsQueryOptions(userId, personId), refetchInterval });
}
