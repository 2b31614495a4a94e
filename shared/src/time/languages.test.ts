import { CLOCK_WORDS_CY } from './cy';
import { CLOCK_WORDS_DE } from './de';
import { CLOCK_WORDS_ES } from './es';
import { CLOCK_WORDS_PL } from './pl';
import {
  CLOCK_LANGUAGES,
  CLOCK_WORDS_EN,
  clockLanguageOf,
  loadClockWords,
  loadedClockWords,
  timeInWords,
} from './time-in-words';
import type { TimeLanguage } from './time-in-words';
import { polishPlural } from './pl';

/**
 * Each language's time in words for every minute of the day, against the language's rules written out here plainly
 * (the counts, the hour names and the parts of the day as lists, one hour per entry), not with the code under test;
 * then the classic traps as a fixed table written by hand.
 */

const everyMinute = (): [number, number][] =>
  Array.from({ length: 1440 }, (_, i) => [Math.floor(i / 60), i % 60]);
const label = (hour: number, minute: number): string =>
  `${hour}:${String(minute).padStart(2, '0')}`;

/** Per hour 0–23, the part of the day said after the time. */
const hourly = (parts: [string, number][]): string[] =>
  parts.flatMap(([part, hours]) => Array<string>(hours).fill(part));

const ES = {
  hours: [
    'doce',
    'una',
    'dos',
    'tres',
    'cuatro',
    'cinco',
    'seis',
    'siete',
    'ocho',
    'nueve',
    'diez',
    'once',
  ],
  counts: [
    'un minuto',
    'dos minutos',
    'tres minutos',
    'cuatro minutos',
    'cinco',
    'seis minutos',
    'siete minutos',
    'ocho minutos',
    'nueve minutos',
    'diez',
    'once minutos',
    'doce minutos',
    'trece minutos',
    'catorce minutos',
    'cuarto',
    'dieciséis minutos',
    'diecisiete minutos',
    'dieciocho minutos',
    'diecinueve minutos',
    'veinte',
    'veintiún minutos',
    'veintidós minutos',
    'veintitrés minutos',
    'veinticuatro minutos',
    'veinticinco',
    'veintiséis minutos',
    'veintisiete minutos',
    'veintiocho minutos',
    'veintinueve minutos',
    'media',
  ],
  parts: hourly([
    ['de la noche', 1],
    ['de la madrugada', 5],
    ['de la mañana', 6],
    ['del mediodía', 1],
    ['de la tarde', 8],
    ['de la noche', 3],
  ]),
};
function spanish(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return 'Es medianoche';
  if (hour === 12 && minute === 0) return 'Es mediodía';
  const named = minute <= 30 ? hour % 12 : (hour + 1) % 12;
  const verb = named === 1 ? 'Es la' : 'Son las';
  const link =
    minute === 0
      ? ''
      : minute <= 30
        ? ` y ${ES.counts[minute - 1]}`
        : ` menos ${ES.counts[59 - minute]}`;
  return `${verb} ${ES.hours[named]}${link} ${ES.parts[hour]}`;
}

const PL = {
  nominative: [
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
  ],
  locative: [
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
  ],
  /** After "po" (nominative) for 1–29. */
  past: [
    'minuta',
    'dwie minuty',
    'trzy minuty',
    'cztery minuty',
    'pięć',
    'sześć minut',
    'siedem minut',
    'osiem minut',
    'dziewięć minut',
    'dziesięć',
    'jedenaście minut',
    'dwanaście minut',
    'trzynaście minut',
    'czternaście minut',
    'kwadrans',
    'szesnaście minut',
    'siedemnaście minut',
    'osiemnaście minut',
    'dziewiętnaście minut',
    'dwadzieścia',
    'dwadzieścia jeden minut',
    'dwadzieścia dwie minuty',
    'dwadzieścia trzy minuty',
    'dwadzieścia cztery minuty',
    'dwadzieścia pięć',
    'dwadzieścia sześć minut',
    'dwadzieścia siedem minut',
    'dwadzieścia osiem minut',
    'dwadzieścia dziewięć minut',
  ],
  parts: hourly([
    ['w nocy', 5],
    ['rano', 5],
    ['przed południem', 2],
    ['w południe', 1],
    ['po południu', 5],
    ['wieczorem', 4],
    ['w nocy', 2],
  ]),
};
function polish(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return 'Jest północ';
  if (hour === 12 && minute === 0) return 'Jest południe';
  const part = PL.parts[hour];
  const next = (hour + 1) % 12;
  if (minute === 0) return `Jest ${PL.nominative[hour % 12]} ${part}`;
  if (minute < 30) return `Jest ${PL.past[minute - 1]} po ${PL.locative[hour % 12]} ${part}`;
  if (minute === 30) return `Jest wpół do ${PL.locative[next]} ${part}`;
  // After "za" the accusative: only the one minute changes ("za minutę").
  const count = minute === 59 ? 'minutę' : PL.past[59 - minute];
  return `Jest za ${count} ${PL.nominative[next]} ${part}`;
}

