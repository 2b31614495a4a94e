/** The four parts of a day the clock names (issue 9): boundaries in local hours, end exclusive. */
export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/** morning 05:00–11:59, afternoon 12:00–16:59, evening 17:00–20:59, night 21:00–04:59. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}
