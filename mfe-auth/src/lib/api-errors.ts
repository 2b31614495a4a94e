import { isAxiosError } from 'axios';

/** Reads what the screens need from a failed call through the shared API client (an axios error). */

export function errorStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** True when the request never got an answer (offline, server down, DNS): show the network message. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && error.response === undefined && error.code !== 'ERR_CANCELED';
}

/** The shared client attaches the 429 retry-after delay (ms) to the error (spec 4.2); rounded up to seconds. */
export function retryAfterSeconds(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('retryAfterMs' in error)) return null;
  const ms = error.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : null;
}

export function responseBody(error: unknown): Record<string, unknown> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** A body field as text: a non-empty string, or the first string of a list (`{email: ['…']}`). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    const first: unknown = value.find((item) => typeof item === 'string' && item.trim() !== '');
    return typeof first === 'string' ? first : null;
  }
  return null;
}

/** The first of `keys` that the error's body carries as text. */
export function bodyText(error: unknown, ...keys: string[]): string | null {
  const body = responseBody(error);
  if (body === null) return null;
  for (const key of keys) {
    const text = textOf(body[key]);
    if (text !== null) return text;
  }
  return null;
}

/** Server field errors (`{email: ['…'], username: '…'}`) for the given form fields. */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const body = responseBody(error);
  const result: Partial<Record<F, string>> = {};
  if (body === null) return result;
  for (const field of fields) {
    const text = textOf(body[field]);
    if (text !== null) result[field] = text;
  }
  return result;
}
