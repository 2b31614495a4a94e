import { dose } from '../../test/care-fixtures';
import { adherenceOf } from './adherence';
import { actionsFor, markText } from './dose-row';

describe('adherence', () => {
  test('the share taken of the doses that are settled; due and upcoming ones wait', () => {
    const a = adherenceOf([
      dose({ status: 'taken' }),
      dose({ status: 'taken' }),
      dose({ status: 'missed' }),
      dose({ status: 'skipped' }),
      dose({ status: 'due' }),
      dose({ status: 'upcoming' }),
    ]);
    expect(a).toEqual({ counted: 4, taken: 2, skipped: 1, missed: 1, percent: 50 });
    expect(adherenceOf([dose({ status: 'upcoming' })]).percent).toBeNull();
  });
});

describe('the marks offered', () => {
  const now = new Date('2026-11-22T17:00:00Z');
  test('the person: taken or skipped; the care team also corrects and undoes', () => {
    const due = dose({ status: 'due', due_at: '2026-11-22T16:30:00Z' });
    expect(actionsFor(due, false, now)).toEqual(['taken', 'skipped']);
    expect(actionsFor(due, true, now)).toEqual(['taken', 'skipped', 'missed']);
    const taken = dose({
      status: 'taken',
      marked_at: '2026-11-22T16:40:00Z',
      due_at: '2026-11-22T16:30:00Z',
    });
    expect(actionsFor(taken, true, now)).toEqual(['skipped', 'missed', 'pending']);
    expect(actionsFor(taken, false, now)).toEqual(['skipped']);
  });

  test('a dose more than two hours ahead can only be skipped', () => {
    const later = dose({ status: 'upcoming', due_at: '2026-11-22T19:30:00Z' });
    expect(actionsFor(later, true, now)).toEqual(['skipped']);
    const soon = dose({ status: 'upcoming', due_at: '2026-11-22T18:30:00Z' });
    expect(actionsFor(soon, false, now)).toEqual(['taken', 'skipped']);
  });

  test('who marked it and when, on the person’s clock', () => {
    expect(
      markText(
        dose({
          status: 'taken',
          marked_at: '2026-11-22T13:05:00Z',
          marked_by: { id: 1, display_name: 'Ann' },
        }),
        'America/New_York',
      ),
    ).toBe('Taken at 22 Nov, 08:05 by Ann');
    expect(
      markText(dose({ status: 'missed', marked_at: '2026-11-22T14:00:00Z' }), 'Europe/London'),
    ).toBe('Missed at 22 Nov, 14:00');
    expect(markText(dose(), 'UTC')).toBeNull();
  });
});
