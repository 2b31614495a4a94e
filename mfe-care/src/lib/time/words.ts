import { TEXTS } from '../../texts';
import { formatLocalDate } from './zoned';
import type { LocalDate } from './zoned';

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** A course of days in words: 'From Monday 5 January 2026', 'From … to …'; null without a start. */
export function daysText(start: LocalDate | null, end: LocalDate | null): string | null {
  if (start === null) return null;
  const from = formatLocalDate(start);
  return end === null
    ? TEXTS.medications.from(from)
    : TEXTS.medications.fromTo(from, formatLocalDate(end));
}
