import {
  clockParts,
  currentIntlLocale,
  currentLanguage,
  formatFullDate,
  nowSentence,
} from '@care/shared';

// The clock face's digits, date and sentence are shared with the document's clock: one rule for both.
export { clockParts, formatFullDate, nowSentence };

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, zone and options, in the page's locale when it formats (docs/languages.md): the
 * clock's tiles format every minute and Intl formatters are costly.
 */
export function localeFormatter(
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

/** A time of day: '9:05 am' in English (as the clock face says it); 24-hour in the others ('9:05', '21:05'). */
export function formatTimeOfDay(at: Date | number, zone: string): string {
  if (currentLanguage() !== 'en')
    return localeFormatter(zone, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    );
  const { time, period } = clockParts(at, zone);
  return `${time} ${period}`;
}

/** A short date for something on another day: 'Thursday 14 March', 'jueves 14 de marzo'. */
export function formatDayAndMonth(at: Date | number, zone: string): string {
  return localeFormatter(zone, { weekday: 'long', day: 'numeric', month: 'long' })
    .format(at)
    .replace(',', '');
}

/**
 * A dose's 'HH:MM' local time as people say it: '09:00' → '9:00 am', '21:30' → '9:30 pm' in English; in the
 * other languages 24-hour, as their clocks show it ('21:30').
 */
export function spokenTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hour = Number(match[1]);
  if (currentLanguage() !== 'en')
    return localeFormatter('UTC', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(
      Date.UTC(2000, 0, 1, hour, Number(match[2])),
    );
  const period = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${period}`;
}
