import { apiClient, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDosesKey, type Dose } from './get-doses';

/** What a mark sets: 'pending' removes it (caregivers and clinicians only). */
export type DoseMark = 'taken' | 'skipped' | 'missed' | 'pending';

/**
 * One mark of one dose (POST /users/{id}/medications/{mid}/status/). The variables carry everything the
 * request needs, so a queued mark can be replayed from them alone; the server treats the same
 * (due_at, status) as one mark, so a replay cannot mark twice.
 */
export interface MarkDose {
  personId: string;
  medicationId: number;
  dueAt: string;
  status: DoseMark;
  note?: string;
}

/** The one key of every dose mark (the clock's Taken and the medications screen): stable for an offline queue. */
export const DOSE_STATUS_MUTATION_KEY = ['dose-status'] as const;

export async function markDose(mark: MarkDose): Promise<Dose> {
  const { data } = await apiClient.post<Dose>(
    `/users/${encodeURIComponent(mark.personId)}/medications/${mark.medicationId}/status/`,
    { due_at: mark.dueAt, status: mark.status, ...(mark.note ? { note: mark.note } : {}) },
  );
  return data;
}

const sameDose = (dose: Dose, mark: MarkDose): boolean =>
  dose.medication_id === mark.medicationId && Date.parse(dose.due_at) === Date.parse(mark.dueAt);

/**
 * Marks a dose. A taken, skipped or missed mark shows at once in every list of the person's doses and is put
 * back if the server refuses ('pending' waits for the server, which decides what the dose is now); the
 * person's doses are read again either way.
 */
export function useMarkDose() {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DOSE_STATUS_MUTATION_KEY,
    mutationFn: markDose,
    onMutate: async (mark) => {
      const queryKey = personDosesKey(viewerId, mark.personId);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueriesData<Dose[]>({ queryKey });
      const status = mark.status;
      if (status !== 'pending')
        queryClient.setQueriesData<Dose[]>({ queryKey }, (doses) =>
          doses?.map((dose) =>
            sameDose(dose, mark) ? { ...dose, status, marked_at: new Date().toISOString() } : dose,
          ),
        );
      return { before };
    },
    onError: (_error, _mark, context) => {
      for (const [key, doses] of context?.before ?? []) queryClient.setQueryData(key, doses);
    },
    onSettled: (_data, _error, mark) =>
      queryClient.invalidateQueries({ queryKey: personDosesKey(viewerId, mark.personId) }),
  });
}
