/**
 * The clock's languages and what each says (docs/product.md, the time in words in each language): the time in
 * words, "Now it's Thursday morning", the weekday and full date names. Dependency-free (no Intl at run time): the
 * host's document paints the clock from these before anything else has loaded, where the page's first Intl use
 * would cost more than the rest of its first frame.
 */

/**
 * The languages the time in words is written in (BCP 47 primary subtags); English is the default and the product's
 * own. German has no screens: it is written to keep the rules honest (its tests), and is not on the kiosk's page.
 */
export type TimeLanguage = 'en' | 'es' | 'pl' | 'cy' | 'de';

/** The clock's languages: those with screens (a person's `language`), which the document's clock paints too. */
export type ClockLanguage = Exclude<TimeLanguage, 'de'>;

export const CLOCK_LANGUAGES: readonly ClockLanguage[] = ['en', 'es', 'pl', 'cy'];

/** A language's clock words: each language's rules are its own code, only the shape is shared. */
export interface ClockWords {
  /** The time in words for `hour` 0–23 and `minute` 0–59 (already checked): "It's half past nine in the morning". */
  time: (hour: number, minute: number) => string;
  /** "Now it's Thursday morning" for `weekday` (0 = Sunday) at `hour` 0–23. */
  sentence: (weekday: number, hour: number) => string;
  /** The full date as the language writes it (what Intl writes with the language's locale): month 0–11. */
  fullDate: (weekday: number, day: number, month: number, year: number) => string;
}

/**
 * The clock's language for a person's `language` (BCP 47: "pl", "es-ES", "cy-GB"): its primary tag when the clock
 * has it, else English.
 */
export function clockLanguageOf(value: unknown): ClockLanguage {
  if (typeof value !== 'string') return 'en';
  const primary = value.split('-')[0]?.toLowerCase();
  return CLOCK_LANGUAGES.find((lang) => lang === primary) ?? 'en';
}

/** The four parts of a day the clock names: boundaries in local hours, end exclusive. */
export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/** morning 05:00–11:59, afternoon 12:00–16:59, evening 17:00–20:59, night 21:00–04:59. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}

/** The 12-hour clock's hour (1–12) of `hour` 0–24: what people name. */
export const twelve = (hour: number): number => hour % 12 || 12;
