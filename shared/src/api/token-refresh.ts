import {
  KIOSK_REFRESH_ATTEMPTS,
  KIOSK_REFRESH_PAUSE_MS,
  PERIODIC_REFRESH_LEEWAY_MS,
  REFRESH_FLOW_ENABLED,
  REFRESH_RETRY_INITIAL_MS,
  REFRESH_RETRY_MAX_MS,
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
import { apiErrorStatus } from './api-error';
import { httpClient } from './http-client';
import type { ApiRequestBody, ApiResponse } from './contract';

export const TOKEN_REFRESH_PATH = '/auth/token/refresh/';

/** The server answered the refresh but gave no usable access token (spec 5): a refusal. */
class NoAccessTokenError extends Error {
  constructor() {
    super('Token refresh response has no valid access token.');
    this.name = 'NoAccessTokenError';
  }
}

/**
 * Only a refresh the server refuses ends a session: 400 or 401 for the refresh token, or an answer without
 * an access token. No answer at all, a 5xx or a 429 says nothing about the session.
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof NoAccessTokenError) return true;
  const status = apiErrorStatus(error);
  return status === 400 || status === 401;
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = REFRESH_RETRY_INITIAL_MS;

function cancelRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryDelay = REFRESH_RETRY_INITIAL_MS;
}

/** The server could not be reached: try again later, backing off, while a refresh token remains. */
function scheduleRetry(): void {
  if (retryTimer !== undefined) return;
  const delay = retryDelay;
  retryDelay = Math.min(retryDelay * 2, REFRESH_RETRY_MAX_MS);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (readRefreshToken()) void refreshAccessToken();
    else cancelRetry();
  }, delay);
}

async function requestNewTokens(refresh: string): Promise<string> {
  const request: ApiRequestBody<'/auth/token/refresh/', 'post'> = { refresh };
  const response = await httpClient.post<Partial<
    ApiResponse<'/auth/token/refresh/', 'post'>
  > | null>(TOKEN_REFRESH_PATH, request);
  const body = response.data;
  // Spec 5: a refresh response without a (valid) string access token is a failure.
  if (!isValidToken(body?.access)) throw new NoAccessTokenError();
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
      const access = await requestNewTokens(refresh);
      cancelRetry();
      return access;
    } catch (error) {
      lastError = error;
    }
  }
  if (!isRefusal(lastError)) {
    // A network failure keeps the session: the tokens stay and the refresh is tried again.
    logger.warn('Token refresh could not reach the server; retrying', lastError);
    scheduleRetry();
    return null;
  }
  logger.warn('Token refresh refused', lastError);
  cancelRetry();
  clearTokens();
  if (REFRESH_FLOW_ENABLED) dispatchWindowEvent(REFRESH_FAILED_EVENT);
  return null;
}

let inFlight: Promise<string | null> | null = null;

/**
 * Spec 4.2: refreshes the access token with the stored refresh token. One refresh runs at a time and
 * concurrent callers share it. Resolves with the new access token, or null when there is no refresh token
 * or the refresh failed. A refusal (400/401, or no access token in the answer) ends the session: tokens are
 * cleared and 'auth:refresh-failed' is raised. A failure to reach the server keeps the tokens and retries
 * with backoff (1 s doubling to 30 s) until it succeeds or is refused.
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

/** Test support: forget a refresh left in flight (and a scheduled retry) by a previous test. */
export function resetRefreshState(): void {
  inFlight = null;
  cancelRetry();
}
