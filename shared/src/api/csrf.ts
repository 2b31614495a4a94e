import { isAxiosError } from 'axios';
import {
  CSRF_BACKOFF_INITIAL_MS,
  CSRF_BACKOFF_MAX_MS,
  CSRF_COOKIE_MISSING_MESSAGE,
  CSRF_COOKIE_NAME,
  CSRF_COOKIE_PAUSE_MS,
  CSRF_MAX_RETRIES,
} from '../lib/constants';
import { sleep } from '../lib/sleep';
import { readStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { isValidToken } from '../lib/token';
import { readAccessToken } from '../lib/token-storage';
import { httpClient } from './http-client';
import type { ApiResponse } from './contract';

const CSRF_PATH = '/csrf/';

/** Retriable (spec 8): the server answered /csrf/ but the cookie was not readable afterwards. */
export class CsrfCookieMissingError extends Error {
  constructor() {
    super(CSRF_COOKIE_MISSING_MESSAGE);
    this.name = 'CsrfCookieMissingError';
  }
}

function readCsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

/** The value for the X-CSRFToken header: the cookie, else the token the /csrf/ body carried. */
export function csrfHeaderValue(): string | null {
  return readCsrfCookie() ?? readStorage('local', STORAGE_KEYS.csrfToken);
}

function isRetriable(error: unknown): boolean {
  if (error instanceof CsrfCookieMissingError) return true;
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === 429 || (status !== undefined && status >= 500);
}

/**
 * docs/product.md 4.2: signed in, the CSRF call carries the session's bearer (the one call on the CSRF path that
 * does), so that the API answers a token bound to this session: a token fetched before sign-in is refused
 * once signed in.
 */
function sessionBearer(): Record<string, string> {
  const access = readAccessToken();
  return isValidToken(access) ? { Authorization: `Bearer ${access}` } : {};
}

async function fetchOnce(): Promise<string> {
  const response = await httpClient.get<Partial<ApiResponse<'/csrf/', 'get'>> | null>(CSRF_PATH, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...sessionBearer() },
  });
  const body = response.data;
  const bodyToken = body?.csrfToken ?? body?.csrf_token;
  if (typeof bodyToken === 'string' && bodyToken !== '') {
    writeStorage('local', STORAGE_KEYS.csrfToken, bodyToken);
  }
  // The cookie is written as the response lands; give the browser a moment before reading it.
  await sleep(CSRF_COOKIE_PAUSE_MS);
  const cookie = readCsrfCookie();
  if (cookie) return cookie;
  // An unreadable cookie with a token in the body is still usable through the header fallback.
  if (typeof bodyToken === 'string' && bodyToken !== '') return bodyToken;
  throw new CsrfCookieMissingError();
}

/** The pause before retry number `retry` (0-based): 1000 ms doubling, capped at 8000 ms. */
export function csrfBackoffDelay(retry: number): number {
  return Math.min(CSRF_BACKOFF_INITIAL_MS * 2 ** retry, CSRF_BACKOFF_MAX_MS);
}

async function fetchWithBackoff(): Promise<string> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await fetchOnce();
    } catch (error) {
      if (!isRetriable(error) || retry >= CSRF_MAX_RETRIES) throw error;
      await sleep(csrfBackoffDelay(retry));
    }
  }
}

/**
 * Sessions seen by this page: a sign-in starts a new one (`renewCsrfToken`, `forgetCsrfToken`). A token is reused
 * only when it was fetched in the current one; the cookie a page finds at load counts as the current one's.
 */
let sessionEpoch = 0;
let tokenEpoch = 0;
let inFlight: { promise: Promise<string>; epoch: number } | null = null;

/**
 * Spec 7: makes sure a CSRF token exists. An existing cookie is reused (unless `force`, used after a
 * 403, or a sign-in since it was fetched); concurrent callers share one fetch; 429/5xx and a missing cookie
 * are retried with backoff.
 */
export function ensureCsrfToken(options: { force?: boolean } = {}): Promise<string> {
  if (!options.force && !inFlight && tokenEpoch === sessionEpoch) {
    const existing = readCsrfCookie();
    if (existing) return Promise.resolve(existing);
  }
  if (inFlight?.epoch === sessionEpoch) return inFlight.promise;
  const epoch = sessionEpoch;
  // A fetch from before the sign-in is let finish first, so that its anonymous token cannot land after this one.
  const fetched = inFlight
    ? inFlight.promise.catch(() => undefined).then(fetchWithBackoff)
    : fetchWithBackoff();
  const promise = fetched
    .then((token) => {
      if (epoch === sessionEpoch) tokenEpoch = epoch;
      return token;
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { promise, epoch };
  return promise;
}

/**
 * docs/product.md 4.1 step 6: a sign-in makes the token in hand stale (fetched before it, or for another session;
 * the API refuses it), without fetching yet: the next `ensureCsrfToken` fetches one bound to the new session.
 */
export function forgetCsrfToken(): void {
  sessionEpoch += 1;
}

/** After a sign-in: a token bound to the new session, fetched even when a cookie exists. */
export function renewCsrfToken(): Promise<string> {
  forgetCsrfToken();
  return ensureCsrfToken();
}

/** Test support: forget a fetch left in flight by a previous test. */
export function resetCsrfState(): void {
  inFlight = null;
  sessionEpoch = 0;
  tokenEpoch = 0;
}
