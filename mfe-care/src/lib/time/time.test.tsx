import { act, render, screen } from '@testing-library/react';
import { dayPartOf } from './day-part';
import { clockParts, formatFullDate, formatTimeOfDay, nowSentence, spokenTime } from './format';
import { useLocalDate, useNow } from './use-now';
import {
  isKnownTimeZone,
  localDateOf,
  localHourOf,
  msUntilLocalMidnight,
  nextLocalMidnight,
  usableTimeZone,
} from './zoned';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;

describe('day parts (exact boundaries)', () => {
  test.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [23, 'night'],
    [0, 'night'],
  ] as const)('%i h is %s', (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });

  test('minutes before a boundary belong to the earlier part, in the zone given', () => {
    // 04:59:59 and 05:00:00 local time in London (winter, UTC+0).
    expect(nowSentence(Date.parse('2026-01-13T04:59:59Z'), LONDON)).toBe("Now it's Tuesday night");
    expect(nowSentence(Date.parse('2026-01-13T05:00:00Z'), LONDON)).toBe(
      "Now it's Tuesday morning",
    );
    expect(nowSentence(Date.parse('2026-01-13T11:59:59Z'), LONDON)).toBe(
      "Now it's Tuesday morning",
    );
    expect(nowSentence(Date.parse('2026-01-13T16:59:59Z'), LONDON)).toBe(
      "Now it's Tuesday afternoon",
    );
    expect(nowSentence(Date.parse('2026-01-13T20:59:59Z'), LONDON)).toBe(
      "Now it's Tuesday evening",
    );
    expect(nowSentence(Date.parse('2026-01-13T21:00:00Z'), LONDON)).toBe("Now it's Tuesday night");
    // The same instant is still Monday evening in New York (UTC-5).
    expect(nowSentence(Date.parse('2026-01-13T01:30:00Z'), NEW_YORK)).toBe(
      "Now it's Monday evening",
    );
  });
});

describe('formats', () => {
  test('the clock in 12-hour parts, in the zone given', () => {
    expect(clockParts(Date.parse('2026-01-13T09:05:07Z'), LONDON)).toEqual({
      time: '9:05',
      seconds: '07',
      period: 'am',
    });
    expect(clockParts(Date.parse('2026-07-13T12:00:00Z'), LONDON)).toEqual({
      time: '1:00',
      seconds: '00',
      period: 'pm',
    });
    expect(clockParts(Date.parse('2026-01-13T05:00:00Z'), NEW_YORK).time).toBe('12:00');
    expect(formatTimeOfDay(Date.parse('2026-01-13T14:30:00Z'), LONDON)).toBe('2:30 pm');
  });

  test('the full date has the weekday, the month name and the year', () => {
    expect(formatFullDate(Date.parse('2026-03-10T10:00:00Z'), LONDON)).toBe(
      'Tuesday 10 March 2026',
    );
    expect(formatFullDate(Date.parse('2026-01-01T03:00:00Z'), NEW_YORK)).toBe(
      'Wednesday 31 December 2025',
    );
  });

  test('dose times as people say them', () => {
    expect(spokenTime('09:00')).toBe('9:00 am');
    expect(spokenTime('00:15')).toBe('12:15 am');
    expect(spokenTime('12:30')).toBe('12:30 pm');
    expect(spokenTime('21:05')).toBe('9:05 pm');
    expect(spokenTime('soon')).toBe('soon');
  });
});

describe('zones, local dates and midnights', () => {
  test('an unknown zone falls back to the device zone', () => {
    expect(isKnownTimeZone(LONDON)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
    expect(usableTimeZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test('each zone is checked with Intl once, however often the clock asks', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i += 1) {
        expect(isKnownTimeZone('Pacific/Chatham')).toBe(true);
        expect(isKnownTimeZone('Atlantis/Lost_City')).toBe(false);
      }
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });

  test('the local date and hour follow the zone', () => {
    const instant = Date.parse('2026-06-30T23:30:00Z');
    expect(localDateOf(instant, LONDON)).toBe('2026-07-01');
    expect(localHourOf(instant, LONDON)).toBe(0);
    expect(localDateOf(instant, NEW_YORK)).toBe('2026-06-30');
    expect(localHourOf(instant, NEW_YORK)).toBe(19);
  });

  test('the spring-forward day in London has 23 hours; the next midnight is found across it', () => {
    // Sunday 29 March 2026: clocks go from 01:00 GMT to 02:00 BST.
    const start = Date.parse('2026-03-29T00:00:00Z');
    expect(nextLocalMidnight(start, LONDON)).toBe(Date.parse('2026-03-29T23:00:00Z'));
    expect(msUntilLocalMidnight(start, LONDON)).toBe(23 * HOUR);
    // 01:30 UTC is 02:30 BST: morning is still five hours away… it is night.
    expect(nowSentence(Date.parse('2026-03-29T01:30:00Z'), LONDON)).toBe("Now it's Sunday night");
    expect(nowSentence(Date.parse('2026-03-29T04:00:00Z'), LONDON)).toBe("Now it's Sunday morning");
  });

  test('the fall-back day in New York has 25 hours', () => {
    // Sunday 1 November 2026: 02:00 EDT becomes 01:00 EST.
    const start = Date.parse('2026-11-01T04:00:00Z'); // midnight EDT
    expect(msUntilLocalMidnight(start, NEW_YORK)).toBe(25 * HOUR);
    expect(localDateOf(start + 25 * HOUR - 1, NEW_YORK)).toBe('2026-11-01');
    expect(localDateOf(start + 25 * HOUR, NEW_YORK)).toBe('2026-11-02');
    // 09:00 local on both sides of the change is a different UTC hour.
    expect(clockParts(Date.parse('2026-10-31T13:00:00Z'), NEW_YORK).time).toBe('9:00');
    expect(clockParts(Date.parse('2026-11-02T14:00:00Z'), NEW_YORK).time).toBe('9:00');
  });
});

function Probe({ zone }: { zone: string }) {
  const now = useNow(1000);
  const date = useLocalDate(zone);
  return (
    <p>
      <span data-testid="seconds">{clockParts(now, zone).seconds}</span>
      <span data-testid="date">{date}</span>
    </p>
  );
}

describe('hooks', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('useNow ticks on each second boundary; useLocalDate changes exactly at local midnight', () => {
    jest.useFakeTimers({ now: Date.parse('2026-03-28T23:59:58.400Z') });
    const { unmount } = render(<Probe zone={LONDON} />);
    expect(screen.getByTestId('seconds')).toHaveTextContent('58');
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-28');
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByTestId('seconds')).toHaveTextContent('59');
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-28');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-28');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('seconds')).toHaveTextContent('00');
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-29');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  test('on a 23-hour day the next date arrives 23 hours after midnight', () => {
    jest.useFakeTimers({ now: Date.parse('2026-03-29T00:00:00Z') });
    render(<Probe zone={LONDON} />);
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-29');
    act(() => jest.advanceTimersByTime(23 * HOUR - 1000));
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-29');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('date')).toHaveTextContent('2026-03-30');
  });
});