const DE = {
  hours: [
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
  ],
  counts: [
    'eine Minute',
    'zwei Minuten',
    'drei Minuten',
    'vier Minuten',
    'fünf',
    'sechs Minuten',
    'sieben Minuten',
    'acht Minuten',
    'neun Minuten',
    'zehn',
    'elf Minuten',
    'zwölf Minuten',
    'dreizehn Minuten',
    'vierzehn Minuten',
    'Viertel',
    'sechzehn Minuten',
    'siebzehn Minuten',
    'achtzehn Minuten',
    'neunzehn Minuten',
    'zwanzig',
  ],
  parts: hourly([
    ['nachts', 5],
    ['morgens', 5],
    ['vormittags', 2],
    ['mittags', 2],
    ['nachmittags', 4],
    ['abends', 4],
    ['nachts', 2],
  ]),
};
function german(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return 'Es ist Mitternacht';
  if (hour === 12 && minute === 0) return 'Es ist Mittag';
  const h = DE.hours[hour % 12];
  const next = DE.hours[(hour + 1) % 12];
  const count = (n: number): string => DE.counts[n - 1] ?? '?';
  let time: string;
  if (minute === 0) time = hour % 12 === 1 ? 'ein Uhr' : `${h} Uhr`;
  else if (minute <= 20) time = `${count(minute)} nach ${h}`;
  else if (minute < 30) time = `${count(30 - minute)} vor halb ${next}`;
  else if (minute === 30) time = `halb ${next}`;
  else if (minute < 40) time = `${count(minute - 30)} nach halb ${next}`;
  else time = `${count(60 - minute)} vor ${next}`;
  return `Es ist ${time} ${DE.parts[hour]}`;
}

const CY = {
  /** The hours, and the same after "i" and after "yn" (soft mutation). */
  hours: [
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
  ],
  hoursMutated: [
    'ddeuddeg',
    'un',
    'ddau',
    'dri',
    'bedwar',
    'bump',
    'chwech',
    'saith',
    'wyth',
    'naw',
    'ddeg',
    'un ar ddeg',
  ],
  /** Minutes 1–29, and the same mutated after "yn". */
  minutes: [
    'un funud',
    'dwy funud',
    'tair munud',
    'pedair munud',
    'pum munud',
    'chwe munud',
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
    'un funud ar hugain',
    'dwy funud ar hugain',
    'tair munud ar hugain',
    'pedair munud ar hugain',
    'pum munud ar hugain',
    'chwe munud ar hugain',
    'saith munud ar hugain',
    'wyth munud ar hugain',
    'naw munud ar hugain',
  ],
  minutesMutated: [
    'un funud',
    'ddwy funud',
    'dair munud',
    'bedair munud',
    'bum munud',
    'chwe munud',
    'saith munud',
    'wyth munud',
    'naw munud',
    'ddeg munud',
    'un funud ar ddeg',
    'ddeuddeg munud',
    'dair munud ar ddeg',
    'bedair munud ar ddeg',
    'chwarter',
    'un funud ar bymtheg',
    'ddwy funud ar bymtheg',
    'ddeunaw munud',
    'bedair munud ar bymtheg',
    'ugain munud',
    'un funud ar hugain',
    'ddwy funud ar hugain',
    'dair munud ar hugain',
    'bedair munud ar hugain',
    'bum munud ar hugain',
    'chwe munud ar hugain',
    'saith munud ar hugain',
    'wyth munud ar hugain',
    'naw munud ar hugain',
  ],
  parts: hourly([
    ['y nos', 5],
    ['y bore', 7],
    ['y prynhawn', 5],
    ['yr hwyr', 4],
    ['y nos', 3],
  ]),
};
function welsh(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return "Mae hi'n hanner nos";
  if (hour === 12 && minute === 0) return "Mae hi'n hanner dydd";
  const part = CY.parts[hour];
  if (minute === 0) return `Mae hi'n ${CY.hoursMutated[hour % 12]} o'r gloch ${part}`;
  if (minute === 30) return `Mae hi'n hanner awr wedi ${CY.hours[hour % 12]} ${part}`;
  if (minute < 30)
    return `Mae hi'n ${CY.minutesMutated[minute - 1]} wedi ${CY.hours[hour % 12]} ${part}`;
  return `Mae hi'n ${CY.minutesMutated[59 - minute]} i ${CY.hoursMutated[(hour + 1) % 12]} ${part}`;
}

