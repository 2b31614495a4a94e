import { apiClient } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/** The file name the server gives (content-disposition), else one with today's date. */
export function backupFileName(disposition: unknown, now = new Date()): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? `care-backup-${now.toISOString().slice(0, 10)}.json`;
}

/** POST /backup/: the whole backup encrypted with the passphrase, saved by the browser. */
async function downloadBackup(passphrase: string): Promise<{ name: string; size: number }> {
  const response = await apiClient.post<Blob>('/backup/', { passphrase }, { responseType: 'blob' });
  const blob = response.data;
  const name = backupFileName(response.headers['content-disposition']);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { name, size: blob.size };
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
