import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dose } from './get-doses';

/**
 * Marking a dose (POST /users/{id}/medications/{mid}/status/). The variables carry everything the request
 * needs, and the server treats the same (due_at, status) as one mark: a queued retry cannot mark twice.
 */
export interface MarkDose {
  personId: number;
  medicationId: number;
  due_at: string;
  status: 'taken' | 'skipped';
}

/** Stable, so a later offline queue can find and replay these mutations. */
export const DOSE_STATUS_MUTATION_KEY = ['dose-status'] as const;

export async function markDose(mark: MarkDose): Promise<Dose> {
  const { data } = await apiClient.post<Dose>(
    `/users/${mark.personId}/medications/${mark.medicationId}/status/`,
    { due_at: mark.due_at, status: mark.status },
  );
  return data;
}

const sameDose = (dose: Dose, mark: MarkDose): boolean =>
  dose.medication_id === mark.medicationId && Date.parse(dose.due_at) === Date.parse(mark.due_at);

/** Shows the mark at once; puts the list back if the server refuses; refetches the day either way. */
export function useMarkDose() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  const dosesKey = (personId: number) => queryKeys.user(userId, 'doses', personId);
  return useMutation({
    mutationKey: DOSE_STATUS_MUTATION_KEY,
    mutationFn: markDose,
    onMutate: async (mark) => {
      await queryClient.cancelQueries({ queryKey: dosesKey(mark.personId) });
      const before = queryClient.getQueriesData<Dose[]>({ queryKey: dosesKey(mark.personId) });
      queryClient.setQueriesData<Dose[]>({ queryKey: dosesKey(mark.personId) }, (doses) =>
        doses?.map((dose) =>
          sameDose(dose, mark)
            ? { ...dose, status: mark.status, marked_at: new Date().toISOString() }
            : dose,
        ),
      );
      return { before };
    },
    onError: (_error, _mark, context) => {
      for (const [key, doses] of context?.before ?? []) queryClient.setQueryData(key, doses);
    },
    onSettled: (_data, _error, mark) =>
      queryClient.invalidateQueries({ queryKey: dosesKey(mark.personId) }),
  });
}
