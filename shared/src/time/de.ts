import { twelve, type ClockWords } from './language';

/**
 * German (docs/product.md, the time in words in each language), in the convention of northern and western Germany
 * (Standard German as taught; the south and east's "viertel zehn" / "dreiviertel zehn" are not used):
 * - o'clock: "neun Uhr", and one o'clock "ein Uhr";
 * - up to twenty past, "nach" the hour: "fünf nach neun", "Viertel nach neun", "zwanzig nach neun", "sieben Minuten
 *   nach neun"; the hour named alone is "eins" ("fünf nach eins");
 * - 21–29 minutes before the half hour, which is "halb" the next hour: "fünf vor halb zehn" (9:25), "halb zehn"
 *   (9:30), "fünf nach halb zehn" (9:35) for 31–39 minutes;
 * - from twenty to, "vor" the next hour: "zwanzig vor zehn", "Viertel vor zehn", "drei Minuten vor zehn";
 * - a minute that is not a multiple of five is counted with "Minute(n)": "eine Minute", "sieben Minuten";
 * - midnight and midday by their names: "Es ist Mitternacht", "Es ist Mittag";
 * - the part of the day of the time itself: "nachts" (22:00–4:59), "morgens" (5:00–9:59), "vormittags"
 *   (10:00–11:59), "mittags" (12:00–13:59), "nachmittags" (14:00–17:59), "abends" (18:00–21:59).
 * "Now it's Thursday morning": "Jetzt ist Donnerstagmorgen" (…vormittag, …mittag, …nachmittag, …abend, …nacht).
 */
const HOURS = [
  'zwölf',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
];
/** Counts 1–20 with "Minute(n)" ("eine Minute"). */
const NUMBERS = [
  '',
  'eine',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
  'zwanzig',
];

/** "fünf", "Viertel" or "sieben Minuten". */
function distance(count: number): string {
  if (count === 15) return 'Viertel';
  const number = NUMBERS[count] ?? '';
  return count % 5 === 0 ? number : `${number} ${count === 1 ? 'Minute' : 'Minuten'}`;
}

/** The part of the day of `hour`: the adverb after a time and the noun after a weekday ("Donnerstagabend"). */
function partOf(hour: number): [string, string] {
  if (hour >= 5 && hour < 10) return ['morgens', 'morgen'];
  if (hour >= 10 && hour < 12) return ['vormittags', 'vormittag'];
  if (hour >= 12 && hour < 14) return ['mittags', 'mittag'];
  if (hour >= 14 && hour < 18) return ['nachmittags', 'nachmittag'];
  if (hour >= 18 && hour < 22) return ['abends', 'abend'];
  return ['nachts', 'nacht'];
}

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

export const CLOCK_WORDS_DE: ClockWords = {
  time(hour, minute) {
    if (minute === 0 && hour === 0) return 'Es ist Mitternacht';
    if (minute === 0 && hour === 12) return 'Es ist Mittag';
    const hourName = HOURS[hour % 12] ?? '';
    const next = HOURS[twelve(hour + 1) % 12] ?? '';
    let phrase: string;
    if (minute === 0) phrase = `${hour % 12 === 1 ? 'ein' : hourName} Uhr`;
    else if (minute <= 20) phrase = `${distance(minute)} nach ${hourName}`;
    else if (minute < 30) phrase = `${distance(30 - minute)} vor halb ${next}`;
    else if (minute === 30) phrase = `halb ${next}`;
    else if (minute < 40) phrase = `${distance(minute - 30)} nach halb ${next}`;
    else phrase = `${distance(60 - minute)} vor ${next}`;
    return `Es ist ${phrase} ${partOf(hour)[0]}`;
  },
  sentence: (weekday, hour) => `Jetzt ist ${WEEKDAYS[weekday] ?? ''}${partOf(hour)[1]}`,
  fullDate: (weekday, day, month, year) =>
    `${WEEKDAYS[weekday] ?? ''}, ${day}. ${MONTHS[month] ?? ''} ${year}`,
};
