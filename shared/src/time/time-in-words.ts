/**
 * The time in words for a person's clock: "It's half past nine in the morning". Many people
 * living with dementia no longer read "9.30am"; they still understand the words they have always said.
 *
 * Dependency-free on purpose (no React, no date library, no other module): the host's document may paint
 * the clock from it before anything else has loaded.
 *
 * The scheme is exact for every minute, in the words people say aloud:
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

/** The clock's day parts (mfe-care's day-part.ts has the same bounds): end hour exclusive. */
function partOf(hour: number, words: TimeWords): string {
  if (hour >= 5 && hour < 12) return words.parts.morning;
  if (hour >= 12 && hour < 17) return words.parts.afternoon;
  if (hour >= 17 && hour < 21) return words.parts.evening;
  return words.parts.night;
}

/** "five", "quarter", "half", or "seven minutes": how far from the hour, in words. */
function distance(count: number, words: TimeWords): string {
  if (count === 15) return words.quarter;
  if (count === 30) return words.half;
  const number = words.numbers[count] ?? String(count);
  return count % 5 === 0 ? number : `${number} ${words.minutes(count)}`;
}

/**
 * The time `hour`:`minute` (0–23, 0–59, wall clock) in words: "It's half past nine in the morning".
 * Out-of-range or non-integer input is a programming error: it throws rather than say a wrong time.
 */
export function timeInWords(
  hour: number,
  minute: number,
  words: TimeWords = TIME_WORDS_EN,
): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59)
    throw new RangeError(`minute ${minute}`);
  if (minute === 0 && hour === 0) return `${words.its} ${words.midnight}`;
  if (minute === 0 && hour === 12) return `${words.its} ${words.midday}`;
  const named = (h: number): string => words.numbers[h % 12 === 0 ? 12 : h % 12] ?? String(h);
  let phrase: string;
  if (minute === 0) phrase = words.oClock(named(hour));
  else if (minute <= 30) phrase = words.past(distance(minute, words), named(hour));
  else phrase = words.to(distance(60 - minute, words), named(hour + 1));
  return `${words.its} ${phrase} ${partOf(hour, words)}`;
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
  words: TimeWords = TIME_WORDS_EN,
): string {
  const { hour, minute } = wallClockOf(at, timeZone);
  return timeInWords(hour, minute, words);
}
