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
export { STORAGE_KEYS } from '../lib/storage-keys';
export { createLogger } from '../lib/logger';
