/**
 * The kiosk clock face's words and numbers, in one place for both clocks that draw it (docs/performance.md): the React clock
 * screen (mfe-care) and the document's own clock, which the host's `index.html` paints before any bundle has
 * loaded (`host/src/document-clock`, bundled into the page at build time from this file). Whatever one shows,
 * the other shows the same, so the handover between them changes no pixel.
 *
 * It imports only English's words and the languages' shape (shared/src/time, dependency-free): it is inlined into
 * every kiosk page. The other languages' words are passed in: the React clock loads them, the document's clock has
 * them inline.
 */
import { CLOCK_WORDS_EN } from '../time/en';
import { CLOCK_LANGUAGES, dayPartOf, type ClockLanguage, type ClockWords } from '../time/language';

export { dayPartOf };

/**
 * The locale the clock reads its digits and wall-clock date with (British English: the demo's people live in the UK).
 * Its words (the time in words, the sentence, the date) are the person's language's (shared/src/time).
 */
const CLOCK_LOCALE = 'en-GB';

/**
 * What the React clock displays with, saved on the device (local storage, JSON) so that the next start's
 * document clock draws the same: `{"v":1,"timeZone":"Europe/London","hour12":true,"lang":"pl"}`. Readers ignore fields they
 * do not know, so a later field (e.g. a "time in words" mode) needs no new version; `v` changes only when a
 * field's meaning does.
 */
export const CLOCK_FACE_KEY = 'kiosk_clock_face';
const CLOCK_FACE_VERSION = 1;

export interface ClockFaceSettings {
  /** The person's IANA zone the clock shows. */
  timeZone: string;
  /** 12-hour digits with am/pm (true), or 24-hour digits (false). */
  hour12: boolean;
  /**
   * The time in words (a per-person setting); absent in faces saved before it, which read as false. The document's
   * clock then paints the words face too (the words, the digits smaller under them), as the React clock draws it.
   */
  words?: boolean;
  /**
   * The zone's UTC offset over a span of time, as the React clock found it (with Intl) when it saved the face; absent
   * in faces saved before it. Within the span the document's clock paints from it with plain arithmetic: the page's
   * first `Intl.DateTimeFormat` costs about 150 ms at 4× CPU slowdown (measured), most of what the document's clock
   * took before its first frame.
   */
  offset?: OffsetSpan;
  /** The language the clock speaks (its words, sentence and date); absent in faces saved before it: English. */
  lang?: ClockLanguage;
}

/** A span of time (epoch ms, `from` inclusive, `until` exclusive) in which a zone's offset from UTC is `minutes`. */
export interface OffsetSpan {
  minutes: number;
  from: number;
  until: number;
}

/** Whether a saved span covers `at`. */
export function offsetCovers(span: OffsetSpan | undefined, at: number): span is OffsetSpan {
  return span !== undefined && span.from <= at && at < span.until;
}

/** The widest offset any zone has (UTC−12 to UTC+14): anything else saved is not an offset. */
const MAX_OFFSET_MINUTES = 14 * 60;

function parseOffsetSpan(value: unknown): OffsetSpan | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { minutes, from, until } = value as Record<string, unknown>;
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    Math.abs(minutes) > MAX_OFFSET_MINUTES ||
    typeof from !== 'number' ||
    typeof until !== 'number' ||
    !Number.isFinite(from) ||
    !Number.isFinite(until) ||
    from >= until
  )
    return undefined;
  return { minutes, from, until };
}

/** The saved settings, or null when nothing usable is saved (absent, not JSON, another version, bad fields). */
export function parseClockFace(raw: string | null): ClockFaceSettings | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { v, timeZone, hour12, words, lang } = value as Record<string, unknown>;
    if (v !== CLOCK_FACE_VERSION || typeof timeZone !== 'string' || typeof hour12 !== 'boolean')
      return null;
    const offset = parseOffsetSpan((value as Record<string, unknown>).offset);
    const known = CLOCK_LANGUAGES.find((l) => l === lang);
    return {
      timeZone,
      hour12,
      words: words === true,
      ...(offset ? { offset } : {}),
      ...(known ? { lang: known } : {}),
    };
  } catch {
    return null;
  }
}

/** The JSON saved under CLOCK_FACE_KEY; `extra` keeps fields this version does not know (written by others). */
export function serializeClockFace(
  settings: ClockFaceSettings,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    ...extra,
    v: CLOCK_FACE_VERSION,
    timeZone: settings.timeZone,
    hour12: settings.hour12,
    words: settings.words === true,
    ...(settings.offset ? { offset: settings.offset } : {}),
    ...(settings.lang ? { lang: settings.lang } : {}),
  });
}

