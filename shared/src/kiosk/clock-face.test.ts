import {
  CLOCK_FACE_KEY,
  clockParts,
  dayPartOf,
  DOCUMENT_CLOCK_CLASS,
  DOCUMENT_CLOCK_ID,
  DOCUMENT_CLOCK_STYLE_ID,
  formatFullDate,
  nowSentence,
  parseClockFace,
  readClockFace,
  removeDocumentClock,
  saveClockFace,
  serializeClockFace,
  usableTimeZone,
} from './index';
import { OFFSET_SPAN_MS, offsetSpan, zoneOffsetMinutes } from './clock-offset';
import { OFFSET_RECHECK_MS } from './document-clock';
import { clockFaceAtOffset, clockFaceInZone, offsetForDocumentClock } from './document-clock-face';
import { resetTestEnvironment } from '../testing';
import { CLOCK_LANGUAGES } from '../time/language';
import { KIOSK_WORDS } from '../time/kiosk-words';

const LONDON = 'Europe/London';
const deviceZone = (): string => new Intl.DateTimeFormat('en-GB').resolvedOptions().timeZone;
const TOKYO = 'Asia/Tokyo';

beforeEach(() => {
  resetTestEnvironment();
});

describe('the clock face shared by the document clock and the React clock', () => {
  test.each([
    [0, 'night'],
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [23, 'night'],
  ] as const)('%i h is %s', (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });

  test('the sentence names the weekday and part of the day in the zone given, changing on the hour', () => {
    // 04:59:59 and 05:00:00 in London (winter, UTC+0) are 13:59:59 and 14:00 in Tokyo (UTC+9).
    expect(nowSentence(Date.parse('2026-01-13T04:59:59Z'), LONDON)).toBe("Now it's Tuesday night");
    expect(nowSentence(Date.parse('2026-01-13T05:00:00Z'), LONDON)).toBe(
      "Now it's Tuesday morning",
    );
    expect(nowSentence(Date.parse('2026-01-13T04:59:59Z'), TOKYO)).toBe(
      "Now it's Tuesday afternoon",
    );
    // 16:30 UTC on Tuesday is 01:30 on Wednesday in Tokyo.
    expect(nowSentence(Date.parse('2026-01-13T16:30:00Z'), TOKYO)).toBe("Now it's Wednesday night");
  });

  test('digits in 12 hours with am/pm, or in 24 hours; midnight reads 12:00 am or 00:00', () => {
    const midnight = Date.parse('2026-01-13T00:00:07Z');
    expect(clockParts(midnight, LONDON)).toEqual({ time: '12:00', seconds: '07', period: 'am' });
    expect(clockParts(midnight, LONDON, false)).toEqual({
      time: '00:00',
      seconds: '07',
      period: '',
    });
    const evening = Date.parse('2026-07-01T20:05:09Z');
    // London in summer is UTC+1.
    expect(clockParts(evening, LONDON)).toEqual({ time: '9:05', seconds: '09', period: 'pm' });
    expect(clockParts(evening, LONDON, false).time).toBe('21:05');
  });

  test('the full date has the weekday, day, month and year, without a comma', () => {
    expect(formatFullDate(Date.parse('2026-03-10T12:00:00Z'), LONDON)).toBe(
      'Tuesday 10 March 2026',
    );
    expect(formatFullDate(Date.parse('2026-03-10T20:00:00Z'), TOKYO)).toBe(
      'Wednesday 11 March 2026',
    );
  });

  test("an unknown or missing zone falls back to the device's zone", () => {
    const device = new Intl.DateTimeFormat('en-GB').resolvedOptions().timeZone;
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe(device);
    expect(usableTimeZone(null)).toBe(device);
    expect(usableTimeZone('')).toBe(device);
    expect(usableTimeZone(TOKYO)).toBe(TOKYO);
  });
});

