import { apiClient } from '../api/api-client';
import { ensureCsrfToken } from '../api/csrf';
import type { ApiRequestBody, ApiResponse } from '../api/contract';
import { PING_PATH } from '../api/heartbeat';
import { apiBaseUrl } from '../api/http-client';
import {
  KIOSK_PING_ATTEMPTS,
  KIOSK_PING_INTERVAL_MS,
  KIOSK_REPORT_INTERVAL_MS,
} from '../lib/constants';
import { logger } from '../lib/logger';
import { readDeviceId } from './device-id';
import { onSync, readLastSync } from './last-sync';

/** Section 3 kiosk ping payload (the API's POST /auth/ping/ body, every field given). */
type KioskPingPayload = Required<
  Pick<
    ApiRequestBody<'/auth/ping/', 'post'>,
    'device_id' | 'userAgent' | 'referrer' | 'path' | 'query' | 'hostname'
  >
> & { is_kiosk: boolean };

function kioskPingPayload(deviceId: string): KioskPingPayload {
  return {
    device_id: deviceId,
    is_kiosk: true,
    userAgent: navigator.userAgent,
    referrer: document.referrer || 'N/A',
    path: window.location.pathname,
    query: window.location.search,
    hostname: window.location.hostname,
  };
}

/** What the kiosk adds to its POST pings: its app version and last successful sync, when known. */
function kioskReport(appVersion: string | undefined): {
  app_version?: string;
  last_sync_at?: string;
} {
  const lastSync = readLastSync();
  return {
    ...(appVersion ? { app_version: appVersion } : {}),
    ...(lastSync !== null ? { last_sync_at: lastSync } : {}),
  };
}

export interface KioskPingOptions {
  /** The deploy's app version (the host's build-time constant), sent with every POST ping. */
  appVersion?: string;
}

/**
 * Spec 4.3 kiosk ping, started by the host when ready in kiosk mode: a plain-fetch GET
 * /auth/ping/?device_id=…&is_kiosk=true (up to 3 attempts 5000 ms apart) and a fire-and-forget POST
 * /auth/ping/ with the section 3 payload. Failures are only logged. Returns a stop function.
 * A device without a stored id is not pinged: inventing one would turn this browser into a kiosk device.
 *
 * Beyond the spec, the POST also carries the app version and the last successful sync (`kioskReport`), and
 * is sent again every `KIOSK_REPORT_INTERVAL_MS` and once at the page's first sync, so that the admin
 * dashboard learns soon after start that the kiosk loads its data.
 */
export function startKioskPing(options: KioskPingOptions = {}): () => void {
  const deviceId = readDeviceId();
  if (!deviceId) {
    logger.warn('Kiosk ping skipped: no device id');
    return () => undefined;
  }
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const query = new URLSearchParams({ device_id: deviceId, is_kiosk: 'true' });
  const url = `${apiBaseUrl()}${PING_PATH}?${query.toString()}`;

  const attempt = async (number: number): Promise<void> => {
    try {
      const response = await fetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`Kiosk ping answered ${response.status}`);
    } catch (error) {
      if (stopped) return;
      if (number >= KIOSK_PING_ATTEMPTS) {
        logger.warn('Kiosk ping failed', error);
        return;
      }
      retryTimer = setTimeout(() => void attempt(number + 1), KIOSK_PING_INTERVAL_MS);
    }
  };
  void attempt(1);

  // A kiosk that signed itself in skipped the boot's CSRF fetch (spec 4.1 step 2), and the POST ping is its
  // first unsafe request: without the token it is refused (403) and only the client's retry gets through.
  // Without a token the ping still goes out; the client's refetch-on-403 is the fallback then.
  const csrfReady = ensureCsrfToken().then(
    () => undefined,
    (error: unknown) => logger.warn('CSRF fetch before the kiosk ping failed', error),
  );
  const post = (): void => {
    csrfReady
      .then(() => {
        // Stopped while the token was on its way (signed out): nothing more is reported.
        if (stopped) return undefined;
        return apiClient.post<ApiResponse<'/auth/ping/', 'post'>>(PING_PATH, {
          ...kioskPingPayload(deviceId),
          ...kioskReport(options.appVersion),
        });
      })
      .catch((error: unknown) => logger.warn('Kiosk ping (POST) failed', error));
  };
  post();
  const reportTimer = setInterval(post, KIOSK_REPORT_INTERVAL_MS);
  const stopFirstSync = onSync(() => {
    stopFirstSync();
    if (!stopped) post();
  });

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(reportTimer);
    stopFirstSync();
  };
}
