import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format, isValid, parse } from 'date-fns';

import { currentLanguage } from '@care/shared';
import type { LocalDate } from './clock-time';
import { localeFormatter } from './format';

/**
 * Dates and times in a person's IANA time zone, through date-fns and @date-fns/tz (no date arithmetic
 * by hand). A local date is 'YYYY-MM-DD' and a local time 'HH:MM', both read on the person's clock;
 * an instant is an ISO 8601 string as the API answers it. The clock page's own rules (today, the local
 * hour, the next midnight) are on Intl alone in `clock-time.ts`, re-exported here.
 */
export * from './clock-time';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isLocalDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const parsed = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
}

/** A time of day between 00:00 and 23:59. */
export const isLocalTime = (value: string): boolean => TIME_RE.test(value);

/** A local date as a date-fns date at noon UTC: calendar arithmetic with no zone in the way. */
export function calendarDay(date: LocalDate): TZDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 12, 0, 'UTC');
}

/** An instant on the person's clock. */
const inZone = (instant: string | Date | number, zone: string): TZDate =>
  new TZDate(typeof instant === 'number' ? instant : new Date(instant).getTime(), zone);

export const addLocalDays = (date: LocalDate, days: number): LocalDate =>
  format(addDays(calendarDay(date), days), 'yyyy-MM-dd');

/** The same day `months` later (the month's last day when it is shorter: 31 Jan + 1 → 28 Feb). */
export const addLocalMonths = (date: LocalDate, months: number): LocalDate =>
  format(addMonths(calendarDay(date), months), 'yyyy-MM-dd');

/** Days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export const daysFrom = (from: LocalDate, to: LocalDate): number =>
  differenceInCalendarDays(calendarDay(to), calendarDay(from));

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const FULL_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/**
 * Each date-fns pattern the screens use, as Intl writes it in another language (docs/languages.md): date-fns
 * writes English only, and its own locales would add every language to the bundle. English stays date-fns's.
 */
const IN_OTHER_LANGUAGES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  'EEEE d MMMM yyyy': FULL_DATE,
  'MMMM yyyy': { month: 'long', year: 'numeric' },
  "EEEE d MMMM yyyy',' HH:mm": { ...FULL_DATE, ...TIME },
  'd MMM, HH:mm': { day: 'numeric', month: 'short', ...TIME },
  'EEE d MMM, HH:mm': { weekday: 'short', day: 'numeric', month: 'short', ...TIME },
};

/** `pattern` in the page's language: date-fns's in English, Intl's in the others. */
function inPageLanguage(at: Date, zone: string, pattern: string): string {
  const options = currentLanguage() === 'en' ? undefined : IN_OTHER_LANGUAGES[pattern];
  return options ? localeFormatter(zone, options).format(at) : format(at, pattern);
}

/** A local date in words: 'Monday 23 November 2026' (date-fns pattern, default the full date). */
export const formatLocalDate = (date: LocalDate, pattern = 'EEEE d MMMM yyyy'): string =>
  inPageLanguage(calendarDay(date), 'UTC', pattern);

/** An instant in words on the person's clock: 'Monday 23 November 2026, 14:00'. */
export const formatInZone = (
  instant: string | Date,
  zone: string,
  pattern = "EEEE d MMMM yyyy',' HH:mm",
): string => inPageLanguage(inZone(instant, zone), zone, pattern);

/** The days of the week, Monday first, short: 'Mon' … 'Sun' in English, 'lun' … 'dom' in Spanish. */
export function weekdaysShort(): string[] {
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    localeFormatter('UTC', { weekday: 'short' }).format(Date.UTC(2024, 0, 1 + i, 12)),
  );
}
