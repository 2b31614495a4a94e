import { apiErrorStatus } from '@care/shared';

/**
 * React Query's `retry` for care data: a refusal or a missing item (4xx) is an answer, not a failure worth
 * repeating; a network failure or a server error is tried once more (the shared client's default).
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
