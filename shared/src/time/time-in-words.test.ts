import { TIME_WORDS_EN, timeInWords, timeInWordsAt, wallClockOf } from './time-in-words';

/** Written by hand from how people say the time, not from the function. */
const EXAMPLES: [string, string][] = [
  ['00:00', "It's midnight"],
  ['00:01', "It's one minute past twelve at night"],
  ['00:30', "It's half past twelve at night"],
  ['03:15', "It's quarter past three at night"],
  ['04:59', "It's one minute to five at night"],
  ['05:00', "It's five o'clock in the morning"],
  ['08:05', "It's five past eight in the morning"],
  ['09:07', "It's seven minutes past nine in the morning"],
  ['09:25', "It's twenty-five past nine in the morning"],
  ['09:30', "It's half past nine in the morning"],
  ['09:37', "It's twenty-three minutes to ten in the morning"],
  ['09:40', "It's twenty to ten in the morning"],
  ['11:45', "It's quarter to twelve in the morning"],
  ['11:58', "It's two minutes to twelve in the morning"],
  ['12:00', "It's midday"],
  ['12:10', "It's ten past twelve in the afternoon"],
  ['13:29', "It's twenty-nine minutes past one in the afternoon"],
  ['16:31', "It's twenty-nine minutes to five in the afternoon"],
  ['17:00', "It's five o'clock in the evening"],
  ['18:55', "It's five to seven in the evening"],
  ['20:50', "It's ten to nine in the evening"],
  ['21:00', "It's nine o'clock at night"],
  ['23:35', "It's twenty-five to twelve at night"],
  ['23:59', "It's one minute to twelve at night"],
];

const everyMinute = (): { hour: number; minute: number; label: string }[] =>
  Array.from({ length: 1440 }, (_, i) => {
    const hour = Math.floor(i / 60);
    const minute = i % 60;
    return { hour, minute, label: `${hour}:${String(minute).padStart(2, '0')}` };
  });

describe('the time in words', () => {
  test.each(EXAMPLES)('%s is "%s"', (hhmm, words) => {
    const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
    expect(timeInWords(hour, minute)).toBe(words);
  });

  test('every minute of the day has words of its own, never empty, never a digit', () => {
    const seen = new Map<string, string>();
    const wrong: string[] = [];
    for (const { hour, minute, label } of everyMinute()) {
      const words = timeInWords(hour, minute);
      if (!words.startsWith("It's ") || words.length < "It's ".length + 5)
        wrong.push(`${label}: "${words}"`);
      if (/\d/.test(words)) wrong.push(`${label} has digits: "${words}"`);
      const before = seen.get(words);
      if (before !== undefined) wrong.push(`${label} says what ${before} says: "${words}"`);
      seen.set(words, label);
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(1440);
  });

  test('every minute says its part of the day, except midnight and midday, which are named', () => {
    const parts = Object.values(TIME_WORDS_EN.parts);
    const wrong: string[] = [];
    for (const { hour, minute, label } of everyMinute()) {
      const words = timeInWords(hour, minute);
      const named = words === "It's midnight" || words === "It's midday";
      const withPart = parts.some((part) => words.endsWith(` ${part}`));
      if (named === withPart || named !== (minute === 0 && hour % 12 === 0)) wrong.push(label);
    }
    expect(wrong).toEqual([]);
  });

  test('round minutes never say "minutes"; the others always count them, exactly', () => {
    const wrong: string[] = [];
    for (const { hour, minute, label } of everyMinute()) {
      const counted = / minutes? (past|to) /.test(timeInWords(hour, minute));
      if (counted !== (minute % 5 !== 0)) wrong.push(label);
    }
    expect(wrong).toEqual([]);
  });

  test('out-of-range input is refused rather than said wrongly', () => {
    expect(() => timeInWords(24, 0)).toThrow(RangeError);
    expect(() => timeInWords(9, 60)).toThrow(RangeError);
    expect(() => timeInWords(9.5, 0)).toThrow(RangeError);
    expect(() => timeInWords(-1, 0)).toThrow(RangeError);
  });

  test("an instant reads in the person's zone", () => {
    // 08:37 UTC in November: 08:37 in London, 03:37 in New York, 17:37 in Tokyo.
    const at = Date.parse('2026-11-26T08:37:00Z');
    expect(wallClockOf(at, 'Europe/London')).toEqual({ hour: 8, minute: 37 });
    expect(timeInWordsAt(at, 'Europe/London')).toBe(
      "It's twenty-three minutes to nine in the morning",
    );
    expect(timeInWordsAt(at, 'America/New_York')).toBe(
      "It's twenty-three minutes to four at night",
    );
    expect(timeInWordsAt(at, 'Asia/Tokyo')).toBe("It's twenty-three minutes to six in the evening");
  });
});
