/** What a part of the suite only logs: warnings and errors with its name in front, never shown to the user. */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/**
 * The suite's one logger (each remote once kept its own copy). `scope` names who speaks: `[care]`,
 * `[voice]`, `[picturebook]`.
 */
export function createLogger(scope: string): Logger {
  return {
    warn(message, detail) {
      if (detail === undefined) console.warn(`[${scope}] ${message}`);
      else console.warn(`[${scope}] ${message}`, detail);
    },
    error(message, detail) {
      if (detail === undefined) console.error(`[${scope}] ${message}`);
      else console.error(`[${scope}] ${message}`, detail);
    },
  };
}

/**
 * The spec's "only logged" failures (boot, heartbeat, kiosk ping, token refresh: section 8) go through
 * here, so they are warnings or errors and never reach the user.
 */
export const logger = createLogger('care');
