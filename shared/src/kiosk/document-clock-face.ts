import {
  clockParts,
  daySentence,
  formatFullDate,
  nowSentence,
  offsetCovers,
  type ClockFaceSettings,
  type ClockParts,
} from './clock-face';
import { CLOCK_WORDS_EN } from '../time/en';
import type { ClockWords } from '../time/language';

/**
 * What only the document's clock needs: it is bundled into the host's page, not into `@care/shared`'s
 * chunk, so these bytes are on no bundle's first load.
 */

/** Everything the clock face writes: its digits, and the sentence and date beside them. */
export interface ClockFaceText extends ClockParts {
  sentence: string;
  fullDate: string;
}

/** The face at `at` in `zone`, through Intl: what the React clock shows, in the language of `words`. */
export function clockFaceInZone(
  at: number,
  zone: string,
  hour12: boolean,
  words: ClockWords = CLOCK_WORDS_EN,
): ClockFaceText {
  return {
    ...clockParts(at, zone, hour12),
    sentence: nowSentence(at, zone, words),
    fullDate: formatFullDate(at, zone, words),
  };
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * The face at `at` for a zone `offsetMinutes` ahead of UTC, with arithmetic and the language's words written out: the
 * same text as `clockFaceInZone` wherever the zone has that offset (checked against it through a year in eight zones), without
 * the cost of the page's first Intl use.
 */
export function clockFaceAtOffset(
  at: number,
  offsetMinutes: number,
  hour12: boolean,
  words: ClockWords = CLOCK_WORDS_EN,
): ClockFaceText {
  const wall = new Date(at + offsetMinutes * 60_000);
  const hour = wall.getUTCHours();
  const weekday = wall.getUTCDay();
  return {
    time: `${hour12 ? hour % 12 || 12 : twoDigits(hour)}:${twoDigits(wall.getUTCMinutes())}`,
    seconds: twoDigits(wall.getUTCSeconds()),
    period: hour12 ? (hour < 12 ? 'am' : 'pm') : '',
    sentence: daySentence(weekday, hour, words),
    fullDate: words.fullDate(weekday, wall.getUTCDate(), wall.getUTCMonth(), wall.getUTCFullYear()),
  };
}

/**
 * The offset the document's clock may paint with at `at`, without Intl: the saved span's when it serves; on a first
 * start (nothing saved) the device's own, which the Date object knows for free; null when only Intl can tell (an
 * older save, or a span that ended).
 */
export function offsetForDocumentClock(saved: ClockFaceSettings | null, at: number): number | null {
  if (saved === null) return 0 - new Date(at).getTimezoneOffset();
  return offsetCovers(saved.offset, at) ? saved.offset.minutes : null;
}
