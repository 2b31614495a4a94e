import {
  KIOSK_REFRESH_ATTEMPTS,
  KIOSK_REFRESH_PAUSE_MS,
  PERIODIC_REFRESH_LEEWAY_MS,
  REFRESH_FLOW_ENABLED,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
} from '../lib/constants';
import { dispatchWindowEvent, REFRESH_FAILED_EVENT } from '../lib/events';
import { logger } from '../lib/logger';
import { sleep } from '../lib/sleep';
import { expiresWithin, isValidToken, isWellFormedToken } from '../lib/token';
import {
  clearTokens,
  isKioskTokenStorage,
  markTokenRefreshed,
  readAccessToken,
  readRefreshToken,
  storeTokens,
} from '../lib/token-storage';
import { httpClient } from './http-client';
import type { ApiRequestBody, ApiResponse } from './contract';

export const TOKEN_REFRESH_PATH = '/auth/token/refresh/';

async function requestNewTokens(refresh: string): Promise<string> {
  const request: ApiRequestBody<'/auth/token/refresh/', 'post'> = { refresh };
  const response = await httpClient.post<Partial<
    ApiResponse<'/auth/token/refresh/', 'post'>
  > | null>(TOKEN_REFRESH_PATH, request);
  const body = response.data;
  // Spec 5: a refresh response without a (valid) string access token is a failure.
  if (!isValidToken(body?.access))
    throw new Error('Token refresh response has no valid access token.');
  storeTokens({
    access: body.access,
    refresh: isWellFormedToken(body.refresh) ? body.refresh : undefined,
  });
  markTokenRefreshed();
  return body.access;
}

async function runRefresh(): Promise<string | null> {
  const refresh = readRefreshToken();
  if (!refresh) return null;
  const kiosk = isKioskTokenStorage();
  const attempts = kiosk ? KIOSK_REFRESH_ATTEMPTS : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    // Kiosk devices wake from sleep with a flaky network: a short pause avoids a needless failure.
    if (kiosk) await sleep(KIOSK_REFRESH_PAUSE_MS);
    try {
      return await requestNewTokens(refresh);
    } catch (error) {
      lastError = error;
    }
  }
  logger.warn('Token refresh failed', lastError);
  clearTokens();
  if (REFRESH_FLOW_ENABLED) dispatchWindowEvent(REFRESH_FAILED_EVENT);
  return null;
}

let inFlight: Promise<string | null> | null = null;

/**
 * Spec 4.2: refreshes the access token with the stored refresh token. One refresh runs at a time and
 * concurrent callers share it. Resolves with the new access token, or null when there is no refresh
 * token or the refresh failed (tokens are then cleared and 'auth:refresh-failed' is raised).
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Spec 4.2 periodic check: every 240000 ms, refresh if expired or within 30 s of expiry. */
export function startTokenRefreshTimer(): () => void {
  const timer = setInterval(() => {
    if (!readRefreshToken()) return;
    if (!expiresWithin(readAccessToken(), PERIODIC_REFRESH_LEEWAY_MS)) return;
    void refreshAccessToken();
  }, TOKEN_REFRESH_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** Test support: forget a refresh left in flight by a previous test. */
export function resetRefreshState(): void {
  inFlight = null;
}
