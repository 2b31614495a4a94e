import { dayPartOf } from './day-part';
import { LOCALE, localHourOf } from './clock-time';

export { LOCALE };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and options: the clock formats every second and Intl formatters are costly. */
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

/** The clock's digits: `{ time: '9:05', seconds: '07', period: 'am' }` (12-hour, as people say it). */
export interface ClockParts {
  time: string;
  seconds: string;
  period: string;
}

export function clockParts(at: Date | number, zone: string): ClockParts {
  const parts = formatter(zone, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    // Not `hour12: true`: en-GB then counts 0–11 and midnight reads '0:00 am'.
    hourCycle: 'h12',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    time: `${part('hour')}:${part('minute')}`,
    seconds: part('second'),
    period: part('dayPeriod').toLowerCase(),
  };
}

/** A time of day: '9:05 am'. */
export function formatTimeOfDay(at: Date | number, zone: string): string {
  const { time, period } = clockParts(at, zone);
  return `${time} ${period}`;
}

/** 'Tuesday'. */
export function weekdayOf(at: Date | number, zone: string): string {
  return formatter(zone, { weekday: 'long' }).format(at);
}

/** The full date with weekday, month name and year: 'Tuesday 12 March 2026'. */
export function formatFullDate(at: Date | number, zone: string): string {
  return formatter(zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(at)
    .replace(',', '');
}

/** A short date for something on another day: 'Thursday 14 March'. */
export function formatDayAndMonth(at: Date | number, zone: string): string {
  return formatter(zone, { weekday: 'long', day: 'numeric', month: 'long' })
    .format(at)
    .replace(',', '');
}

/** "Now it's Tuesday morning" (issue 9: the day part in words). */
export function nowSentence(at: Date | number, zone: string): string {
  return `Now it's ${weekdayOf(at, zone)} ${dayPartOf(localHourOf(at, zone))}`;
}

/** A dose's 'HH:MM' local time as people say it: '09:00' → '9:00 am', '21:30' → '9:30 pm'. */
export function spokenTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hour = Number(match[1]);
  const period = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${period}`;
}
