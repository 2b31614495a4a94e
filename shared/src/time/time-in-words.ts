import { CLOCK_WORDS_DE } from './de';
import { CLOCK_WORDS_EN } from './en';
import { KIOSK_WORDS } from './kiosk-words';
import type { ClockWords, TimeLanguage } from './language';

export * from './language';
export { clockWordsOf, KIOSK_WORDS } from './kiosk-words';
export { TIME_WORDS_EN, type TimeWords } from './en';

/**
 * The time in words in each of the clock's languages, each written by its own rules (en.ts, es.ts, pl.ts, cy.ts,
 * de.ts; docs/product.md, the time in words in each language). Every minute is said exactly, midnight and midday by
 * their names, and with the part of the day of the time itself.
 */
export const CLOCK_WORDS: Readonly<Record<TimeLanguage, ClockWords>> = {
  ...KIOSK_WORDS,
  de: CLOCK_WORDS_DE,
};

/**
 * The time `hour`:`minute` (0–23, 0–59, wall clock) in words in `lang` (English when omitted):
 * "It's half past nine in the morning", "Son las nueve y media de la mañana", "Jest wpół do dziesiątej rano".
 * Out-of-range or non-integer input is a programming error: it throws rather than say a wrong time.
 */
export function timeInWords(hour: number, minute: number, lang: TimeLanguage = 'en'): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59)
    throw new RangeError(`minute ${minute}`);
  return (Object.hasOwn(CLOCK_WORDS, lang) ? CLOCK_WORDS[lang] : CLOCK_WORDS_EN).time(hour, minute);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The hour and minute an instant reads on the wall clock of `timeZone` (an IANA name). */
export function wallClockOf(at: number | Date, timeZone: string): { hour: number; minute: number } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(at)) {
    if (part.type === 'hour') hour = Number(part.value);
    if (part.type === 'minute') minute = Number(part.value);
  }
  return { hour, minute };
}

/** The time in words at an instant in `timeZone`: what the kiosk (and the host's first paint) shows. */
export function timeInWordsAt(
  at: number | Date,
  timeZone: string,
  lang: TimeLanguage = 'en',
): string {
  const { hour, minute } = wallClockOf(at, timeZone);
  return timeInWords(hour, minute, lang);
}