/**
 * The kiosk clock face's type sizes (CSS, in the kiosk theme's rem), for both clocks: the React clock's styled
 * components and the document's clock's inline style read them here, so that the two draw the same boxes.
 */
export const KIOSK_CLOCK_SIZES = {
  /** The page's body text: at least 24 px. */
  page: '1.2rem',
  /** The time: at least 40% of the screen's height, narrowed only when the screen is too narrow for it. */
  digits: 'min(40.5vh, calc((100vw - 9rem) / 3.2))',
  /** The seconds and am/pm beside the time. */
  side: 'min(10vh, 6vw)',
  /** "Now it's Tuesday morning". */
  sentence: 'max(1.5rem, 5.5vh)',
  /** 'Tuesday 12 March 2026'. */
  fullDate: 'max(1.25rem, 4.5vh)',
} as const;

/**
 * "Now it's Tuesday morning" for `weekday` (0 = Sunday) at `hour`, in the language of `words` (shared/src/time:
 * the React clock loads them, the document's clock has them inline).
 */
export function daySentence(
  weekday: number,
  hour: number,
  words: ClockWords = CLOCK_WORDS_EN,
): string {
  return words.sentence(weekday, hour);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and options: the clock formats every second and Intl formatters are costly. */
export function clockFormatter(
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(CLOCK_LOCALE, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

/** The zone this device is in: the fallback while a person's zone is not known (a first start). */
export const deviceTimeZone = (): string =>
  new Intl.DateTimeFormat(CLOCK_LOCALE).resolvedOptions().timeZone;

const knownZones = new Map<string, boolean>();

/**
 * Whether Intl knows `zone` (an unknown zone would make every formatter throw). Asked on every render of the
 * clock page, so each zone's answer is kept instead of building a formatter each time to find out.
 */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat(CLOCK_LOCALE, { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/** `zone` when Intl knows it, else the device's zone. */
export function usableTimeZone(zone: string | null | undefined): string {
  return isKnownTimeZone(zone) ? zone : deviceTimeZone();
}

/** The clock's digits: `{ time: '9:05', seconds: '07', period: 'am' }` (12-hour, as people say it) or '21:05'. */
export interface ClockParts {
  time: string;
  seconds: string;
  /** 'am' or 'pm'; empty with 24-hour digits. */
  period: string;
}

export function clockParts(at: Date | number, zone: string, hour12 = true): ClockParts {
  const parts = clockFormatter(zone, {
    // 24-hour digits as British clocks show them: '09:05', '00:00'.
    hour: hour12 ? 'numeric' : '2-digit',
    minute: '2-digit',
    second: '2-digit',
    // Not `hour12: true`: en-GB then counts 0–11 and midnight reads '0:00 am'.
    hourCycle: hour12 ? 'h12' : 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    time: `${part('hour')}:${part('minute')}`,
    seconds: part('second'),
    period: part('dayPeriod').toLowerCase(),
  };
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock's date and hour of `at` in `zone`: weekday 0 = Sunday, month 0–11, hour 0–23. */
function wallDateOf(
  at: Date | number,
  zone: string,
): { weekday: number; day: number; month: number; year: number; hour: number } {
  const parts = clockFormatter(zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    // 'h23': en-GB's plain 'numeric' hour may read '24' at midnight in some engines.
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS_SHORT.indexOf(part('weekday')),
    day: Number(part('day')),
    month: Number(part('month')) - 1,
    year: Number(part('year')),
    hour: Number(part('hour')),
  };
}

/** The full date with weekday, month name and year: 'Tuesday 12 March 2026', 'martes, 12 de marzo de 2026'. */
export function formatFullDate(
  at: Date | number,
  zone: string,
  words: ClockWords = CLOCK_WORDS_EN,
): string {
  const { weekday, day, month, year } = wallDateOf(at, zone);
  return words.fullDate(weekday, day, month, year);
}

/** "Now it's Tuesday morning" at `at` in `zone`, in the language of `words`. */
export function nowSentence(
  at: Date | number,
  zone: string,
  words: ClockWords = CLOCK_WORDS_EN,
): string {
  const { weekday, hour } = wallDateOf(at, zone);
  return daySentence(weekday, hour, words);
}
