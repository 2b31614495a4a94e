import { CLOCK_WORDS_CY } from './cy';
import { CLOCK_WORDS_EN } from './en';
import { CLOCK_WORDS_ES } from './es';
import type { ClockLanguage, ClockWords } from './language';
import { CLOCK_WORDS_PL } from './pl';

/**
 * The clock's words in the clock's languages (those with screens): what the kiosk's clock and the host's document
 * clock say. Apart from German (time-in-words.ts), so that the document's inline script carries only these
 * (docs/performance.md, the clock before the framework).
 */
export const KIOSK_WORDS: Readonly<Record<ClockLanguage, ClockWords>> = {
  en: CLOCK_WORDS_EN,
  es: CLOCK_WORDS_ES,
  pl: CLOCK_WORDS_PL,
  cy: CLOCK_WORDS_CY,
};

/** A language's clock words; English for a value that is not one of the clock's languages (an old save). */
export function clockWordsOf(lang: ClockLanguage): ClockWords {
  return Object.hasOwn(KIOSK_WORDS, lang) ? KIOSK_WORDS[lang] : CLOCK_WORDS_EN;
}
