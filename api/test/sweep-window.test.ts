import {
  dosesDueBetween,
  localParts,
  scheduledDoses,
  ZoneCalendar,
} from '../src/modules/doses/schedule';
import type { Schedule } from '../src/modules/doses/schedule';

/**
 * The sweep's own dose computation (memoised, one window) against the schedule's: the same
 * doses, across daylight-saving changes (gaps and folds, a 30-minute one), start and end dates,
 * medications added inside the window, in many windows.
 */
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
const HOUR = 3600_000;

function expected(m: Schedule, since: Date, until: Date, zone: string): number[] {
  return scheduledDoses(m, localParts(since, zone).date, localParts(until, zone).date, zone)
    .map((d) => d.due_at)
    .filter((d) => d >= since && d <= until)
    .map((d) => d.getTime());
}

test('gives exactly the schedule’s doses due in the window, across DST changes', () => {
  const meds: Schedule[] = [
    {
      times: ['01:30', '02:30', '08:00', '20:00'],
      start_date: null,
      end_date: null,
      status: 'active',
      created_at: new Date('2026-01-01T00:00:00Z'),
    },
    {
      times: ['00:00', '23:59', '02:00', '02:00'],
      start_date: '2026-03-29',
      end_date: '2026-03-30',
      status: 'active',
      created_at: new Date('2026-01-01T00:00:00Z'),
    },
    {
      times: ['12:00'],
      start_date: null,
      end_date: null,
      status: 'active',
      created_at: new Date('2026-10-25T00:40:00Z'),
    },
    {
      times: ['01:00', '01:30'],
      start_date: null,
      end_date: '2026-11-01',
      status: 'active',
      created_at: new Date('2026-03-28T10:00:00Z'),
    },
    {
      times: ['09:00'],
      start_date: null,
      end_date: null,
      status: 'paused',
      created_at: new Date('2026-01-01T00:00:00Z'),
    },
  ];
  // Windows ending around both European and American changes, and Lord Howe's (April, October).
  const ends = [
    '2026-03-29T03:10:00Z',
    '2026-03-08T09:00:00Z',
    '2026-04-05T01:00:00Z',
    '2026-10-04T12:00:00Z',
    '2026-10-25T02:00:00Z',
    '2026-11-01T07:30:00Z',
    '2026-11-22T12:00:00Z',
  ];
  let compared = 0;
  for (const zone of ZONES) {
    const cal = new ZoneCalendar();
    for (const end of ends) {
      for (let shift = -30; shift <= 30; shift += 10) {
        const now = new Date(new Date(end).getTime() + shift * HOUR);
        const since = new Date(now.getTime() - 24 * HOUR);
        for (const minutes of [5, 60, 600]) {
          const until = new Date(now.getTime() - minutes * 60_000);
          for (const m of meds) {
            const got = dosesDueBetween(m, since, until, zone, cal).map((d) => d.getTime());
            expect(got).toEqual(expected(m, since, until, zone));
            compared += got.length;
          }
        }
      }
    }
  }
  // The comparison was about doses, not empty lists.
  expect(compared).toBeGreaterThan(1000);
});
