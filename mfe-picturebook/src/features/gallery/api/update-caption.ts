import { apiClient, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { picturesKey } from '../../../lib/api/get-pictures';
import type { Picture } from '../../../lib/api/get-pictures';

/** Spec 7: an update on /users/{userId}/picturebook/{id}/ with {comment}; the answer carries the comment. */
async function updateCaption(
  userId: number,
  pictureId: number,
  comment: string,
): Promise<Pick<Picture, 'comment'> & Partial<Picture>> {
  const { data } = await apiClient.patch<Pick<Picture, 'comment'> & Partial<Picture>>(
    `/users/${userId}/picturebook/${pictureId}/`,
    { comment },
  );
  return data;
}

export function useUpdateCaption(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  const key = picturesKey(viewerId, userId ?? 0);
  return useMutation({
    mutationFn: ({ pictureId, comment }: { pictureId: number; comment: string }) =>
      updateCaption(userId ?? 0, pictureId, comment),
    onSuccess: (saved, { pictureId, comment }) => {
      queryClient.setQueryData<Picture[]>(key, (list) =>
        list?.map((p) =>
          p.id === pictureId
            ? { ...p, comment: typeof saved.comment === 'string' ? saved.comment : comment }
            : p,
        ),
      );
    },
  });
}
