/** How often the clock refetches what changes during a day (doses, messages): once a minute. */
export const CLOCK_REFETCH_MS = 60_000;
/** Appointments, contacts and the picture list change rarely: every five minutes. */
export const CLOCK_SLOW_REFETCH_MS = 5 * 60_000;
