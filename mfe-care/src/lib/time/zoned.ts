import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

/** The device's own IANA zone: the fallback while a person's zone is not known. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether Intl knows `zone` (an unknown zone would make every formatter throw). */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `zone` when Intl knows it, else the device's zone. */
export function usableTimeZone(zone: string | null | undefined): string {
  return isKnownTimeZone(zone) ? zone : deviceTimeZone();
}

/** The instant `at` as wall-clock time in `zone`. */
export function inZone(at: Date | number, zone: string): TZDate {
  return new TZDate(typeof at === 'number' ? at : at.getTime(), zone);
}

/** The local calendar date of `at` in `zone`, as YYYY-MM-DD. */
export function localDateOf(at: Date | number, zone: string): string {
  return format(inZone(at, zone), 'yyyy-MM-dd');
}

/** The local hour (0–23) of `at` in `zone`. */
export function localHourOf(at: Date | number, zone: string): number {
  return inZone(at, zone).getHours();
}

/** The instant of the next local midnight after `at` in `zone` (a DST day has 23 or 25 hours). */
export function nextLocalMidnight(at: Date | number, zone: string): number {
  return startOfDay(addDays(inZone(at, zone), 1)).getTime();
}

/** Milliseconds from `at` to the next local midnight in `zone`. */
export function msUntilLocalMidnight(at: Date | number, zone: string): number {
  const from = typeof at === 'number' ? at : at.getTime();
  return nextLocalMidnight(from, zone) - from;
}
