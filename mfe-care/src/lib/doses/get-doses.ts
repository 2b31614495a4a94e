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
export const personDosesKey = (viewerId: number | null, personId: string) =>
  queryKeys.person(viewerId, 'doses', personId);

export async function getDoses(personId: string, range: DoseRange): Promise<Dose[]> {
  const { data } = await apiClient.get<Dose[]>(`/users/${encodeURIComponent(personId)}/doses/`, {
    params: { from: range.from, to: range.to, medication_id: range.medicationId },
  });
  return data;
}

export function dosesQueryOptions(viewerId: number | null, personId: string, range: DoseRange) {
  return queryOptions({
    queryKey: [...personDosesKey(viewerId, personId), range] as const,
    queryFn: () => getDoses(personId, range),
    enabled: viewerId !== null,
    // A dose turns 'due' and then 'missed' as time passes: read again each minute.
    refetchInterval: 60_000,
  });
}

/**
 * The person's doses over a range of local dates, for the care screens' lists and calendar: the previous range
 * stays shown while the next one loads. The clock reads its one day with its own cadence (`useClockDayDoses`).
 */
export function useDosesInRange(personId: string, range: DoseRange) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery({
    ...dosesQueryOptions(viewerId, personId, range),
    placeholderData: keepPreviousData,
  });
}
