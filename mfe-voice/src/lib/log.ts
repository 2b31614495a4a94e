/** Failures the person is not told about (token refresh retries, registration retries) are only logged. */
export const log = {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`[voice] ${message}`);
    else console.warn(`[voice] ${message}`, detail);
  },
};
