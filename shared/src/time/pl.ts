import { twelve, type ClockWords } from './language';

/**
 * Polish (docs/product.md, the time in words in each language), the hours said as ordinal numbers, feminine
 * (godzina), on the 12-hour clock with the part of the day, as people say it aloud:
 * - o'clock, the hour in the nominative: "Jest dziewiąta rano";
 * - up to twenty-nine minutes past, "po" and the hour in the locative: "dziesięć po dziewiątej", "kwadrans po
 *   dziewiątej", "siedem minut po dziewiątej";
 * - half past is "wpół do" the next hour in the genitive: 9:30 "Jest wpół do dziesiątej";
 * - after it, "za" and the next hour in the nominative: "za kwadrans dziesiąta" (9:45), "za dwadzieścia pięć
 *   dziesiąta" (9:35), "za dwadzieścia trzy minuty dziesiąta" (9:37);
 * - a minute that is not a multiple of five is counted with "minuta", in the form Polish's plural rules give the
 *   count (CLDR's pl: one, few = 2–4 except 12–14 in the last two digits, many): "minuta po" / "za minutę",
 *   "dwie minuty", "pięć minut", "dwadzieścia dwie minuty", "dwadzieścia jeden minut"; feminine numbers ("dwie");
 * - midnight and midday by their names: "Jest północ", "Jest południe";
 * - the part of the day of the time itself: "w nocy" (22:00–4:59), "rano" (5:00–9:59), "przed południem"
 *   (10:00–11:59), "w południe" (12:01–12:59), "po południu" (13:00–17:59), "wieczorem" (18:00–21:59).
 * "Now it's Thursday morning": "Teraz jest czwartek rano" (… przed południem, w południe, po południu, wieczorem,
 * w nocy).
 */
/** The hours 12, 1–11: nominative ("dziewiąta"). */
const NOMINATIVE = [
  'dwunasta',
  'pierwsza',
  'druga',
  'trzecia',
  'czwarta',
  'piąta',
  'szósta',
  'siódma',
  'ósma',
  'dziewiąta',
  'dziesiąta',
  'jedenasta',
];
/** The same in the locative after "po" and the genitive after "wpół do", which are alike: "dziewiątej". */
const LOCATIVE = [
  'dwunastej',
  'pierwszej',
  'drugiej',
  'trzeciej',
  'czwartej',
  'piątej',
  'szóstej',
  'siódmej',
  'ósmej',
  'dziewiątej',
  'dziesiątej',
  'jedenastej',
];
/** Counts 2–29 with "minuta" (feminine: "dwie", "dwadzieścia dwie"); 1 is the noun alone. */
const UNITS = [
  '',
  'jeden',
  'dwie',
  'trzy',
  'cztery',
  'pięć',
  'sześć',
  'siedem',
  'osiem',
  'dziewięć',
];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const number = (n: number): string =>
  n < 10
    ? (UNITS[n] ?? '')
    : n < 20
      ? (TEENS[n - 10] ?? '')
      : `dwadzieścia ${UNITS[n - 20] ?? ''}`.trim();

/** Polish plural category of a count (CLDR pl): one, few, many. */
export function polishPlural(n: number): 'one' | 'few' | 'many' {
  if (n === 1) return 'one';
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'few' : 'many';
}

/** "pięć", "kwadrans", or "siedem minut": how far from the hour; `accusative` after "za" ("za minutę"). */
function distance(count: number, accusative: boolean): string {
  if (count === 15) return 'kwadrans';
  if (count % 5 === 0) return number(count);
  const plural = polishPlural(count);
  if (plural === 'one') return accusative ? 'minutę' : 'minuta';
  return `${number(count)} ${plural === 'few' ? 'minuty' : 'minut'}`;
}

/** The part of the day of `hour`. */
function partOf(hour: number): string {
  if (hour >= 5 && hour < 10) return 'rano';
  if (hour >= 10 && hour < 12) return 'przed południem';
  if (hour === 12) return 'w południe';
  if (hour >= 13 && hour < 18) return 'po południu';
  if (hour >= 18 && hour < 22) return 'wieczorem';
  return 'w nocy';
}

const WEEKDAYS = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'];
/** The months in the genitive, as a date says them: "26 listopada 2026". */
const MONTHS = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];

export const CLOCK_WORDS_PL: ClockWords = {
  time(hour, minute) {
    if (minute === 0 && hour === 0) return 'Jest północ';
    if (minute === 0 && hour === 12) return 'Jest południe';
    const next = twelve(hour + 1) % 12;
    let phrase: string;
    if (minute === 0) phrase = NOMINATIVE[hour % 12] ?? '';
    else if (minute < 30) phrase = `${distance(minute, false)} po ${LOCATIVE[hour % 12] ?? ''}`;
    else if (minute === 30) phrase = `wpół do ${LOCATIVE[next] ?? ''}`;
    else phrase = `za ${distance(60 - minute, true)} ${NOMINATIVE[next] ?? ''}`;
    return `Jest ${phrase} ${partOf(hour)}`;
  },
  sentence: (weekday, hour) => `Teraz jest ${WEEKDAYS[weekday] ?? ''} ${partOf(hour)}`,
  fullDate: (weekday, day, month, year) =>
    `${WEEKDAYS[weekday] ?? ''}, ${day} ${MONTHS[month] ?? ''} ${year}`,
};
