import { HEARTBEAT_INTERVAL_MS } from '../lib/constants';
import { logger } from '../lib/logger';
import { readAccessToken } from '../lib/token-storage';
import { apiClient } from './api-client';
import type { ApiResponse } from './contract';

export const PING_PATH = '/auth/ping/';

/**
 * Spec 4.4: while authenticated or in kiosk mode, GET /auth/ping/ at once and then every 240000 ms.
 * A missing token or a failure only logs a warning: the heartbeat never logs anyone out.
 */
export function startHeartbeat(): () => void {
  const beat = (): void => {
    if (!readAccessToken()) {
      logger.warn('Heartbeat skipped: no access token');
      return;
    }
    apiClient
      .get<ApiResponse<'/auth/ping/', 'get'>>(PING_PATH)
      .catch((error: unknown) => logger.warn('Heartbeat failed', error));
  };
  beat();
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  return () => clearInterval(timer);
}
