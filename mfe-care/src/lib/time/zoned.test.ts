import {
  addLocalDays,
  addLocalMonths,
  daysFrom,
  formatInZone,
  formatLocalDate,
  isLocalDate,
  isLocalTime,
  localDateOf,
  localTimeOf,
  todayIn,
  zonedInstant,
  zoneName,
} from './zoned';
import { monthGrid, weekOf } from './calendar-grid';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

describe('local dates and times in a pinned zone', () => {
  test('09:00 is 09:00 on the person’s clock on both sides of each change', () => {
    const at = (d: string, t: string, z: string) => zonedInstant(d, t, z).toISOString();
    // London: forward on 28 March 2027, back on 25 October 2026.
    expect(at('2027-03-27', '09:00', LONDON)).toBe('2027-03-27T09:00:00.000Z');
    expect(at('2027-03-28', '09:00', LONDON)).toBe('2027-03-28T08:00:00.000Z');
    expect(at('2026-10-24', '09:00', LONDON)).toBe('2026-10-24T08:00:00.000Z');
    expect(at('2026-10-25', '09:00', LONDON)).toBe('2026-10-25T09:00:00.000Z');
    // New York: forward on 14 March 2027, back on 1 November 2026.
    expect(at('2027-03-14', '09:00', NEW_YORK)).toBe('2027-03-14T13:00:00.000Z');
    expect(at('2026-11-01', '09:00', NEW_YORK)).toBe('2026-11-01T14:00:00.000Z');
  });

  test('an instant back on the person’s clock, whatever the browser’s zone', () => {
    expect(localTimeOf('2027-03-28T08:00:00Z', LONDON)).toBe('09:00');
    expect(localTimeOf('2026-10-25T09:00:00Z', LONDON)).toBe('09:00');
    expect(localDateOf('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDateOf('2026-11-22T03:30:00Z', NEW_YORK)).toBe('2026-11-21');
    expect(formatInZone('2026-12-03T10:00:00Z', NEW_YORK)).toBe('Thursday 3 December 2026, 05:00');
    expect(todayIn('Pacific/Auckland', new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-23');
  });

  test('a skipped time comes out after the gap', () => {
    expect(zonedInstant('2027-03-28', '01:30', LONDON).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(localTimeOf('2027-03-28T01:30:00Z', LONDON)).toBe('02:30');
  });

  test('calendar days: across month, year and DST boundaries', () => {
    expect(addLocalDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addLocalDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addLocalMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(daysFrom('2026-11-22', '2026-12-01')).toBe(9);
    expect(formatLocalDate('2026-11-23')).toBe('Monday 23 November 2026');
  });

  test('what counts as a date and a time', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalTime('00:00')).toBe(true);
    expect(isLocalTime('23:59')).toBe(true);
    expect(isLocalTime('24:00')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
  });

  test('the zone’s name in words, summer and winter', () => {
    expect(zoneName(LONDON, new Date('2026-11-22T12:00:00Z'))).toBe('Greenwich Mean Time');
    expect(zoneName(LONDON, new Date('2026-07-01T12:00:00Z'))).toBe('British Summer Time');
  });
});

describe('calendar grids (weeks from Monday)', () => {
  test('a week', () => {
    expect(weekOf('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  test('a month: whole weeks around it, through the DST change', () => {
    const march = monthGrid('2027-03-15');
    expect(march[0]?.[0]).toBe('2027-03-01');
    expect(march.at(-1)?.at(-1)).toBe('2027-04-04');
    expect(march.flat()).toContain('2027-03-28');
    expect(march.every((w) => w.length === 7)).toBe(true);
    const nov = monthGrid('2026-11-01');
    expect(nov[0]?.[0]).toBe('2026-10-26');
    expect(nov).toHaveLength(6);
  });
});
