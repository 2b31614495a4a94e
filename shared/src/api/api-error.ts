import { isAxiosError, type AxiosError } from 'axios';
import { API_ERROR_TEXTS } from './api-error-texts';

/**
 * Reading a failed call of the shared API client (an axios error): status, body fields, and the message a
 * screen shows. Every screen uses these; none reads axios errors itself.
 */

/** An axios error, with the 429 delay of spec 4.2 attached when the server sent retry-after. */
export type ApiError = AxiosError & { retryAfterMs?: number };

/** The response body of a failed call, when it is an object. */
export function apiErrorBody(error: unknown): Record<string, unknown> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** The HTTP status of a failed call, if the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** True when the request never got an answer (offline, server down, DNS); not when it was cancelled. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && error.response === undefined && error.code !== 'ERR_CANCELED';
}

/** The 429 retry-after delay the client attached (spec 4.2), rounded up to whole seconds. */
function retryAfterSeconds(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('retryAfterMs' in error)) return null;
  const ms = error.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : null;
}

/** A body field as text: a non-empty string, or the first string of a list (`{ email: ['…'] }`). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    const first: unknown = value.find((item) => typeof item === 'string' && item.trim() !== '');
    return typeof first === 'string' ? first : null;
  }
  return null;
}

/** The first of `keys` that the failed call's body carries as text. */
export function apiErrorText(error: unknown, ...keys: string[]): string | null {
  const body = apiErrorBody(error);
  if (body === null) return null;
  for (const key of keys) {
    const text = textOf(body[key]);
    if (text !== null) return text;
  }
  return null;
}

/**
 * The message screens show for a failed call (spec 8): the server's `message`, else its `error`, else
 * its `detail`, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return apiErrorText(error, 'message', 'error', 'detail') ?? fallback;
}

/**
 * Server field errors for the given form fields: the API's `fields` map (`{ fields: { end_time: '…' } }`,
 * its 400 answers to invalid input), else top-level keys (`{ email: ['…'], username: '…' }`).
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const body = apiErrorBody(error);
  const map: unknown = body?.fields;
  const named =
    map !== null && typeof map === 'object' && !Array.isArray(map)
      ? (map as Record<string, unknown>)
      : {};
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = textOf(named[field]) ?? apiErrorText(error, field);
    if (text !== null) result[field] = text;
  }
  return result;
}

/**
 * The message for a failed call where the screen has no rule of its own: the network message, the
 * rate-limit message, else the server's `detail` (or `non_field_errors`), else the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return API_ERROR_TEXTS.networkError;
  if (apiErrorStatus(error) === 429)
    return API_ERROR_TEXTS.tooManyAttempts(retryAfterSeconds(error));
  return apiErrorText(error, 'detail', 'non_field_errors') ?? fallback;
}

/** Spec 8: a 401 is a token problem when code is token_not_valid or the detail mentions the token. */
export function isTokenProblem(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 401) return false;
  const body = apiErrorBody(error);
  if (!body) return false;
  if (body.code === 'token_not_valid') return true;
  const detail = typeof body.detail === 'string' ? body.detail.toLowerCase() : '';
  return ['token', 'unauthorized', 'expired'].some((word) => detail.includes(word));
}

/**
 * Which calm answer a failed load gets: 404 is "not found" (so is 400: a read whose path the
 * server cannot take, such as an id out of range, names nothing), 401/403 "not allowed", anything else (no
 * answer, a 5xx, a 429) "could not load", which tries again. The server's own text is never shown.
 */
export function problemOf(error: unknown): 'notFound' | 'notAllowed' | 'loadFailed' {
  const status = apiErrorStatus(error);
  if (status === 404 || status === 400) return 'notFound';
  if (status === 403 || status === 401) return 'notAllowed';
  return 'loadFailed';
}
