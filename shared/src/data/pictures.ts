import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { ApiSchema } from '../api/contract';
import { queryKeys } from './query-keys';
import { retryUnlessRefused } from './retry';

/**
 * A person's picture book (GET /users/{id}/picturebook/): the kiosk's picture tile (mfe-care) and the picture
 * book's screens (mfe-picturebook) read it under this one key, so an upload, a caption, a rotation or a delete made
 * in one refreshes the other (they once cached it under two keys), and so does the live channel.
 */
export type Picture = ApiSchema<'Picture'>;

function isPicture(value: unknown): value is Picture {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return typeof p.id === 'number' && typeof p.image_url === 'string';
}

/** The list, whether the API answers it bare or paged (`results`); anything that is not a picture is left out. */
async function getPictures(personId: number): Promise<Picture[]> {
  const { data } = await apiClient.get<unknown>(`/users/${personId}/picturebook/`);
  const list: unknown = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && 'results' in data
      ? data.results
      : [];
  return Array.isArray(list) ? list.filter(isPicture) : [];
}

export const picturesKey = (viewer: number | null, personId: number | string | null) =>
  queryKeys.person(viewer, 'pictures', personId);

export function picturesQueryOptions(viewer: number | null, personId: number | null) {
  return queryOptions({
    queryKey: picturesKey(viewer, personId),
    queryFn: () => getPictures(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: viewer !== null && personId !== null,
  });
}

/** After a change to a person's pictures: every screen that shows them reads them again. */
export function invalidatePictures(
  queryClient: QueryClient,
  viewer: number | null,
  personId: number | string | null,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: picturesKey(viewer, personId) });
}
