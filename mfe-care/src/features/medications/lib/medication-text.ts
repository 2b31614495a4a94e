import { TEXTS } from '../../../texts';
import { daysText, joinWords } from '../../../lib/time';
import type { Medication } from '../api/get-medications';

const T = TEXTS.medications;

/** 'Due at 08:00 and 18:00'. */
export const timesText = (m: Medication): string =>
  m.times.length === 0 ? T.noTimes : T.dueAt(joinWords([...m.times].sort()));

export const daysOf = (m: Medication): string | null => daysText(m.start_date, m.end_date);
