import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { calendarDay as day } from './zoned';
import type { LocalDate } from './zoned';

/** Weeks start on Monday (ISO 8601, as in the UK). */
const WEEK = { weekStartsOn: 1 } as const;

const iso = (d: Date): LocalDate => format(d, 'yyyy-MM-dd');

/** The seven dates of the week (Monday to Sunday) that holds `date`. */
export function weekOf(date: LocalDate): LocalDate[] {
  const d = day(date);
  return eachDayOfInterval({ start: startOfWeek(d, WEEK), end: endOfWeek(d, WEEK) }).map(iso);
}

/** The weeks (Monday to Sunday) that cover the month of `date`, days of the months around included. */
export function monthGrid(date: LocalDate): LocalDate[][] {
  const d = day(date);
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(d), WEEK),
    end: endOfWeek(endOfMonth(d), WEEK),
  }).map(iso);
  const weeks: LocalDate[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** 'YYYY-MM' of a local date. */
export const monthOf = (date: LocalDate): string => date.slice(0, 7);
