import { apiClient, useSessionStore } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RestoreResult = ApiResponse<'/backup/restore/', 'post'>;

/**
 * POST /backup/restore/ with the file as it is (no re-encoding), reporting upload progress. The
 * server signs everyone out; when it hands the restorer fresh tokens, this session keeps them.
 */
export async function restoreBackup(
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<RestoreResult> {
  const { data } = await apiClient.post<RestoreResult>('/backup/restore/', file, {
    headers: { 'Content-Type': 'application/json' },
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (data.access && data.refresh) {
    useSessionStore.getState().adoptTokens({ access: data.access, refresh: data.refresh });
  }
  return data;
}

export function useRestoreBackup(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => restoreBackup(file, onProgress),
    // Every answer on the page may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
