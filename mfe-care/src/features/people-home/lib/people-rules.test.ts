import { setLocale } from '@care/shared';
import { appointment, dose } from '../../../test/care-fixtures';
import { doseSummary, kioskLine, nextAppointment } from './people-rules';

const NOW = new Date('2026-11-22T17:00:00Z'); // 12:00 in New York
const ZONE = 'America/New_York';

describe('a caregiver’s home: the rules', () => {
  test('the day’s doses in words, most urgent first', () => {
    expect(
      doseSummary([
        dose({ status: 'taken' }),
        dose({ status: 'missed' }),
        dose({ status: 'taken' }),
        dose({ status: 'due' }),
      ]),
    ).toBe('1 missed, 1 due now, 2 taken');
    expect(doseSummary([])).toBe('');
  });

  test('the counts agree with their number in each language (ICU plurals, not a number before a word)', async () => {
    const day = (counts: Partial<Record<'taken' | 'upcoming' | 'missed' | 'due', number>>) =>
      Object.entries(counts).flatMap(([status, n]) =>
        Array.from({ length: n }, () => dose({ status: status as 'taken' })),
      );
    try {
      await setLocale('pl');
      expect(doseSummary(day({ missed: 1, taken: 3, upcoming: 5 }))).toBe(
        '1 opuszczona, 3 przyjęte, 5 nadchodzących',
      );
      expect(doseSummary(day({ due: 2, upcoming: 22 }))).toBe(
        '2 do przyjęcia teraz, 22 nadchodzące',
      );
      await setLocale('es');
      expect(doseSummary(day({ missed: 1, taken: 2, upcoming: 1 }))).toBe(
        '1 olvidada, 2 tomadas, 1 próxima',
      );
    } finally {
      await setLocale('en');
    }
    expect(doseSummary(day({ taken: 2, upcoming: 1 }))).toBe('2 taken, 1 upcoming');
  });

  test('the next appointment: scheduled, not over, the earliest; one under way still counts', () => {
    const past = appointment({
      id: 1,
      start_time: '2026-11-22T14:00:00Z',
      end_time: '2026-11-22T15:00:00Z',
    });
    const now = appointment({
      id: 2,
      start_time: '2026-11-22T16:30:00Z',
      end_time: '2026-11-22T17:30:00Z',
    });
    const later = appointment({ id: 3, start_time: '2026-11-23T15:00:00Z', end_time: null });
    const cancelled = appointment({
      id: 4,
      status: 'cancelled',
      start_time: '2026-11-22T18:00:00Z',
    });
    expect(nextAppointment([later, past, now, cancelled], NOW)?.id).toBe(2);
    expect(nextAppointment([later, past, cancelled], NOW)?.id).toBe(3);
    expect(nextAppointment([past, cancelled], NOW)).toBeNull();
  });

  test('the kiosk in words and colour; none when the person has no kiosk', () => {
    const base = { time_zone: ZONE, kiosk_last_seen_at: null };
    expect(kioskLine({ ...base, kiosk: 'none' }, NOW)).toBeNull();
    expect(kioskLine({ ...base, kiosk: 'online' }, NOW)).toEqual({
      text: 'Kiosk: online',
      tone: 'success',
    });
    expect(kioskLine({ ...base, kiosk: 'never' }, NOW)).toEqual({
      text: 'Kiosk: not seen yet',
      tone: 'info',
    });
    expect(
      kioskLine({ ...base, kiosk: 'silent', kiosk_last_seen_at: '2026-11-21T23:30:00Z' }, NOW),
    ).toEqual({ text: 'Kiosk: silent since Saturday 21 November, 6:30 pm', tone: 'error' });
  });
});
