import { screen } from '@testing-library/react';
import {
  CLOCK_FACE_KEY,
  clockParts,
  DOCUMENT_CLOCK_CLASS,
  DOCUMENT_CLOCK_ID,
  formatFullDate,
  nowSentence,
  removeDocumentClock,
  timeInWordsAt,
} from '@care/shared';
import type { KioskEnv } from '@care/shared';
import { clockWordsOf } from '@care/shared/document-clock';
import { documentClockCss, paintDocumentClock } from './document-clock';
import type { DocumentClockEnv } from './document-clock';

const TOKYO = 'Asia/Tokyo';
const DEVICE_ZONE = new Intl.DateTimeFormat('en-GB').resolvedOptions().timeZone;
/** Tuesday 13 January 2026, 08:59:58.250 in Tokyo (UTC+9): two ticks later it is 9:00. */
const START = Date.parse('2026-01-12T23:59:58.250Z');

function setUp(pathname: string, local: Record<string, string>) {
  let now = START;
  const timers: { run: () => void; ms: number }[] = [];
  const kiosk: KioskEnv = {
    pathname,
    search: '',
    hostname: 'care.example.test',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    platform: 'Linux x86_64',
    getLocal: (key) => local[key] ?? null,
  };
  const env: DocumentClockEnv = {
    document,
    kiosk,
    now: () => now,
    setTimeout: (run, ms) => timers.push({ run, ms }),
  };
  /** Runs the next timer the clock set, that many ms later. */
  const nextTick = (): number => {
    const timer = timers.shift();
    if (!timer) throw new Error('The clock set no timer');
    now += timer.ms;
    timer.run();
    return timer.ms;
  };
  return { env, nextTick, timers };
}

const text = (selector: string): string | null =>
  document.querySelector(`#${DOCUMENT_CLOCK_ID} ${selector}`)?.textContent ?? null;

