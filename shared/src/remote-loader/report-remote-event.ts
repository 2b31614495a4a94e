import { apiClient } from '../api/api-client';
import { logger } from '../lib/logger';
import type { RemoteName } from '../manifests';

/** What the page tells the API about loading its remotes (`POST /frontend-reports/`, the API's log and metrics). */
type RemoteEventKind =
  | 'remote-retried'
  | 'remote-fallback'
  | 'remote-failed'
  | 'remote-incompatible'
  | 'config-fallback';

export interface RemoteEvent {
  kind: RemoteEventKind;
  remote?: RemoteName;
  /** The release that failed, was refused or was retried. */
  release?: string;
  /** The release used instead. */
  fallback?: string;
  attempts?: number;
  /** A short reason for the log: never shown to the person. */
  detail?: string;
}

const FRONTEND_REPORTS_PATH = '/frontend-reports/';
const DETAIL_MAX = 500;
const RELEASE_MAX = 100;
const ATTEMPTS_MAX = 20;

/** Reports wait until the API's base is configured (a config fallback is found before it is). */
let ready = false;
const waiting: RemoteEvent[] = [];

function send(event: RemoteEvent): void {
  const body = {
    ...event,
    ...(event.release ? { release: event.release.slice(0, RELEASE_MAX) } : {}),
    ...(event.fallback ? { fallback: event.fallback.slice(0, RELEASE_MAX) } : {}),
    ...(event.detail ? { detail: event.detail.slice(0, DETAIL_MAX) } : {}),
    ...(event.attempts !== undefined ? { attempts: Math.min(event.attempts, ATTEMPTS_MAX) } : {}),
    page: window.location.pathname.slice(0, 300),
  };
  // Best effort: a report that cannot be sent is only logged (the page goes on either way).
  apiClient
    .post(FRONTEND_REPORTS_PATH, body)
    .catch((error: unknown) => logger.warn('Could not report a remote load event', error));
}

/** Logs the event and sends it to the API (at once, or once the API is configured). */
export function reportRemoteEvent(event: RemoteEvent): void {
  logger.warn(
    `${event.kind}${event.remote ? ` ${event.remote}` : ''}${event.release ? ` ${event.release}` : ''}` +
      `${event.fallback ? ` → ${event.fallback}` : ''}${event.detail ? `: ${event.detail}` : ''}`,
  );
  if (ready) send(event);
  else waiting.push(event);
}

/** Called by the host once the API's base is configured: sends what waited. */
export function startRemoteEventReports(): void {
  ready = true;
  for (const event of waiting.splice(0)) send(event);
}
