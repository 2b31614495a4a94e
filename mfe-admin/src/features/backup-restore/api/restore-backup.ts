import { apiClient, useSessionStore } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RestoreResult = ApiResponse<'/backup/restore/', 'post'>;

/**
 * POST /backup/restore/ with {passphrase, backup}: the file goes in as it is (no re-parsing or
 * re-encoding), reporting upload progress. The server signs everyone out; when it hands the
 * restorer fresh tokens, this session keeps them.
 */
async function restoreBackup(
  file: Blob,
  passphrase: string,
  onProgress: (percent: number) => void,
): Promise<RestoreResult> {
  const body = new Blob(['{"passphrase":', JSON.stringify(passphrase), ',"backup":', file, '}']);
  const { data } = await apiClient.post<RestoreResult>('/backup/restore/', body, {
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
    mutationFn: ({ file, passphrase }: { file: Blob; passphrase: string }) =>
      restoreBackup(file, passphrase, onProgress),
    // Every answer on the page may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
