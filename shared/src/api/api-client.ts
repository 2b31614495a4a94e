import {
  AxiosHeaders,
  isAxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  BLOCKED_NULL_REQUEST_MESSAGE,
  CSRF_HEADER_NAME,
  PRE_REQUEST_REFRESH_FAILED_MESSAGE,
  PRE_REQUEST_REFRESH_LEEWAY_MS,
} from '../lib/constants';
import { expiresWithin, isValidToken } from '../lib/token';
import { readAccessToken, readRefreshToken } from '../lib/token-storage';
import { isTokenProblem, type ApiError } from './api-error';
import { csrfHeaderValue, ensureCsrfToken } from './csrf';
import { httpClient } from './http-client';
import { refreshAccessToken } from './token-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * No pre-request refresh and no refresh-and-retry on a 401 for this request (kiosk sign-in: stale
     * tokens must not abort a fresh sign-in). The bearer header is still sent when a valid token exists.
     */
    skipAuthRefresh?: boolean;
  }
}

/** Spec 7: no bearer header on these. */
const UNAUTHENTICATED_PATHS = ['/auth/login', '/auth/register', '/auth/token/refresh/', '/csrf'];
const MUTATING_METHODS = ['post', 'put', 'patch', 'delete'];

interface RetryMarks {
  /** Set on a request retried after a token 401, so that it is never retried twice. */
  _tokenRetried?: boolean;
  /** Set on a request retried after a 403 and a CSRF refetch. */
  _csrfRetried?: boolean;
}
type TrackedConfig = InternalAxiosRequestConfig & RetryMarks;

function isUnauthenticatedPath(url: string | undefined): boolean {
  return typeof url === 'string' && UNAUTHENTICATED_PATHS.some((path) => url.includes(path));
}

function isCsrfPath(url: string | undefined): boolean {
  return typeof url === 'string' && url.includes('/csrf');
}

async function prepareRequest(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  const method = (config.method ?? 'get').toLowerCase();
  const mutating = MUTATING_METHODS.includes(method);
  // Spec 5: a write aimed at an id that never loaded must not reach the server.
  if (mutating && (typeof config.url !== 'string' || config.url.includes('/null/'))) {
    throw new Error(BLOCKED_NULL_REQUEST_MESSAGE);
  }
  const headers = AxiosHeaders.from(config.headers);
  config.headers = headers;

  if (!isUnauthenticatedPath(config.url)) {
    let access = readAccessToken();
    if (
      !config.skipAuthRefresh &&
      readRefreshToken() &&
      expiresWithin(access, PRE_REQUEST_REFRESH_LEEWAY_MS)
    ) {
      access = await refreshAccessToken();
      if (!access) throw new Error(PRE_REQUEST_REFRESH_FAILED_MESSAGE);
    }
    if (isValidToken(access)) headers.set('Authorization', `Bearer ${access}`);
  }

  if (mutating && !isCsrfPath(config.url)) {
    const csrf = csrfHeaderValue();
    if (csrf && !headers.has(CSRF_HEADER_NAME)) headers.set(CSRF_HEADER_NAME, csrf);
  }

  // A multipart body needs the browser's own Content-Type (with its boundary), not JSON.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    headers.setContentType(false);
  return config;
}

async function recover(error: unknown): Promise<AxiosResponse> {
  if (!isAxiosError(error) || !error.config) throw error;
  const config = error.config as TrackedConfig;
  const status = error.response?.status;

  if (
    status === 401 &&
    !config._tokenRetried &&
    !config.skipAuthRefresh &&
    !isUnauthenticatedPath(config.url)
  ) {
    if (isTokenProblem(error)) {
      config._tokenRetried = true;
      const access = await refreshAccessToken().catch(() => null);
      // Spec 4.2: a refresh that yields nothing valid surfaces the original 401.
      if (!isValidToken(access)) throw error;
      config.headers.set('Authorization', `Bearer ${access}`);
      return httpClient.request(config);
    }
  }

  // Spec 4.2's one retry is for a stale CSRF token. The paths that carry no bearer (sign-in, registration, the
  // token refresh) are not checked for CSRF by the API, so their 403 is the answer itself (an inactive account, one
  // waiting for approval): asking again would only send the refused sign-in twice.
  if (
    status === 403 &&
    !config._csrfRetried &&
    !isCsrfPath(config.url) &&
    !isUnauthenticatedPath(config.url)
  ) {
    config._csrfRetried = true;
    const token = await ensureCsrfToken({ force: true }).catch(() => null);
    if (token === null) throw error;
    if (MUTATING_METHODS.includes((config.method ?? 'get').toLowerCase())) {
      config.headers.set(CSRF_HEADER_NAME, csrfHeaderValue() ?? token);
    }
    return httpClient.request(config);
  }

  if (status === 429) {
    const seconds = Number(error.response?.headers['retry-after']);
    if (Number.isFinite(seconds)) (error as ApiError).retryAfterMs = seconds * 1000;
  }
  throw error;
}

httpClient.interceptors.request.use(prepareRequest);
httpClient.interceptors.response.use(undefined, recover);

/**
 * The ONE axios instance of the suite (spec 7): base /api (see `configureApi`), credentials, JSON,
 * bearer and CSRF headers, `/null/` blocking, pre-request refresh, one retry on a token 401, CSRF
 * refetch on 403, `retryAfterMs` on 429. Paths are relative: `apiClient.get('/users/me/')`.
 */
export const apiClient = httpClient;
