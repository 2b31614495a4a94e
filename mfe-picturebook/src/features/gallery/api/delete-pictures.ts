import { apiClient, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { picturesKey } from '../../../lib/api/get-pictures';
import { log } from '../../../lib/log';

async function deletePicture(userId: number, pictureId: number): Promise<void> {
  await apiClient.delete(`/users/${userId}/picturebook/${pictureId}/`);
}

/**
 * Spec 7 and 8: one DELETE per selected picture; a single failure is only logged. Answers the ids that
 * were deleted.
 */
async function deletePictures(userId: number, pictureIds: number[]): Promise<number[]> {
  const results = await Promise.allSettled(pictureIds.map((id) => deletePicture(userId, id)));
  const deleted: number[] = [];
  results.forEach((result, i) => {
    const id = pictureIds[i];
    if (id === undefined) return;
    if (result.status === 'fulfilled') deleted.push(id);
    else log.error(`Deleting picture ${id} failed`, result.reason);
  });
  return deleted;
}

export function useDeletePictures(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pictureIds: number[]) => deletePictures(userId ?? 0, pictureIds),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: picturesKey(viewerId, userId ?? 0) }),
  });
}
