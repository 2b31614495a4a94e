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
import { resetTestEnvironment } from '../testing';

const LONDON = 'Europe/London';
const TOKYO = 'Asia/Tokyo';

beforeEach(() => {
  resetTestEnvironment();
});

describe('the clock face shared by the document clock and the React clock (issue 24)', () => {
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

  test('saves what the clock displays with, keeping fields others added, and only when it changed', () => {
    localStorage.setItem(CLOCK_FACE_KEY, JSON.stringify({ v: 1, colour: 'blue' }));
    saveClockFace({ timeZone: TOKYO, hour12: true });
    expect(JSON.parse(localStorage.getItem(CLOCK_FACE_KEY) ?? '')).toEqual({
      v: 1,
      colour: 'blue',
      timeZone: TOKYO,
      hour12: true,
      words: false,
    });
    expect(readClockFace()).toEqual({ timeZone: TOKYO, hour12: true, words: false });

    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    saveClockFace({ timeZone: TOKYO, hour12: true });
    expect(setItem).not.toHaveBeenCalled();
    saveClockFace({ timeZone: LONDON, hour12: true });
    expect(setItem).toHaveBeenCalledTimes(1);
    saveClockFace({ timeZone: LONDON, hour12: true, words: true });
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    expect(readClockFace()).toEqual({ timeZone: LONDON, hour12: true, words: true });
  });

  test('a serialized face reads back the same', () => {
    const face = { timeZone: LONDON, hour12: false, words: true };
    expect(parseClockFace(serializeClockFace(face))).toEqual(face);
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
