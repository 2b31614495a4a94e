import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dose } from './get-doses';

/** What a mark sets: 'pending' removes it (caregivers and clinicians only). */
export type DoseMark = 'taken' | 'skipped' | 'missed' | 'pending';

export interface MarkDose {
  medicationId: number;
  dueAt: string;
  status: DoseMark;
  note?: string;
}

export async function markDose(patientId: string, mark: MarkDose): Promise<Dose> {
  const { data } = await apiClient.post<Dose>(
    `/users/${encodeURIComponent(patientId)}/medications/${mark.medicationId}/status/`,
    { due_at: mark.dueAt, status: mark.status, ...(mark.note ? { note: mark.note } : {}) },
  );
  return data;
}

/** POST …/medications/{mid}/status/; every dose list of the person is read again. */
export function useMarkDose(patientId: string) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: MarkDose) => markDose(patientId, mark),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.user(viewerId, 'doses', patientId) }),
  });
}
