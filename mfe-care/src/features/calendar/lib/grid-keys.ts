import { addLocalDays, addLocalMonths, weekOf } from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';

/**
 * The day a key moves to in a calendar grid (the WAI-ARIA date grid pattern): arrows by a day or a
 * week, Home and End to the week's ends, Page Up and Page Down by a month. null: not a moving key.
 */
export function moveByKey(date: LocalDate, key: string): LocalDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addLocalDays(date, -1);
    case 'ArrowRight':
      return addLocalDays(date, 1);
    case 'ArrowUp':
      return addLocalDays(date, -7);
    case 'ArrowDown':
      return addLocalDays(date, 7);
    case 'Home':
      return weekOf(date)[0] ?? date;
    case 'End':
      return weekOf(date)[6] ?? date;
    case 'PageUp':
      return addLocalMonths(date, -1);
    case 'PageDown':
      return addLocalMonths(date, 1);
    default:
      return null;
  }
}
