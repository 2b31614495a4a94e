import { dayPartOf, type ClockWords } from './language';

/**
 * The time in words for a person's clock: "It's half past nine in the morning". Many people
 * living with dementia no longer read "9.30am"; they still understand the words they have always said.
 *
 * Dependency-free on purpose (no React, no date library, nothing outside this folder): the host's document may
 * paint the clock from it before anything else has loaded. The other languages' rules: es.ts, pl.ts, cy.ts, de.ts
 * (docs/product.md, the time in words in each language).
 *
 * The English scheme is exact for every minute, in the words people say aloud:
 * - the hour: "nine o'clock"; midnight and midday by their names ("It's midnight", "It's midday"),
 *   because "twelve o'clock at night" is the very ambiguity the words are there to remove;
 * - the five-minute marks: "five past", "ten past", "quarter past", "twenty past", "twenty-five past",
 *   "half past", "twenty-five to", "twenty to", "quarter to", "ten to", "five to";
 * - every other minute by its count, never rounded ("nearly", "just after" would not be exact):
 *   up to half past, "seven minutes past nine"; after it, "twenty-three minutes to ten" (9:37);
 * - then the part of the day, the same four the clock's "Now it's Thursday morning" uses: "in the
 *   morning" (5:00–11:59), "in the afternoon" (12:00–16:59), "in the evening" (17:00–20:59) and "at
 *   night" (21:00–4:59). The part is the one of the time itself, also when the hour named is the next
 *   one: 11:45 is "quarter to twelve in the morning".
 */
export interface TimeWords {
  its: string;
  /** Index = number 0–30 ("zero" is never used). */
  numbers: readonly string[];
  oClock: (hour: string) => string;
  past: (minutes: string, hour: string) => string;
  to: (minutes: string, hour: string) => string;
  quarter: string;
  half: string;
  /** "minute" / "minutes" after a count that is not a multiple of five. */
  minutes: (count: number) => string;
  midnight: string;
  midday: string;
  parts: { morning: string; afternoon: string; evening: string; night: string };
}

/** The English texts (the product's language: en-GB). */
export const TIME_WORDS_EN: TimeWords = {
  its: "It's",
  numbers: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
    'twenty-one',
    'twenty-two',
    'twenty-three',
    'twenty-four',
    'twenty-five',
    'twenty-six',
    'twenty-seven',
    'twenty-eight',
    'twenty-nine',
    'thirty',
  ],
  oClock: (hour) => `${hour} o'clock`,
  past: (minutes, hour) => `${minutes} past ${hour}`,
  to: (minutes, hour) => `${minutes} to ${hour}`,
  quarter: 'quarter',
  half: 'half',
  minutes: (count) => (count === 1 ? 'minute' : 'minutes'),
  midnight: 'midnight',
  midday: 'midday',
  parts: {
    morning: 'in the morning',
    afternoon: 'in the afternoon',
    evening: 'in the evening',
    night: 'at night',
  },
};

/** "five", "quarter", "half", or "seven minutes": how far from the hour, in words. */
function distance(count: number, words: TimeWords): string {
  if (count === 15) return words.quarter;
  if (count === 30) return words.half;
  const number = words.numbers[count] ?? String(count);
  return count % 5 === 0 ? number : `${number} ${words.minutes(count)}`;
}

/** The English time in words with a table of words (`TIME_WORDS_EN`, or another that follows English rules). */
function englishTime(hour: number, minute: number, words: TimeWords = TIME_WORDS_EN): string {
  if (minute === 0 && hour === 0) return `${words.its} ${words.midnight}`;
  if (minute === 0 && hour === 12) return `${words.its} ${words.midday}`;
  const named = (h: number): string => words.numbers[h % 12 === 0 ? 12 : h % 12] ?? String(h);
  let phrase: string;
  if (minute === 0) phrase = words.oClock(named(hour));
  else if (minute <= 30) phrase = words.past(distance(minute, words), named(hour));
  else phrase = words.to(distance(60 - minute, words), named(hour + 1));
  return `${words.its} ${phrase} ${words.parts[dayPartOf(hour)]}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * English (en-GB): "Now it's Thursday morning" with the four day parts' bounds above; the full date
 * 'Thursday 26 November 2026' (en-GB's long date without its comma).
 */
export const CLOCK_WORDS_EN: ClockWords = {
  time: (hour, minute) => englishTime(hour, minute),
  sentence: (weekday, hour) => `Now it's ${WEEKDAYS[weekday] ?? ''} ${dayPartOf(hour)}`,
  fullDate: (weekday, day, month, year) =>
    `${WEEKDAYS[weekday] ?? ''} ${day} ${MONTHS[month] ?? ''} ${year}`,
};
