import { onlineManager } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { httpClient } from '../api/http-client';
import { PRE_REQUEST_REFRESH_FAILED_MESSAGE } from '../lib/constants';
import { logger } from '../lib/logger';

/** While the API is away, how often a kiosk asks `/health` whether it is back. */
export const REACHABILITY_PROBE_MS = 10_000;
const HEALTH_PATH = '/health';

/**
 * True when a failed call means "the API cannot be reached now" rather than "the API said no": no answer at
 * all (network down, server down), a 5xx, a 429, or a pre-request token refresh that could not reach the
 * server. A refusal (4xx) is an answer: the API is there.
 */
export function isUnreachableError(error: unknown): boolean {
  if (error instanceof Error && error.message === PRE_REQUEST_REFRESH_FAILED_MESSAGE) return true;
  if (!isAxiosError(error)) return false;
  if (error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 429;
}

let started = false;
let reachable = true;
let probeTimer: ReturnType<typeof setInterval> | null = null;
let setManagerOnline: ((online: boolean) => void) | null = null;

function probe(): void {
  httpClient
    .get(HEALTH_PATH, { skipAuthRefresh: true })
    // The interceptor below marks the API reachable on the answer.
    .catch(() => undefined);
}

function stopProbe(): void {
  if (probeTimer !== null) clearInterval(probeTimer);
  probeTimer = null;
}

function markReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  logger.warn(value ? 'The API is reachable again' : 'The API cannot be reached: working offline');
  setManagerOnline?.(value);
  if (value) stopProbe();
  else if (probeTimer === null) probeTimer = setInterval(probe, REACHABILITY_PROBE_MS);
}

/**
 * Kiosk devices only: React Query's idea of "online" becomes "the API can be reached", not merely
 * `navigator.onLine`. Every answer of the API client marks it reachable; a call that finds it away
 * (`isUnreachableError`) marks it unreachable and starts a light `/health` probe every 10 s. Queries pause
 * instead of failing, offline actions wait, and everything resumes and refetches the moment an answer comes.
 */
export function startReachability(): void {
  if (started) return;
  started = true;
  httpClient.interceptors.response.use(
    (response) => {
      markReachable(true);
      return response;
    },
    (error: unknown) => {
      if (isUnreachableError(error)) markReachable(false);
      else if (isAxiosError(error) && error.response) markReachable(true);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
  );
  onlineManager.setEventListener((setOnline) => {
    setManagerOnline = setOnline;
    setOnline(reachable);
    const offline = (): void => markReachable(false);
    const online = (): void => probe();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      setManagerOnline = null;
    };
  });
}

/** Test support: forget the state (the interceptor stays installed once per module instance). */
export function resetReachability(): void {
  stopProbe();
  reachable = true;
  setManagerOnline?.(true);
}
