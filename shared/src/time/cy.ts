import { type ClockWords } from './language';

/**
 * Welsh (docs/product.md, the time in words in each language), as Welsh courses teach it and people say it, with
 * the traditional (vigesimal) numbers that times keep:
 * - "Mae hi'n" and the time; the predicative "yn" ('n) softly mutates the word after it: "Mae hi'n ddeg o'r
 *   gloch", "Mae hi'n bum munud wedi naw", "Mae hi'n ddau o'r gloch" (un, chwech, saith, wyth, naw, ugain, chwarter
 *   and hanner do not mutate);
 * - the hours, masculine: un, dau, tri, pedwar, pump, chwech, saith, wyth, naw, deg, un ar ddeg, deuddeg;
 * - up to half past, "wedi", which does not mutate: "chwarter wedi dau", "hanner awr wedi naw";
 * - after it, "i", which softly mutates the hour after it: "chwarter i ddeg" (9:45), "pum munud i bump", "ugain
 *   munud i dri";
 * - the minutes with "munud" (feminine; the noun stays singular after a number): un funud, dwy funud, tair munud,
 *   pedair munud, pum, chwe, saith, wyth, naw, deg munud, un funud ar ddeg, deuddeg munud, tair munud ar ddeg,
 *   pedair munud ar ddeg, chwarter, un funud ar bymtheg, dwy funud ar bymtheg, deunaw munud, pedair munud ar
 *   bymtheg, ugain munud, un funud ar hugain … naw munud ar hugain; every count says "munud", also the round ones
 *   ("pum munud wedi naw"), as Welsh does;
 * - midnight and midday by their names: "Mae hi'n hanner nos", "Mae hi'n hanner dydd";
 * - the part of the day (the English clock's bounds): "y bore" (5:00–11:59), "y prynhawn" (12:00–16:59), "yr hwyr"
 *   (17:00–20:59), "y nos" (21:00–4:59).
 * "Now it's Thursday morning" (South Walian "nawr"): "Nawr mae hi'n fore dydd Iau", "… brynhawn dydd Iau"; the
 * evening and the night are "nos Iau", and "nos" softly mutates the day: "nos Lun", "nos Fawrth", "nos Fercher",
 * "nos Wener".
 * Sources: Welsh for adults course units on telling the time ("there is a soft mutation after 'yn' and 'i'"),
 * Wikibooks Welsh/Mynediad lesson 8, Duolingo's Welsh time notes.
 */
const HOURS = [
  'deuddeg',
  'un',
  'dau',
  'tri',
  'pedwar',
  'pump',
  'chwech',
  'saith',
  'wyth',
  'naw',
  'deg',
  'un ar ddeg',
];
/** Minutes 1–29 (15 is "chwarter"). */
const ONES = ['', 'un funud', 'dwy funud', 'tair munud', 'pedair munud', 'pum munud', 'chwe munud'];
const MINUTES = [
  ...ONES,
  'saith munud',
  'wyth munud',
  'naw munud',
  'deg munud',
  'un funud ar ddeg',
  'deuddeg munud',
  'tair munud ar ddeg',
  'pedair munud ar ddeg',
  'chwarter',
  'un funud ar bymtheg',
  'dwy funud ar bymtheg',
  'deunaw munud',
  'pedair munud ar bymtheg',
  'ugain munud',
  ...ONES.slice(1, 5).map((count) => `${count} ar hugain`),
  'pum munud ar hugain',
  'chwe munud ar hugain',
  'saith munud ar hugain',
  'wyth munud ar hugain',
  'naw munud ar hugain',
];

/** The soft mutation of a word's first sound (p→b, t→d, c→g, b→f, d→dd, g dropped, m→f; ll→l, rh→r). */
function softMutation(word: string): string {
  const rules: [string, string][] = [
    ['ll', 'l'],
    ['rh', 'r'],
    ['ch', 'ch'],
    ['p', 'b'],
    ['t', 'd'],
    ['c', 'g'],
    ['b', 'f'],
    ['d', 'dd'],
    ['g', ''],
    ['m', 'f'],
  ];
  const rule = rules.find(([from]) => word.startsWith(from));
  return rule ? rule[1] + word.slice(rule[0].length) : word;
}

/** The part of the day of `hour` (the clock's four parts). */
function partOf(hour: number): string {
  if (hour >= 5 && hour < 12) return 'y bore';
  if (hour >= 12 && hour < 17) return 'y prynhawn';
  if (hour >= 17 && hour < 21) return 'yr hwyr';
  return 'y nos';
}

/** The days' names after "dydd" (and, softly mutated, after "nos"). */
const DAYS = ['Sul', 'Llun', 'Mawrth', 'Mercher', 'Iau', 'Gwener', 'Sadwrn'];
const MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];

export const CLOCK_WORDS_CY: ClockWords = {
  time(hour, minute) {
    if (minute === 0 && hour === 0) return "Mae hi'n hanner nos";
    if (minute === 0 && hour === 12) return "Mae hi'n hanner dydd";
    const hourName = HOURS[hour % 12] ?? '';
    let phrase: string;
    if (minute === 0) phrase = `${hourName} o'r gloch`;
    else if (minute === 30) phrase = `hanner awr wedi ${hourName}`;
    else if (minute < 30) phrase = `${MINUTES[minute] ?? ''} wedi ${hourName}`;
    else phrase = `${MINUTES[60 - minute] ?? ''} i ${softMutation(HOURS[(hour + 1) % 12] ?? '')}`;
    return `Mae hi'n ${softMutation(phrase)} ${partOf(hour)}`;
  },
  sentence(weekday, hour) {
    const day = DAYS[weekday] ?? '';
    const part = partOf(hour);
    if (part === 'y bore') return `Nawr mae hi'n fore dydd ${day}`;
    if (part === 'y prynhawn') return `Nawr mae hi'n brynhawn dydd ${day}`;
    return `Nawr mae hi'n nos ${softMutation(day.toLowerCase()).replace(/^./, (c) => c.toUpperCase())}`;
  },
  fullDate: (weekday, day, month, year) =>
    `Dydd ${DAYS[weekday] ?? ''}, ${day} ${MONTHS[month] ?? ''} ${year}`,
};
