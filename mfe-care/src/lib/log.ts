/** What the person is not told about (the kiosk's wake lock refused, a quiet-hours reload put off) is only logged. */
export const log = {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`[care] ${message}`);
    else console.warn(`[care] ${message}`, detail);
  },
};
