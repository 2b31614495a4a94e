export { apiClient } from './api-client';
export type * from './contract';
export {
  apiErrorBody,
  apiErrorMessage,
  apiErrorStatus,
  apiErrorText,
  failureMessage,
  fieldErrorsOf,
  isNetworkError,
  problemOf,
  type ApiError,
} from './api-error';
export { ensureCsrfToken, CsrfCookieMissingError } from './csrf';
export { refreshAccessToken, TOKEN_REFRESH_PATH } from './token-refresh';
export * from '../lib/constants';
export { STORAGE_KEYS, SESSION_STORAGE_KEYS, LOCAL_STORAGE_KEYS } from '../lib/storage-keys';
export { LOGOUT_EVENT, REFRESH_FAILED_EVENT } from '../lib/events';
export { isValidToken } from '../lib/token';
export { readAccessToken, readRefreshToken } from '../lib/token-storage';
export { createLogger } from '../lib/logger';
