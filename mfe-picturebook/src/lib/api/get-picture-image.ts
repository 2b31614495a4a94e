import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Picture } from './get-pictures';
import { objectUrlFor } from './picture-urls';

export type PictureSize = 'thumbnail' | 'full';

/**
 * The API path of a picture's bytes (relative to the API base, as the client calls it). Spec 7: the
 * `image_url` when it names the decrypted picture, else /users/picturebook/{id}/decrypted/. The grid asks
 * for the thumbnail when the server offers one.
 */
export function picturePath(picture: Picture, size: PictureSize): string {
  const url =
    size === 'thumbnail' && picture.thumbnail_url ? picture.thumbnail_url : picture.image_url;
  if (size === 'full' && !url.includes('/decrypted/')) {
    return `/users/picturebook/${picture.id}/decrypted/`;
  }
  // '/api/users/1/picturebook/4/decrypted/' → '/users/1/picturebook/4/decrypted/'
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith('/api/') ? path.slice('/api'.length) : path;
}

/** A picture fetched for display: an object URL of its bytes, valid while the cache keeps it. */
export interface PictureBytes {
  url: string;
  type: string;
}

/**
 * The picture's bytes, through the API client (they need the bearer token, so an <img> cannot fetch them
 * itself), as an object URL. Keyed by the picture's version: a rotation gives a new key, a revisit of the
 * same version costs the browser a 304 (the API sends an ETag).
 */
export function pictureImageQueryOptions(
  viewerId: number | null,
  picture: Picture,
  size: PictureSize,
) {
  const path = picturePath(picture, size);
  return queryOptions({
    queryKey: queryKeys.person(viewerId, 'picture-image', path, picture.updated_at ?? ''),
    queryFn: async ({ signal, client, queryKey }): Promise<PictureBytes> => {
      const { data } = await apiClient.get<Blob>(path, { responseType: 'blob', signal });
      return { url: objectUrlFor(client, queryKey, data), type: data.type };
    },
    enabled: viewerId !== null,
    staleTime: Infinity,
    // Pictures are large: keep only those seen recently.
    gcTime: 2 * 60 * 1000,
    retry: 1,
  });
}

export function usePictureImage(picture: Picture, size: PictureSize) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(pictureImageQueryOptions(viewerId, picture, size));
}
