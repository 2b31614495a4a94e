import { currentIntlLocale, currentLanguage } from '@care/shared';
import { TEXTS } from '../../texts';
import { formatLocalDate } from './zoned';
import type { LocalDate } from './zoned';

/** The languages the care screens' texts are written in besides English (their catalogs, `i18n/care`). */
const JOINED_BY_INTL = new Set(['es', 'pl']);

/**
 * 'a', 'a and b', 'a, b and c'; in Spanish and Polish as Intl joins them ('a, b y c', 'a, b i c'). A page in a
 * language the care screens' texts are not written in (Welsh, the clock's alone) joins them in their English.
 */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (JOINED_BY_INTL.has(currentLanguage()))
    return new Intl.ListFormat(currentIntlLocale(), { type: 'conjunction' }).format(items);
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
