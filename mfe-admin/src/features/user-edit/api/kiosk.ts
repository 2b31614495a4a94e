import { apiClient } from '@care/shared';
import type { ApiResponse } from '@care/shared';

/** GET /users/{id}/generate_device_id/: a new 'kiosk-<uuid>' (not stored until saved). */
export async function generateDeviceId(id: string): Promise<string> {
  const { data } = await apiClient.get<ApiResponse<'/users/{id}/generate_device_id/', 'get'>>(
    `/users/${encodeURIComponent(id)}/generate_device_id/`,
  );
  return data.device_id;
}

/** GET /users/generate_kiosk_secret/: a new random secret (not stored until saved). */
export async function generateKioskSecret(): Promise<string> {
  const { data } = await apiClient.get<ApiResponse<'/users/generate_kiosk_secret/', 'get'>>(
    '/users/generate_kiosk_secret/',
  );
  return data.kiosk_secret;
}
