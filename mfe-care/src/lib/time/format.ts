import { clockFormatter as formatter, clockParts, formatFullDate, nowSentence } from '@care/shared';

// The clock face's digits, date and sentence are shared with the document's clock: one rule for both.
export { clockParts, formatFullDate, nowSentence };

/** A time of day: '9:05 am'. */
export function formatTimeOfDay(at: Date | number, zone: string): string {
  const { time, period } = clockParts(at, zone);
  return `${time} ${period}`;
}

/** A short date for something on another day: 'Thursday 14 March'. */
export function formatDayAndMonth(at: Date | number, zone: string): string {
  return formatter(zone, { weekday: 'long', day: 'numeric', month: 'long' })
    .format(at)
    .replace(',', '');
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
