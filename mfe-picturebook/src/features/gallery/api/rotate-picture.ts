import { apiClient, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { picturesKey } from '../../../lib/api/get-pictures';

export type Direction = 'left' | 'right';

/** Spec 7: an update on the picture book item with {action: 'rotate', direction}; the server turns it. */
async function rotatePicture(
  userId: number,
  pictureId: number,
  direction: Direction,
): Promise<void> {
  await apiClient.patch(`/users/${userId}/picturebook/${pictureId}/`, {
    action: 'rotate',
    direction,
  });
}

/** Rotates one picture; the list is fetched again (its version changes, so its images are fetched anew). */
export function useRotatePicture(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pictureId, direction }: { pictureId: number; direction: Direction }) =>
      rotatePicture(userId ?? 0, pictureId, direction),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: picturesKey(viewerId, userId ?? 0) }),
  });
}
