import { COMMON_TEXTS, tooManyAttempts } from '../texts';
import { bodyText, errorStatus, isNetworkError, retryAfterSeconds } from './api-errors';

/**
 * The message for a failed call where the screen has no rule of its own: the network message, the
 * rate-limit message, else the server's `detail` (or `non_field_errors`), else the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return COMMON_TEXTS.networkError;
  if (errorStatus(error) === 429) return tooManyAttempts(retryAfterSeconds(error));
  return bodyText(error, 'detail', 'non_field_errors') ?? fallback;
}
