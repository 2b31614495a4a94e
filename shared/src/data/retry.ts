import { apiErrorStatus } from '../api/api-error';

/**
 * React Query's `retry` for a person's data: a refusal or a missing item (4xx) is an answer, not a failure worth
 * repeating; a network failure or a server error is tried once more.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
