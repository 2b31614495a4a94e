import { dosesDueToday, missedToday } from '../src/modules/admin/doses';
import type { MedicationRow } from '../src/modules/admin/dashboard';

const med = (over: Partial<MedicationRow> = {}): MedicationRow => ({
  id: 1,
  user_id: 7,
  display_name: 'Margaret Johnson',
  name: 'Metformin',
  times: ['08:00', '18:00'],
  start_date: null,
  end_date: null,
  time_zone: 'Europe/London',
  missed_after_minutes: null,
  ...over,
});

describe("today's doses (the dose contract: local times of day in the person's zone)", () => {
  test('a 09:00 dose is due at 09:00 local time on both sides of a DST change', () => {
    const before = dosesDueToday(
      [med({ times: ['09:00'] })],
      new Date('2026-03-28T12:00:00Z'),
      'UTC',
    );
    const after = dosesDueToday(
      [med({ times: ['09:00'] })],
      new Date('2026-03-29T12:00:00Z'),
      'UTC',
    );
    expect(before.map((d) => d.dueAt.toISOString())).toEqual(['2026-03-28T09:00:00.000Z']);
    expect(after.map((d) => d.dueAt.toISOString())).toEqual(['2026-03-29T08:00:00.000Z']);
  });

  test("'today' is the person's own date: just after midnight in Auckland is still yesterday in London", () => {
    const now = new Date('2026-06-01T12:30:00Z'); // 00:30 on 2 June in Auckland
    const [nz] = dosesDueToday(
      [med({ times: ['08:00'], time_zone: 'Pacific/Auckland' })],
      now,
      'UTC',
    );
    expect(nz?.dueAt.toISOString()).toBe('2026-06-01T20:00:00.000Z');
  });

  test('the default zone serves people without one; start and end dates bound the course', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(dosesDueToday([med({ time_zone: null })], now, 'America/New_York')).toHaveLength(2);
    expect(dosesDueToday([med({ start_date: '2026-06-11' })], now, 'UTC')).toHaveLength(0);
    expect(dosesDueToday([med({ end_date: '2026-06-09' })], now, 'UTC')).toHaveLength(0);
    expect(dosesDueToday([med({ end_date: '2026-06-10' })], now, 'UTC')).toHaveLength(2);
    expect(dosesDueToday([med({ times: ['8am', 12, '25:00'] })], now, 'UTC')).toHaveLength(0);
  });
});

describe('missed today', () => {
  const now = new Date('2026-06-10T19:30:00Z'); // 20:30 in London

  test('an unmarked dose is missed only once the threshold has passed', () => {
    const missed = missedToday([med()], [], now, 'UTC', 60);
    // 08:00 and 18:00 BST are 07:00Z and 17:00Z: both over an hour ago
    expect(missed.map((d) => d.due_at.toISOString())).toEqual([
      '2026-06-10T07:00:00.000Z',
      '2026-06-10T17:00:00.000Z',
    ]);
    expect(missedToday([med()], [], now, 'UTC', 180).map((d) => d.due_at.toISOString())).toEqual([
      '2026-06-10T07:00:00.000Z',
    ]);
  });

  test("a person's own threshold (the dose API's dose_settings) wins over the default", () => {
    // 18:00 BST = 17:00Z, 150 minutes ago: missed under a 60-minute default, not under their 180
    const own = med({ missed_after_minutes: 180 });
    expect(missedToday([own], [], now, 'UTC', 60).map((d) => d.due_at.toISOString())).toEqual([
      '2026-06-10T07:00:00.000Z',
    ]);
    const strict = med({ missed_after_minutes: 15 });
    expect(missedToday([strict], [], now, 'UTC', 800)).toHaveLength(2);
  });

  test('taken and skipped doses are not missed; a dose the sweep stored as missed is, at once', () => {
    const marks = [
      { medication_id: 1, due_at: new Date('2026-06-10T07:00:00Z'), status: 'taken' },
      { medication_id: 1, due_at: new Date('2026-06-10T17:00:00Z'), status: 'skipped' },
    ];
    expect(missedToday([med()], marks, now, 'UTC', 60)).toEqual([]);
    const stored = [
      { medication_id: 1, due_at: new Date('2026-06-10T17:00:00Z'), status: 'missed' },
    ];
    expect(missedToday([med()], stored, now, 'UTC', 800)).toEqual([
      {
        user_id: 7,
        display_name: 'Margaret Johnson',
        medication_id: 1,
        medication_name: 'Metformin',
        due_at: new Date('2026-06-10T17:00:00Z'),
      },
    ]);
  });
});