const CLOCK_WORDS = {
  en: CLOCK_WORDS_EN,
  es: CLOCK_WORDS_ES,
  pl: CLOCK_WORDS_PL,
  cy: CLOCK_WORDS_CY,
  de: CLOCK_WORDS_DE,
};

test('a language other than English is said once its words are loaded, and never in English meanwhile', async () => {
  expect(loadedClockWords('pl')).toBeUndefined();
  expect(() => timeInWords(9, 30, 'pl')).toThrow(/not loaded/);
  expect(await loadClockWords('pl')).toBe(CLOCK_WORDS_PL);
  expect(timeInWords(9, 30, 'pl')).toBe('Jest wpół do dziesiątej rano');
  expect(timeInWords(9, 30, CLOCK_WORDS_ES)).toBe('Son las nueve y media de la mañana');
});

const RULES = { es: spanish, pl: polish, de: german, cy: welsh };
const timeLanguage = (lang: string): TimeLanguage => (lang === 'de' ? 'de' : clockLanguageOf(lang));

describe.each(Object.entries(RULES))('the time in words in %s', (lang, rule) => {
  const code = timeLanguage(lang);
  beforeAll(() => loadClockWords(code));

  test('every minute of the day says what the written rules say', () => {
    const wrong: string[] = [];
    for (const [hour, minute] of everyMinute()) {
      const expected = rule(hour, minute);
      const said = timeInWords(hour, minute, code);
      if (said !== expected) wrong.push(`${label(hour, minute)}: "${said}", not "${expected}"`);
    }
    expect(wrong).toEqual([]);
  });

  test('every minute has words of its own, never a digit, never a gap', () => {
    const said = everyMinute().map(([hour, minute]) => timeInWords(hour, minute, code));
    expect(new Set(said).size).toBe(1440);
    expect(said.filter((words) => /\d|undefined|\s\s|\s$/.test(words))).toEqual([]);
  });
});

/** Written by hand: the traps each language is known for. */
const TRAPS: [string, string, string][] = [
  ['de', '09:30', 'Es ist halb zehn morgens'],
  ['de', '09:25', 'Es ist fünf vor halb zehn morgens'],
  ['de', '09:35', 'Es ist fünf nach halb zehn morgens'],
  ['de', '09:15', 'Es ist Viertel nach neun morgens'],
  ['de', '09:45', 'Es ist Viertel vor zehn morgens'],
  ['de', '01:00', 'Es ist ein Uhr nachts'],
  ['de', '13:05', 'Es ist fünf nach eins mittags'],
  ['de', '00:30', 'Es ist halb eins nachts'],
  ['pl', '09:30', 'Jest wpół do dziesiątej rano'],
  ['pl', '09:15', 'Jest kwadrans po dziewiątej rano'],
  ['pl', '09:45', 'Jest za kwadrans dziesiąta rano'],
  ['pl', '09:10', 'Jest dziesięć po dziewiątej rano'],
  ['pl', '09:02', 'Jest dwie minuty po dziewiątej rano'],
  ['pl', '09:12', 'Jest dwanaście minut po dziewiątej rano'],
  ['pl', '09:22', 'Jest dwadzieścia dwie minuty po dziewiątej rano'],
  ['pl', '09:59', 'Jest za minutę dziesiąta rano'],
  ['pl', '01:30', 'Jest wpół do drugiej w nocy'],
  ['pl', '00:00', 'Jest północ'],
  ['es', '09:30', 'Son las nueve y media de la mañana'],
  ['es', '13:15', 'Es la una y cuarto de la tarde'],
  ['es', '09:45', 'Son las diez menos cuarto de la mañana'],
  ['es', '00:45', 'Es la una menos cuarto de la noche'],
  ['es', '01:50', 'Son las dos menos diez de la madrugada'],
  ['es', '09:21', 'Son las nueve y veintiún minutos de la mañana'],
  ['es', '00:00', 'Es medianoche'],
  ['es', '12:00', 'Es mediodía'],
  ['cy', '09:30', "Mae hi'n hanner awr wedi naw y bore"],
  ['cy', '09:45', "Mae hi'n chwarter i ddeg y bore"],
  ['cy', '10:00', "Mae hi'n ddeg o'r gloch y bore"],
  ['cy', '14:00', "Mae hi'n ddau o'r gloch y prynhawn"],
  ['cy', '14:05', "Mae hi'n bum munud wedi dau y prynhawn"],
  ['cy', '14:40', "Mae hi'n ugain munud i dri y prynhawn"],
  ['cy', '15:45', "Mae hi'n chwarter i bedwar y prynhawn"],
  ['cy', '16:55', "Mae hi'n bum munud i bump y prynhawn"],
  ['cy', '11:50', "Mae hi'n ddeg munud i ddeuddeg y bore"],
  ['cy', '09:02', "Mae hi'n ddwy funud wedi naw y bore"],
  ['cy', '00:00', "Mae hi'n hanner nos"],
  ['en', '09:30', "It's half past nine in the morning"],
];

