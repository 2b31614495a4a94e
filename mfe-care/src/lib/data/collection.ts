import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * A person's list of care items (`/users/{id}/<segment>/`: appointments, medications, meals), read as
 * one query and changed by mutations that refresh it. Each feature's `api/` files name their endpoint
 * operations on top of these.
 */
export type Segment = 'appointments' | 'medications' | 'meals';

const path = (personId: string, segment: Segment, itemId?: number): string =>
  `/users/${encodeURIComponent(personId)}/${segment}/${itemId === undefined ? '' : `${itemId}/`}`;

export function collectionQueryOptions<T>(
  viewerId: number | null,
  segment: Segment,
  personId: string,
) {
  return queryOptions({
    queryKey: queryKeys.person(viewerId, segment, personId),
    queryFn: async () => (await apiClient.get<T[]>(path(personId, segment))).data,
    enabled: viewerId !== null,
  });
}

export function useCollection<T>(segment: Segment, personId: string) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(collectionQueryOptions<T>(viewerId, segment, personId));
}

/** After a change: the list again, and whatever else shows it (doses come from medications). */
function useRefresh(segment: Segment, personId: string) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [segment, ...(segment === 'medications' ? (['doses'] as const) : [])].map((part) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.person(viewerId, part, personId) }),
      ),
    );
}

/** Creates (no id) or updates (PATCH, the fields given) one item; answers the saved item. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Body types the variables the caller passes to mutate
export function useSaveItem<T, Body extends object>(segment: Segment, personId: string) {
  const refresh = useRefresh(segment, personId);
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: Body }) =>
      id === undefined
        ? (await apiClient.post<T>(path(personId, segment), body)).data
        : (await apiClient.patch<T>(path(personId, segment, id), body)).data,
    onSuccess: refresh,
  });
}

export function useDeleteItem(segment: Segment, personId: string) {
  const refresh = useRefresh(segment, personId);
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(path(personId, segment, id));
    },
    onSuccess: refresh,
  });
}
