import { apiClient, queryKeys, useSessionStore, retryUnlessRefused } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * The decrypted bytes of one picture (GET /users/{id}/picturebook/{pid}/decrypted/). Read through the API
 * client, which sends the bearer token an <img src> could not: the kiosk loads no picture-book remote.
 */
async function getPictureImage(personId: number, pictureId: number): Promise<string> {
  const { data } = await apiClient.get<Blob>(
    `/users/${personId}/picturebook/${pictureId}/decrypted/`,
    { responseType: 'blob' },
  );
  return dataUrlOf(data);
}

/** A data: URL, not an object URL: nothing to revoke when the cache lets the picture go. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** `version` (the picture's updated_at) changes when the picture is rotated: the new bytes are fetched. */
export function usePictureImage(
  personId: number | null,
  pictureId: number | null,
  version: string | null,
) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: queryKeys.person(userId, 'picture-image', personId, pictureId, version),
    queryFn: () => getPictureImage(personId ?? 0, pictureId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null && pictureId !== null,
    staleTime: Infinity,
    // Two pictures at most stay in memory: the one shown and the one before it.
    gcTime: 6 * 60_000,
  });
}
