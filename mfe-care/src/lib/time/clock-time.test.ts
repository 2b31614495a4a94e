import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';
import {
  localDateOf,
  localHourOf,
  localTimeOf,
  msUntilLocalMidnight,
  nextLocalMidnight,
  usableTimeZone,
  zonedInstant,
} from './clock-time';

// The clock's Intl-only rules are checked against date-fns with @date-fns/tz (what the other screens use) as the
// oracle, hour by hour across each zone's DST changes, plus zones whose clocks skip or repeat midnight itself.
const ZONES = [
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe', // half-hour DST
  'Asia/Kolkata', // +05:30, no DST
  'America/Santiago', // clocks skip 00:00 in September
  'America/Havana', // clocks repeat 00:00-01:00 in November
  'Pacific/Chatham', // +12:45 / +13:45
];

const HOUR = 3_600_000;

function hoursAround(startIso: string, hours: number): number[] {
  const start = Date.parse(startIso);
  return Array.from({ length: hours }, (_, i) => start + i * HOUR + 17 * 60_000 + 7_000);
}

describe('clock time on Intl, against date-fns as the oracle', () => {
  const instants = [
    ...hoursAround('2026-03-25T00:00:00Z', 24 * 10), // spring changes in Europe and North America
    ...hoursAround('2026-09-03T00:00:00Z', 24 * 8), // Santiago forward at midnight; southern springs
    ...hoursAround('2026-10-22T00:00:00Z', 24 * 12), // autumn changes, Havana back at midnight
  ];

  test.each(ZONES)('%s: local date, time and hour agree at every hour', (zone) => {
    for (const at of instants) {
      const oracle = new TZDate(at, zone);
      expect(localDateOf(at, zone)).toBe(format(oracle, 'yyyy-MM-dd'));
      expect(localTimeOf(new Date(at), zone)).toBe(format(oracle, 'HH:mm'));
      expect(localHourOf(at, zone)).toBe(oracle.getHours());
    }
  });

  test.each(ZONES)('%s: the next local midnight agrees at every hour', (zone) => {
    for (const at of instants) {
      const oracle = startOfDay(addDays(new TZDate(at, zone), 1)).getTime();
      expect(nextLocalMidnight(at, zone)).toBe(oracle);
      expect(msUntilLocalMidnight(new Date(at), zone)).toBe(oracle - at);
    }
  });

  test.each(ZONES)('%s: a local date and time name the same instant, every half hour', (zone) => {
    const days = [
      '2026-03-08',
      '2026-03-28',
      '2026-03-29',
      '2026-04-05',
      '2026-09-05',
      '2026-09-06',
    ];
    days.push('2026-09-27', '2026-10-25', '2026-11-01', '2026-10-31', '2026-11-22');
    for (const date of days) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      for (let half = 0; half < 48; half += 1) {
        const h = Math.floor(half / 2);
        const mi = (half % 2) * 30;
        const time = `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
        const oracle = new TZDate(y, m - 1, d, h, mi, zone).getTime();
        expect([date, time, zonedInstant(date, time, zone).getTime()]).toEqual([
          date,
          time,
          oracle,
        ]);
      }
    }
  });

  test('a day whose midnight the clocks skip starts where the gap ends', () => {
    // Santiago, 6 September 2026: 00:00 became 01:00 (-04:00 → -03:00).
    const evening = Date.parse('2026-09-05T23:00:00-04:00');
    const start = nextLocalMidnight(evening, 'America/Santiago');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localTimeOf(new Date(start), 'America/Santiago')).toBe('01:00');
    expect(localDateOf(start, 'America/Santiago')).toBe('2026-09-06');
  });

  test('the date of an instant as the person reads it, not the device', () => {
    const at = '2026-11-22T23:30:00Z';
    expect(localDateOf(at, 'Europe/London')).toBe('2026-11-22');
    expect(localDateOf(at, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDateOf(at, 'America/Los_Angeles')).toBe('2026-11-22');
  });

  test('an unknown zone falls back to the device zone', () => {
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(usableTimeZone('')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(usableTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
