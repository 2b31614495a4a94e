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

async function fetchOnce(): Promise<string> {
  const response = await httpClient.get<Partial<ApiResponse<'/csrf/', 'get'>> | null>(CSRF_PATH, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
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

let inFlight: Promise<string> | null = null;

/**
 * Spec 7: makes sure a CSRF token exists. An existing cookie is reused (unless `force`, used after a
 * 403); concurrent callers share one fetch; 429/5xx and a missing cookie are retried with backoff.
 */
export function ensureCsrfToken(options: { force?: boolean } = {}): Promise<string> {
  if (!options.force && !inFlight) {
    const existing = readCsrfCookie();
    if (existing) return Promise.resolve(existing);
  }
  inFlight ??= fetchWithBackoff().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Test support: forget a fetch left in flight by a previous test. */
export function resetCsrfState(): void {
  inFlight = null;
}
