import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalDate } from '../time';

/** One dose (GET /users/{id}/doses/): due_at an instant, local_date and local_time on the person's clock. */
export type Dose = ApiSchema<'Dose'>;
export type DoseStatus = Dose['status'];

export interface DoseRange {
  from: LocalDate;
  to: LocalDate;
  medicationId?: number;
}

/** Every dose list of one person, whatever days it holds (the prefix of each doses query key). */
export const personDosesKey = (viewerId: number | null, patientId: string) =>
  queryKeys.person(viewerId, 'doses', patientId);

export async function getDoses(patientId: string, range: DoseRange): Promise<Dose[]> {
  const { data } = await apiClient.get<Dose[]>(`/users/${encodeURIComponent(patientId)}/doses/`, {
    params: { from: range.from, to: range.to, medication_id: range.medicationId },
  });
  return data;
}

function dosesQueryOptions(viewerId: number | null, patientId: string, range: DoseRange) {
  return queryOptions({
    queryKey: [...personDosesKey(viewerId, patientId), range] as const,
    queryFn: () => getDoses(patientId, range),
    enabled: viewerId !== null,
    // A dose turns 'due' and then 'missed' as time passes: read again each minute.
    refetchInterval: 60_000,
  });
}

/** The person's doses on local dates; the previous range stays shown while the next one loads. */
export function useDoses(patientId: string, range: DoseRange) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery({
    ...dosesQueryOptions(viewerId, patientId, range),
    placeholderData: keepPreviousData,
  });
}