test.each(TRAPS)('%s %s is "%s"', async (lang, hhmm, words) => {
  await loadClockWords(timeLanguage(lang));
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  expect(timeInWords(hour, minute, timeLanguage(lang))).toBe(words);
});

test("the Polish minutes' plural forms are the language's (CLDR, as Intl knows them)", () => {
  const intl = new Intl.PluralRules('pl');
  for (let n = 1; n < 60; n += 1) expect([n, polishPlural(n)]).toEqual([n, intl.select(n)]);
});

describe("the clock's other words", () => {
  const THURSDAY = 4;
  test.each([
    ['en', 9, "Now it's Thursday morning"],
    ['en', 22, "Now it's Thursday night"],
    ['es', 9, 'Ahora es jueves por la mañana'],
    ['es', 3, 'Ahora es jueves de madrugada'],
    ['es', 16, 'Ahora es jueves por la tarde'],
    ['pl', 7, 'Teraz jest czwartek rano'],
    ['pl', 19, 'Teraz jest czwartek wieczorem'],
    ['cy', 9, "Nawr mae hi'n fore dydd Iau"],
    ['cy', 15, "Nawr mae hi'n brynhawn dydd Iau"],
    ['cy', 19, "Nawr mae hi'n nos Iau"],
    ['de', 19, 'Jetzt ist Donnerstagabend'],
  ])('%s at %i: "%s"', (lang, hour, sentence) => {
    expect(CLOCK_WORDS[timeLanguage(lang)].sentence(THURSDAY, hour)).toBe(sentence);
  });

  test('Welsh evenings mutate the day after "nos"', () => {
    const nights = [0, 1, 2, 3, 4, 5, 6].map((day) => CLOCK_WORDS.cy.sentence(day, 22));
    expect(nights).toEqual(
      ['Sul', 'Lun', 'Fawrth', 'Fercher', 'Iau', 'Wener', 'Sadwrn'].map(
        (day) => `Nawr mae hi'n nos ${day}`,
      ),
    );
  });

  test.each([...CLOCK_LANGUAGES, 'de' as const])(
    '%s: the weekdays and full dates are what Intl writes in the language, every day of a year',
    (lang) => {
      const locale = lang === 'en' ? 'en-GB' : lang;
      const intl = new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const wrong: string[] = [];
      for (let day = 0; day < 366; day += 1) {
        const at = new Date(Date.UTC(2028, 0, 1 + day));
        let expected = intl.format(at);
        if (lang === 'en') expected = expected.replace(',', '');
        const written = CLOCK_WORDS[lang].fullDate(
          at.getUTCDay(),
          at.getUTCDate(),
          at.getUTCMonth(),
          at.getUTCFullYear(),
        );
        if (written !== expected) wrong.push(`${written} ≠ ${expected}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  test('a person’s language tag gives the clock’s language (German has no screens), English for any other', () => {
    expect(['pl', 'es-ES', 'cy-GB', 'de', 'en-GB', 'fr', '', null, 7].map(clockLanguageOf)).toEqual(
      ['pl', 'es', 'cy', 'en', 'en', 'en', 'en', 'en', 'en'],
    );
  });
});
