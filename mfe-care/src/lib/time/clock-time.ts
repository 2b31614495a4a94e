/**
 * The zoned-time rules the kiosk's clock page needs (today's date, the local hour, the next local midnight),
 * on `Intl.DateTimeFormat` alone. The clock is the kiosk's first screen: keeping date-fns out of its import graph
 * keeps its own code under its size budget (docs/performance.md). The other screens' calendar arithmetic stays
 * on date-fns in `zoned.ts`, which re-exports these.
 */
import { currentIntlLocale, deviceTimeZone, isKnownTimeZone, usableTimeZone } from '@care/shared';

export type LocalDate = string;
export type LocalTime = string;

/**
 * Every formatter is in the page's locale, asked when it formats (docs/languages.md): one locale's data for the
 * whole page, the clock face's too. The page's first formatter pays Intl's own set-up (about 80 ms of the kiosk's
 * first clock render at 4× CPU slowdown, traced); the host does it while its shared chunks download
 * (docs/performance.md).
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and zone: 24-hour wall-clock parts, read with `formatToParts`. */
function wallFormatter(zone: string): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  const key = `${locale}|${zone}`;
  let cached = partsFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(key, cached);
  }
  return cached;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in `zone`. */
function wallAt(at: number, zone: string): Wall {
  const wall: Wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallFormatter(zone).formatToParts(at)) {
    if (part.type in wall) wall[part.type as keyof Wall] = Number(part.value);
  }
  return wall;
}

const toInstant = (instant: string | Date | number): number =>
  typeof instant === 'number' ? instant : new Date(instant).getTime();

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The local calendar date of an instant in `zone`, as YYYY-MM-DD. */
export function localDateOf(instant: string | Date | number, zone: string): LocalDate {
  const w = wallAt(toInstant(instant), zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The local time of day of an instant in `zone`, as HH:MM. */
export function localTimeOf(instant: string | Date | number, zone: string): LocalTime {
  const w = wallAt(toInstant(instant), zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** Today on the person's clock. */
export const todayIn = (zone: string, now: Date = new Date()): LocalDate => localDateOf(now, zone);

/** The local hour (0–23) of `at` in `zone`. */
export function localHourOf(at: Date | number, zone: string): number {
  return wallAt(toInstant(at), zone).hour;
}

/** Milliseconds `zone` is ahead of UTC at the instant `at` (whole seconds). */
function offsetAt(at: number, zone: string): number {
  const w = wallAt(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a local date and time name in `zone`, read as @date-fns/tz reads it (the other screens' rule): with
 * the zone's offset at that reading taken as UTC, corrected once. A time the clocks skip (spring forward) comes
 * out as the time after the gap, as the person's clock shows it then.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, mi);
  const first = offsetAt(asUtc, zone);
  const guess = asUtc - first;
  const second = offsetAt(guess, zone);
  if (second === first) return new Date(guess);
  const corrected = asUtc - second;
  const w = wallAt(corrected, zone);
  const named = w.year === y && w.month === m && w.day === d && w.hour === h && w.minute === mi;
  // Named by neither offset: the time is in a gap; the later reading lands past its end.
  return new Date(named ? corrected : Math.max(guess, corrected));
}

/**
 * The instant of the next local midnight after `at` in `zone` (a DST day has 23 or 25 hours). Where a zone's
 * clocks skip midnight itself, the first instant of the new day.
 */
export function nextLocalMidnight(at: Date | number, zone: string): number {
  const from = toInstant(at);
  const today = wallAt(from, zone);
  // Tomorrow's date by calendar arithmetic in UTC, where every day has 24 hours.
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const midnightAsUtc = tomorrow.getTime();
  // Local midnight = its UTC reading minus the zone's offset then; the offset may change across the day, so
  // settle it twice (the offset at the guess is the offset at the answer, except inside a gap).
  let guess = midnightAsUtc - offsetAt(from, zone);
  guess = midnightAsUtc - offsetAt(guess, zone);
  const target = `${pad(tomorrow.getUTCFullYear(), 4)}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(
    tomorrow.getUTCDate(),
  )}`;
  const reached = localDateOf(guess, zone);
  if (reached < target) {
    // Midnight does not exist that day (clocks went forward at 00:00): the day starts where the gap ends.
    const w = wallAt(guess, zone);
    const behindMs = ((24 - w.hour) * 60 - w.minute) * 60_000 - w.second * 1000;
    return guess + behindMs;
  }
  return guess;
}

/** Milliseconds from `at` to the next local midnight in `zone`. */
export function msUntilLocalMidnight(at: Date | number, zone: string): number {
  const from = toInstant(at);
  return nextLocalMidnight(from, zone) - from;
}

/** The zone this browser is in: the fallback while a person's zone is not known. */
export const browserZone = deviceTimeZone;
// The zone rules are the clock face's, shared with the document's clock.
export { isKnownTimeZone, usableTimeZone };

/** The zone's name in words at an instant, in the page's language: 'Greenwich Mean Time', 'Eastern Daylight Time'. */
export function zoneName(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(currentIntlLocale(), {
    timeZone: zone,
    timeZoneName: 'long',
  })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
