export { apiClient } from './api-client';
export type * from './contract';
export { apiBaseUrl, serializeParams, type ApiOptions } from './http-client';
export {
  API_ERROR_TEXTS,
  apiErrorBody,
  apiErrorMessage,
  apiErrorStatus,
  apiErrorText,
  failureMessage,
  fieldErrorsOf,
  isNetworkError,
  isTokenProblem,
  problemOf,
  retryAfterSeconds,
  type ApiError,
} from './api-error';
export {
  ensureCsrfToken,
  readCsrfCookie,
  csrfHeaderValue,
  CsrfCookieMissingError,
  CSRF_PATH,
} from './csrf';
export { refreshAccessToken, TOKEN_REFRESH_PATH } from './token-refresh';
export { PING_PATH } from './heartbeat';
export * from '../lib/constants';
export { STORAGE_KEYS, SESSION_STORAGE_KEYS, LOCAL_STORAGE_KEYS } from '../lib/storage-keys';
export { LOGOUT_EVENT, REFRESH_FAILED_EVENT } from '../lib/events';
export { isValidToken } from '../lib/token';
export { decodeJwtPayload } from '../lib/jwt';
export { readAccessToken, readRefreshToken } from '../lib/token-storage';
export { createLogger } from '../lib/logger';
export type { Logger } from '../lib/logger';
