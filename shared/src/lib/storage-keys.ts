/**
 * Every client-side storage key of spec 3, in one place. Spec 3 names the token expiry time and the
 * last refresh time without spelling their keys: we use `token_expiry` (epoch ms of the access token's
 * `exp`) and `last_token_refresh` (epoch ms of the last successful refresh; the same name as the local key).
 */
export const STORAGE_KEYS = {
  // session storage (tokens also go to local storage in kiosk mode)
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  id: 'id',
  role: 'role',
  userData: 'user_data',
  isAdmin: 'is_admin',
  email: 'email',
  userId: 'userId',
  tokenExpiry: 'token_expiry',
  lastTokenRefresh: 'last_token_refresh',
  // local storage
  kioskMode: 'kioskMode',
  forceKiosk: 'forceKiosk',
  kioskOverride: 'kioskOverride',
  deviceId: 'device_id',
  kioskDeviceId: 'kiosk_device_id',
  kioskSecret: 'kiosk_secret',
  kioskUserId: 'kiosk_user_id',
  kioskConfig: 'kiosk_config',
  csrfToken: 'csrf_token',
  // local storage, this product's addition (docs/product.md 3): a kiosk's pending pairing, so a reload resumes it
  kioskPairing: 'kiosk_pairing',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys kept in session storage (spec 3, "session:"). */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.id,
  STORAGE_KEYS.role,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.isAdmin,
  STORAGE_KEYS.email,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.tokenExpiry,
  STORAGE_KEYS.lastTokenRefresh,
];

/** Keys kept in local storage (spec 3, "local:"). */
export const LOCAL_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.kioskMode,
  STORAGE_KEYS.forceKiosk,
  STORAGE_KEYS.kioskOverride,
  STORAGE_KEYS.deviceId,
  STORAGE_KEYS.kioskDeviceId,
  STORAGE_KEYS.kioskSecret,
  STORAGE_KEYS.kioskUserId,
  STORAGE_KEYS.kioskConfig,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.role,
  STORAGE_KEYS.csrfToken,
  STORAGE_KEYS.lastTokenRefresh,
];
