import { TEXTS } from '../../../texts';
import { formatLocalDate, joinWords } from '../../../lib/time';
import type { Medication } from '../api/get-medications';

const T = TEXTS.medications;

/** 'Due at 08:00 and 18:00'. */
export const timesText = (m: Medication): string =>
  m.times.length === 0 ? T.noTimes : T.dueAt(joinWords([...m.times].sort()));

/** 'From Monday 5 January 2026' or 'From … to …'. */
export function daysText(m: Medication): string | null {
  if (m.start_date === null) return null;
  const from = formatLocalDate(m.start_date);
  return m.end_date === null ? T.from(from) : T.fromTo(from, formatLocalDate(m.end_date));
}
