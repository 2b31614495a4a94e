import { twelve, type ClockWords } from './language';

/**
 * Spanish (Castilian, as Spain says the time; docs/product.md, the time in words in each language):
 * - the verb agrees with the hour named: "Es la una" (one), "Son las nueve" (the others), also when the hour named
 *   is the next one: 12:45 is "Es la una menos cuarto", 1:45 "Son las dos menos cuarto";
 * - up to half past, "y": "y cinco", "y cuarto", "y veinte", "y media"; after it, "menos" and the next hour:
 *   "Son las diez menos cuarto" (9:45), "menos veinticinco" (9:35);
 * - a minute that is not a multiple of five is counted with "minuto(s)": "Son las nueve y siete minutos",
 *   "Son las diez menos veintitrés minutos" (9:37); one and twenty-one shorten before the masculine noun:
 *   "y un minuto", "y veintiún minutos";
 * - o'clock is the hour alone: "Son las nueve de la mañana";
 * - midnight and midday by their names: "Es medianoche", "Es mediodía";
 * - the part of the day as Spanish speakers divide it, of the time itself: "de la madrugada" (1:00–5:59), "de la
 *   mañana" (6:00–11:59), "del mediodía" (12:01–12:59), "de la tarde" (13:00–20:59), "de la noche" (21:00–0:59).
 * "Now it's Thursday morning": "Ahora es jueves por la mañana" (de madrugada, al mediodía, por la tarde, por la noche).
 */
const HOURS = [
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
];
/** Counts 1–29 as said before "minuto(s)" (un, veintiún: the shortened forms). */
const NUMBERS = [
  '',
  'un',
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
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiún',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** The part of the day of `hour`: ["de la …" after a time, "… " in "Ahora es jueves …"]. */
function partOf(hour: number): [string, string] {
  if (hour >= 1 && hour < 6) return ['de la madrugada', 'de madrugada'];
  if (hour >= 6 && hour < 12) return ['de la mañana', 'por la mañana'];
  if (hour === 12) return ['del mediodía', 'al mediodía'];
  if (hour >= 13 && hour < 21) return ['de la tarde', 'por la tarde'];
  return ['de la noche', 'por la noche'];
}

/** "cinco", "cuarto", "media" or "siete minutos": how far from the hour. */
function distance(count: number): string {
  if (count === 15) return 'cuarto';
  if (count === 30) return 'media';
  const number = NUMBERS[count] ?? '';
  return count % 5 === 0 ? number : `${number} ${count === 1 ? 'minuto' : 'minutos'}`;
}

export const CLOCK_WORDS_ES: ClockWords = {
  time(hour, minute) {
    if (minute === 0 && hour === 0) return 'Es medianoche';
    if (minute === 0 && hour === 12) return 'Es mediodía';
    const named = twelve(minute <= 30 ? hour : hour + 1);
    let phrase = `${named === 1 ? 'Es la' : 'Son las'} ${HOURS[named % 12] ?? ''}`;
    if (minute > 0 && minute <= 30) phrase += ` y ${distance(minute)}`;
    if (minute > 30) phrase += ` menos ${distance(60 - minute)}`;
    return `${phrase} ${partOf(hour)[0]}`;
  },
  sentence: (weekday, hour) => `Ahora es ${WEEKDAYS[weekday] ?? ''} ${partOf(hour)[1]}`,
  fullDate: (weekday, day, month, year) =>
    `${WEEKDAYS[weekday] ?? ''}, ${day} de ${MONTHS[month] ?? ''} de ${year}`,
};
