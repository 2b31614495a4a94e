import { isAxiosError, type AxiosError } from 'axios';

/** An axios error, with the 429 delay of spec 4.2 attached when the server sent retry-after. */
export type ApiError = AxiosError & { retryAfterMs?: number };

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/**
 * The message screens show for a failed call (spec 8): the server's `message`, else its `error`, else
 * its `detail`, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const body = bodyOf(error);
  if (!body) return fallback;
  for (const key of ['message', 'error', 'detail'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/** Spec 8: a 401 is a token problem when code is token_not_valid or the detail mentions the token. */
export function isTokenProblem(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 401) return false;
  const body = bodyOf(error);
  if (!body) return false;
  if (body.code === 'token_not_valid') return true;
  const detail = typeof body.detail === 'string' ? body.detail.toLowerCase() : '';
  return ['token', 'unauthorized', 'expired'].some((word) => detail.includes(word));
}

/** The HTTP status of a failed call, if the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