describe('the saved clock face (kiosk_clock_face)', () => {
  test('reads version 1 and ignores fields it does not know', () => {
    expect(
      parseClockFace(JSON.stringify({ v: 1, timeZone: TOKYO, hour12: false, colour: 'blue' })),
    ).toEqual({ timeZone: TOKYO, hour12: false, words: false });
  });

  test('reads the time-in-words choice; a face saved before it (no field, or not true) is digits', () => {
    const face = (words: unknown) =>
      parseClockFace(JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true, words }));
    expect(face(true)?.words).toBe(true);
    expect(face(undefined)?.words).toBe(false);
    expect(face('on')?.words).toBe(false);
  });

  test.each([
    ['nothing', null],
    ['not JSON', '{v:1'],
    ['another version', JSON.stringify({ v: 2, timeZone: TOKYO, hour12: true })],
    ['a zone that is not text', JSON.stringify({ v: 1, timeZone: 9, hour12: true })],
    ['no 12/24 h setting', JSON.stringify({ v: 1, timeZone: TOKYO })],
    ['an array', '[1]'],
  ])('reads %s as nothing saved', (_what, raw) => {
    expect(parseClockFace(raw)).toBeNull();
  });

  test('saves what the clock displays with, keeping fields others added, and only when it changed', async () => {
    localStorage.setItem(CLOCK_FACE_KEY, JSON.stringify({ v: 1, colour: 'blue' }));
    await saveClockFace({ timeZone: TOKYO, hour12: true });
    expect(JSON.parse(localStorage.getItem(CLOCK_FACE_KEY) ?? '')).toEqual({
      v: 1,
      colour: 'blue',
      timeZone: TOKYO,
      hour12: true,
      words: false,
      offset: expect.objectContaining({ minutes: 540 }) as unknown,
    });
    expect(readClockFace()).toMatchObject({ timeZone: TOKYO, hour12: true, words: false });

    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await saveClockFace({ timeZone: TOKYO, hour12: true });
    expect(setItem).not.toHaveBeenCalled();
    await saveClockFace({ timeZone: LONDON, hour12: true });
    expect(setItem).toHaveBeenCalledTimes(1);
    await saveClockFace({ timeZone: LONDON, hour12: true, words: true });
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    expect(readClockFace()).toMatchObject({ timeZone: LONDON, hour12: true, words: true });
  });

  test('saves the zone’s offset over the coming days, and looks it up again after a day or for another zone', async () => {
    const at = Date.parse('2026-01-13T10:00:00Z');
    await saveClockFace({ timeZone: TOKYO, hour12: true }, at);
    expect(readClockFace()?.offset).toEqual({ minutes: 540, from: at, until: at + OFFSET_SPAN_MS });

    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await saveClockFace({ timeZone: TOKYO, hour12: true }, at + OFFSET_RECHECK_MS - 1);
    expect(setItem).not.toHaveBeenCalled();
    await saveClockFace({ timeZone: TOKYO, hour12: true }, at + OFFSET_RECHECK_MS);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readClockFace()?.offset?.from).toBe(at + OFFSET_RECHECK_MS);
    await saveClockFace({ timeZone: LONDON, hour12: true }, at + OFFSET_RECHECK_MS);
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    expect(readClockFace()?.offset?.minutes).toBe(0);
  });

  test('a face whose offset cannot be found (its code would not load) is saved without one, never with the old zone’s', async () => {
    const at = Date.parse('2026-01-13T10:00:00Z');
    await saveClockFace({ timeZone: TOKYO, hour12: true }, at);
    expect(readClockFace()?.offset?.minutes).toBe(540);
    jest.doMock('./clock-offset', () => {
      throw new Error('ChunkLoadError: offline');
    });
    try {
      await saveClockFace({ timeZone: LONDON, hour12: true }, at);
    } finally {
      jest.dontMock('./clock-offset');
    }
    expect(readClockFace()).toEqual({ timeZone: LONDON, hour12: true, words: false });
  });

  test.each([
    ['minutes that are not whole', { minutes: 1.5, from: 0, until: 1 }],
    ['beyond any zone', { minutes: 15 * 60, from: 0, until: 1 }],
    ['a span that ends before it starts', { minutes: 60, from: 2, until: 1 }],
    ['no end', { minutes: 60, from: 0 }],
  ])('a saved offset with %s is ignored (the rest of the face is kept)', (_what, offset) => {
    const face = parseClockFace(JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true, offset }));
    expect(face).toEqual({ timeZone: TOKYO, hour12: true, words: false });
  });

  test('the document’s clock paints from the saved offset while its span covers the moment', () => {
    const span = { minutes: 540, from: 1000, until: 5000 };
    const saved = { timeZone: TOKYO, hour12: true, offset: span };
    expect(offsetForDocumentClock(saved, 1000)).toBe(540);
    expect(offsetForDocumentClock(saved, 4999)).toBe(540);
    expect(offsetForDocumentClock(saved, 5000)).toBeNull();
    expect(offsetForDocumentClock(saved, 999)).toBeNull();
    // Saved before offsets were: only Intl can tell.
    expect(offsetForDocumentClock({ timeZone: TOKYO, hour12: true }, 1000)).toBeNull();
    // Nothing saved (a first start): the device's zone, whose offset the Date object knows.
    const at = Date.parse('2026-07-01T12:00:00Z');
    expect(offsetForDocumentClock(null, at)).toBe(zoneOffsetMinutes(at, deviceZone()));
  });

  test('an offset span ends at the zone’s next change, to the second', () => {
    // London goes to summer time at 01:00 UTC on Sunday 29 March 2026.
    const change = Date.parse('2026-03-29T01:00:00Z');
    const at = Date.parse('2026-03-27T15:20:00.500Z');
    const span = offsetSpan(at, LONDON);
    expect(span.minutes).toBe(0);
    expect(span.from).toBe(at);
    expect(span.until).toBeGreaterThan(change - 1000);
    expect(span.until).toBeLessThanOrEqual(change);
    expect(zoneOffsetMinutes(change, LONDON)).toBe(60);
    // A zone with no change in the coming week: the span reaches a week ahead.
    expect(offsetSpan(at, TOKYO)).toEqual({ minutes: 540, from: at, until: at + OFFSET_SPAN_MS });
  });

  // Zones with summer time either side of the equator, offsets in half and quarter hours, and none at all.
  const ZONES = [
    LONDON,
    TOKYO,
    'America/New_York',
    'America/Los_Angeles',
    'Australia/Sydney',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Pacific/Chatham',
  ];
  test.each(ZONES)(
    'in %s the arithmetic face writes what Intl writes, through a year, both hour cycles',
    (zone) => {
      const first = Date.parse('2026-01-01T00:00:00Z');
      // Every 3 h 7 min 11 s: every hour of the day and every day part, on every weekday, across both changes.
      const differ: string[] = [];
      let compared = 0;
      for (let at = first; at < first + 366 * 24 * 3_600_000; at += 11_231_000) {
        const minutes = zoneOffsetMinutes(at, zone);
        for (const hour12 of [true, false]) {
          // Each language's words in turn: the sentence and date are the language's (shared/src/time).
          const lang = CLOCK_LANGUAGES[compared % CLOCK_LANGUAGES.length];
          const arithmetic = JSON.stringify(
            clockFaceAtOffset(at, minutes, hour12, lang && KIOSK_WORDS[lang]),
          );
          const intl = JSON.stringify(clockFaceInZone(at, zone, hour12, lang && KIOSK_WORDS[lang]));
          compared += 1;
          if (arithmetic !== intl)
            differ.push(`${new Date(at).toISOString()}: ${arithmetic} ≠ ${intl}`);
        }
      }
      expect(compared).toBeGreaterThan(5000);
      expect(differ).toEqual([]);
    },
  );

  test('the arithmetic face at midnight and noon', () => {
    const midnight = Date.parse('2026-03-10T00:00:05Z');
    expect(clockFaceAtOffset(midnight, 0, true)).toEqual({
      time: '12:00',
      seconds: '05',
      period: 'am',
      sentence: "Now it's Tuesday night",
      fullDate: 'Tuesday 10 March 2026',
    });
    expect(clockFaceAtOffset(midnight + 12 * 3_600_000, 0, false)).toMatchObject({
      time: '12:00',
      period: '',
      sentence: "Now it's Tuesday afternoon",
    });
    expect(clockFaceAtOffset(midnight, -60, false).time).toBe('23:00');
  });

  test('a serialized face reads back the same', () => {
    const face = { timeZone: LONDON, hour12: false, words: true };
    expect(parseClockFace(serializeClockFace(face))).toEqual(face);
    const welsh = { ...face, lang: 'cy' as const };
    expect(serializeClockFace(welsh)).toContain('"lang":"cy"');
    expect(parseClockFace(serializeClockFace(welsh))).toEqual(welsh);
  });

  test('a language the clock does not have is read as none (English)', () => {
    const raw = JSON.stringify({ v: 1, timeZone: LONDON, hour12: true, lang: 'fr' });
    expect(parseClockFace(raw)).toEqual({ timeZone: LONDON, hour12: true, words: false });
  });

  test('a new language is saved at once', async () => {
    const at = Date.parse('2026-01-13T10:00:00Z');
    await saveClockFace({ timeZone: TOKYO, hour12: true, lang: 'en' }, at);
    await saveClockFace({ timeZone: TOKYO, hour12: true, lang: 'pl' }, at + 1000);
    expect(readClockFace()?.lang).toBe('pl');
  });

  test("the sentence and the full date in the person's language", () => {
    const at = Date.parse('2026-01-13T10:00:00Z');
    expect(nowSentence(at, LONDON, KIOSK_WORDS.es)).toBe('Ahora es martes por la mañana');
    expect(nowSentence(at, TOKYO, KIOSK_WORDS.cy)).toBe("Nawr mae hi'n nos Fawrth");
    expect(formatFullDate(at, LONDON, KIOSK_WORDS.pl)).toBe('wtorek, 13 stycznia 2026');
    expect(formatFullDate(at, LONDON, KIOSK_WORDS.cy)).toBe('Dydd Mawrth, 13 Ionawr 2026');
  });
});

test('removing the document clock removes its overlay, its style and its root class', () => {
  const style = document.createElement('style');
  style.id = DOCUMENT_CLOCK_STYLE_ID;
  document.head.appendChild(style);
  const overlay = document.createElement('div');
  overlay.id = DOCUMENT_CLOCK_ID;
  document.body.appendChild(overlay);
  document.documentElement.classList.add(DOCUMENT_CLOCK_CLASS);

  removeDocumentClock();
  expect(document.getElementById(DOCUMENT_CLOCK_ID)).toBeNull();
  expect(document.getElementById(DOCUMENT_CLOCK_STYLE_ID)).toBeNull();
  expect(document.documentElement.classList.contains(DOCUMENT_CLOCK_CLASS)).toBe(false);
  // Again, with nothing left: no error.
  expect(() => removeDocumentClock()).not.toThrow();
});
