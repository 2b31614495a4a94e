import { apiClient } from '@care/shared';
import type { ApiRequestBody, ApiResponse } from '@care/shared';

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

/**
 * POST /users/{id}/kiosk-pairing/ {user_code} (docs/product.md 2.11): binds the device whose set-up card shows
 * this code to the person; the device then fetches its own secret. 400 for a code that is unknown, used or expired.
 */
export async function pairKiosk(
  id: string,
  userCode: string,
): Promise<ApiResponse<'/users/{id}/kiosk-pairing/', 'post'>> {
  const body: ApiRequestBody<'/users/{id}/kiosk-pairing/', 'post'> = { user_code: userCode };
  const { data } = await apiClient.post<ApiResponse<'/users/{id}/kiosk-pairing/', 'post'>>(
    `/users/${encodeURIComponent(id)}/kiosk-pairing/`,
    body,
  );
  return data;
}
