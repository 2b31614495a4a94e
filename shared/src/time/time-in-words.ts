import { CLOCK_WORDS_EN } from './en';
import type { ClockWords, TimeLanguage } from './language';

export * from './language';
export { CLOCK_WORDS_EN, TIME_WORDS_EN } from './en';

/**
 * The time in words in each of the clock's languages, each written by its own rules (en.ts, es.ts, pl.ts, cy.ts,
 * de.ts; docs/product.md, the time in words in each language). Every minute is said exactly, midnight and midday by
 * their names, and with the part of the day of the time itself.
 *
 * English is always here; another language's words are a chunk of their own, loaded when a clock needs them
 * (`loadClockWords`), so that no first load carries the languages it does not speak. The host's document clock has
 * the clock's languages inline instead (kiosk-words.ts): it paints before anything can load.
 */
const loaded = new Map<TimeLanguage, ClockWords>([['en', CLOCK_WORDS_EN]]);

const LOADERS: Record<Exclude<TimeLanguage, 'en'>, () => Promise<ClockWords>> = {
  es: () => import('./es').then((module) => module.CLOCK_WORDS_ES),
  pl: () => import('./pl').then((module) => module.CLOCK_WORDS_PL),
  cy: () => import('./cy').then((module) => module.CLOCK_WORDS_CY),
  de: () => import('./de').then((module) => module.CLOCK_WORDS_DE),
};

/** A language's words when they are loaded (English always is), else undefined. */
export function loadedClockWords(lang: TimeLanguage): ClockWords | undefined {
  return loaded.get(lang);
}

/** Loads a language's words (once); rejects when their chunk cannot load (offline, never cached). */
export async function loadClockWords(lang: TimeLanguage): Promise<ClockWords> {
  const known = loaded.get(lang);
  if (known) return known;
  const load = Object.hasOwn(LOADERS, lang) ? LOADERS[lang as keyof typeof LOADERS] : undefined;
  if (!load) return CLOCK_WORDS_EN;
  const words = await load();
  loaded.set(lang, words);
  return words;
}

/** The words to say a time with: a language (loaded already: English, or after `loadClockWords`), or its words. */
function wordsOf(lang: TimeLanguage | ClockWords): ClockWords {
  if (typeof lang !== 'string') return lang;
  const words = loaded.get(lang);
  if (!words) throw new Error(`The clock's words in "${lang}" are not loaded (loadClockWords)`);
  return words;
}

/**
 * The time `hour`:`minute` (0–23, 0–59, wall clock) in words in `lang` (English when omitted):
 * "It's half past nine in the morning", "Son las nueve y media de la mañana", "Jest wpół do dziesiątej rano".
 * Out-of-range or non-integer input is a programming error: it throws rather than say a wrong time.
 */
export function timeInWords(
  hour: number,
  minute: number,
  lang: TimeLanguage | ClockWords = 'en',
): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59)
    throw new RangeError(`minute ${minute}`);
  return wordsOf(lang).time(hour, minute);
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
  lang: TimeLanguage | ClockWords = 'en',
): string {
  const { hour, minute } = wallClockOf(at, timeZone);
  return timeInWords(hour, minute, lang);
}
