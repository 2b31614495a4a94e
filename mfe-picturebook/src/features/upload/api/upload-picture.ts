import { apiClient, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { picturesKey } from '../../../lib/api/get-pictures';
import type { Picture } from '../../../lib/api/get-pictures';

/** What POST /picturebook/{id}/ takes (multipart, spec 7). */
export interface NewPicture {
  image: File;
  comment: string;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

async function uploadPicture(userId: number, picture: NewPicture): Promise<Picture> {
  const form = new FormData();
  form.append('image', picture.image, picture.image.name);
  form.append('comment', picture.comment);
  const { data } = await apiClient.post<Picture>(`/picturebook/${userId}/`, form, {
    // Not the client's JSON default (axios would turn the form into JSON); the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    signal: picture.signal,
    onUploadProgress: (event) => {
      picture.onProgress?.(event.loaded, event.total ?? picture.image.size);
    },
  });
  return data;
}

/** Uploads a picture for `userId`; the picture book's list is fetched again afterwards. */
export function useUploadPicture(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: NewPicture) => uploadPicture(userId ?? 0, picture),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: picturesKey(viewerId, userId ?? 0) }),
  });
}
