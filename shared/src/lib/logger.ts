/**
 * The spec's "only logged" failures (boot, heartbeat, kiosk ping, token refresh: section 8) go through
 * here, so they are warnings or errors and never reach the user.
 */
export const logger = {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`[care] ${message}`);
    else console.warn(`[care] ${message}`, detail);
  },
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(`[care] ${message}`);
    else console.error(`[care] ${message}`, detail);
  },
};
