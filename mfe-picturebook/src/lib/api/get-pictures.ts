import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * One picture of a picture book (GET /users/{id}/picturebook/). Spec 7 promises id, image_url and
 * comment; the reference API adds the rest, which the screens use when present.
 */
export type Picture = Pick<ApiSchema<'Picture'>, 'id' | 'image_url' | 'comment'> &
  Partial<Omit<ApiSchema<'Picture'>, 'id' | 'image_url' | 'comment'>>;

export async function getPictures(userId: number): Promise<Picture[]> {
  const { data } = await apiClient.get<unknown>(`/users/${userId}/picturebook/`);
  const list: unknown = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && 'results' in data
      ? data.results
      : [];
  return Array.isArray(list) ? list.filter(isPicture) : [];
}

function isPicture(value: unknown): value is Picture {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return typeof p.id === 'number' && typeof p.image_url === 'string';
}

/** The query key of a picture book, as the signed-in viewer sees it. */
export const picturesKey = (viewerId: number | null, userId: number) =>
  queryKeys.user(viewerId, 'picturebook', userId);

export function picturesQueryOptions(viewerId: number | null, userId: number | null) {
  return queryOptions({
    queryKey: picturesKey(viewerId, userId ?? 0),
    queryFn: () => getPictures(userId ?? 0),
    enabled: viewerId !== null && userId !== null,
  });
}

/** The pictures of user `userId` (null: no valid user, nothing is fetched). */
export function usePictures(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(picturesQueryOptions(viewerId, userId));
}