const KIOSK = { device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13' };

afterEach(() => {
  removeDocumentClock();
});

describe("the document's clock", () => {
  test('a kiosk device paints the clock face in the zone and 12/24 h its last session saved', () => {
    const { env } = setUp('/', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true }),
    });
    expect(paintDocumentClock(env)).not.toBeNull();
    expect(text('time')).toBe('8:59');
    expect(text('.dc-seconds')).toBe('58');
    expect(text('.dc-side span:last-child')).toBe('am');
    expect(text('.dc-sentence')).toBe("Now it's Tuesday morning");
    expect(text('.dc-date')).toBe('Tuesday 13 January 2026');
    expect(document.documentElement.classList.contains(DOCUMENT_CLOCK_CLASS)).toBe(true);
    // A landmark: while a remote is late it is all the person sees (axe: all content inside landmarks).
    expect(screen.getByRole('region', { name: 'Clock' })).toContainElement(
      document.querySelector('time'),
    );
  });

  test('a person whose clock shows the time in words gets the words face, in her zone and her 12/24 h', () => {
    const { env, nextTick } = setUp('/', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true, words: true }),
    });
    expect(paintDocumentClock(env)).not.toBeNull();
    // 8:59:58 in Tokyo: the words the React clock's ClockWords says, the digits under them with am/pm, no seconds.
    expect(text('.dc-words')).toBe("It's one minute to nine in the morning");
    expect(text('.dc-words')).toBe(timeInWordsAt(START, TOKYO));
    expect(text('time.dc-small')).toBe('8:59 am');
    expect(document.querySelector(`#${DOCUMENT_CLOCK_ID} .dc-seconds`)).toBeNull();
    expect(text('.dc-sentence')).toBe("Now it's Tuesday morning");
    nextTick();
    nextTick();
    expect(text('.dc-words')).toBe("It's nine o'clock in the morning");
    expect(text('time.dc-small')).toBe('9:00 am');
  });

  test('the face saved in a language is painted in it, as the React clock writes it', () => {
    const { env } = setUp('/', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({
        v: 1,
        timeZone: TOKYO,
        hour12: true,
        words: true,
        lang: 'pl',
      }),
    });
    paintDocumentClock(env);
    expect(text('.dc-words')).toBe('Jest za minutę dziewiąta rano');
    expect(text('.dc-words')).toBe(timeInWordsAt(START, TOKYO, clockWordsOf('pl')));
    expect(text('.dc-sentence')).toBe('Teraz jest wtorek rano');
    expect(text('.dc-sentence')).toBe(nowSentence(START, TOKYO, clockWordsOf('pl')));
    expect(text('.dc-date')).toBe('wtorek, 13 stycznia 2026');
    expect(text('.dc-date')).toBe(formatFullDate(START, TOKYO, clockWordsOf('pl')));
  });

  test('from a saved offset (no Intl), the Welsh face reads as through Intl', () => {
    const saved = {
      v: 1,
      timeZone: TOKYO,
      hour12: true,
      words: true,
      lang: 'cy',
      offset: { minutes: 9 * 60, from: START - 1000, until: START + 60_000 },
    };
    const { env } = setUp('/', { ...KIOSK, [CLOCK_FACE_KEY]: JSON.stringify(saved) });
    paintDocumentClock(env);
    expect(text('.dc-words')).toBe("Mae hi'n un funud i naw y bore");
    expect(text('.dc-sentence')).toBe("Nawr mae hi'n fore dydd Mawrth");
    expect(text('.dc-date')).toBe(formatFullDate(START, TOKYO, clockWordsOf('cy')));
  });

  test('the words face from a saved offset (no Intl) reads as through Intl; 24-hour digits under it', () => {
    const saved = {
      v: 1,
      timeZone: 'Europe/London',
      hour12: false,
      words: true,
      // A made-up zone nine hours ahead, as Tokyo: the offset, not the zone's name, decides.
      offset: { minutes: 9 * 60, from: START - 1000, until: START + 60_000 },
    };
    const { env } = setUp('/', { ...KIOSK, [CLOCK_FACE_KEY]: JSON.stringify(saved) });
    paintDocumentClock(env);
    expect(text('.dc-words')).toBe(timeInWordsAt(START, TOKYO));
    expect(text('time.dc-small')).toBe('08:59 ');
  });

  test('the same words and digits as the React clock, from the same rules', () => {
    const { env } = setUp('/clock/1', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({ v: 1, timeZone: TOKYO, hour12: false }),
    });
    paintDocumentClock(env);
    const parts = clockParts(START, TOKYO, false);
    expect(text('time')).toBe(parts.time);
    expect(text('time')).toBe('08:59');
    expect(text('.dc-side span:last-child')).toBe('');
    expect(text('.dc-sentence')).toBe(nowSentence(START, TOKYO));
    expect(text('.dc-date')).toBe(formatFullDate(START, TOKYO));
  });

  test("a first start (nothing saved, or an unknown zone) uses the device's zone", () => {
    for (const saved of [
      undefined,
      JSON.stringify({ v: 1, timeZone: 'Mars/Olympus_Mons', hour12: true }),
    ]) {
      const { env } = setUp('/', saved ? { ...KIOSK, [CLOCK_FACE_KEY]: saved } : KIOSK);
      paintDocumentClock(env);
      expect(text('time')).toBe(clockParts(START, DEVICE_ZONE).time);
      expect(text('.dc-sentence')).toBe(nowSentence(START, DEVICE_ZONE));
      removeDocumentClock();
    }
  });

  test('a face saved with its zone’s offset paints with arithmetic, no Intl, until the offset’s span ends', () => {
    // Tokyo is 9 hours ahead; the span the React clock saved ends 1.75 s after the start.
    const offset = { minutes: 9 * 60, from: START - 60_000, until: START + 1750 };
    const { env, nextTick } = setUp('/', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true, offset }),
    });
    // Intl's formatters are cached once built: watch their use, not their construction.
    const intl = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const constructed = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      paintDocumentClock(env);
      expect(text('time')).toBe('8:59');
      expect(text('.dc-seconds')).toBe('58');
      expect(text('.dc-sentence')).toBe("Now it's Tuesday morning");
      expect(text('.dc-date')).toBe('Tuesday 13 January 2026');
      nextTick();
      expect(text('.dc-seconds')).toBe('59');
      expect(intl).not.toHaveBeenCalled();
      expect(constructed).not.toHaveBeenCalled();
      // Past the span, the zone's rules through Intl: the same clock, a second later.
      nextTick();
      expect(intl).toHaveBeenCalled();
      expect(text('time')).toBe('9:00');
      expect(text('.dc-seconds')).toBe('00');
    } finally {
      intl.mockRestore();
      constructed.mockRestore();
    }
  });

  test('a saved offset whose span has ended is not used: the zone decides', () => {
    // A wrong offset (London's) in a span that ended before the start: Tokyo's time shows all the same.
    const offset = { minutes: 0, from: START - 120_000, until: START - 60_000 };
    const { env } = setUp('/', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true, offset }),
    });
    paintDocumentClock(env);
    expect(text('time')).toBe('8:59');
  });

  test('it ticks on each second of the wall clock, and stops once the React clock has removed it', () => {
    const { env, nextTick, timers } = setUp('/', {
      ...KIOSK,
      [CLOCK_FACE_KEY]: JSON.stringify({ v: 1, timeZone: TOKYO, hour12: true }),
    });
    paintDocumentClock(env);
    // 750 ms to the next second, then whole seconds.
    expect(nextTick()).toBe(750);
    expect(text('.dc-seconds')).toBe('59');
    expect(nextTick()).toBe(1000);
    expect(text('time')).toBe('9:00');
    expect(text('.dc-seconds')).toBe('00');

    removeDocumentClock();
    expect(document.getElementById(DOCUMENT_CLOCK_ID)).toBeNull();
    nextTick();
    expect(timers).toEqual([]);
  });

  test.each([
    ['a site page on a kiosk device', '/auth/login', KIOSK],
    ['the root of an ordinary browser', '/', {}],
    ['a clock page in an ordinary browser', '/clock/1', {}],
  ])('%s paints nothing', (_what, pathname, local) => {
    const { env } = setUp(pathname, local);
    expect(paintDocumentClock(env)).toBeNull();
    expect(document.getElementById(DOCUMENT_CLOCK_ID)).toBeNull();
    expect(document.documentElement.classList.contains(DOCUMENT_CLOCK_CLASS)).toBe(false);
  });

  test("its style is the React clock page's layout, at the kiosk theme's sizes", () => {
    const css = documentClockCss();
    expect(css).toContain('grid-template-rows:auto auto minmax(0,1fr)');
    expect(css).toContain('font-size:min(40.5vh, calc((100vw - 9rem) / 3.2))');
    expect(css).toContain(`html.${DOCUMENT_CLOCK_CLASS}{font-size:125%}`);
    expect(css).toContain('background:#000000');
  });
});
