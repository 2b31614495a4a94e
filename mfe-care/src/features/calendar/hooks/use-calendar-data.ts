import type { ApiSchema } from '@care/shared';
import { useCollection } from '../../../lib/data/collection';
import { useDosesInRange } from '../../../lib/doses';
import type { Dose, DoseStatus } from '../../../lib/doses';
import { localDateOf } from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';

export type Appointment = ApiSchema<'Appointment'>;
export type Meal = ApiSchema<'Meal'>;

export interface DayPlan {
  appointments: Appointment[];
  doses: Dose[];
  meals: Meal[];
}

const EMPTY: DayPlan = { appointments: [], doses: [], meals: [] };

/** Appointments, doses and meals by the person's local date, for the dates `from`..`to`. */
function plansByDay(
  appointments: readonly Appointment[],
  doses: readonly Dose[],
  meals: readonly Meal[],
  zone: string,
): (date: LocalDate) => DayPlan {
  const days = new Map<LocalDate, DayPlan>();
  const at = (date: LocalDate): DayPlan => {
    const plan = days.get(date) ?? { appointments: [], doses: [], meals: [] };
    days.set(date, plan);
    return plan;
  };
  for (const a of appointments) at(localDateOf(a.start_time, zone)).appointments.push(a);
  for (const d of doses) at(d.local_date).doses.push(d);
  for (const m of meals) at(localDateOf(m.eaten_at, zone)).meals.push(m);
  for (const plan of days.values()) {
    plan.appointments.sort((a, b) => a.start_time.localeCompare(b.start_time));
    plan.meals.sort((a, b) => a.eaten_at.localeCompare(b.eaten_at));
  }
  return (date) => days.get(date) ?? EMPTY;
}

/** How many doses of each status, in the order the legend shows them. */
export function doseCounts(doses: readonly Dose[]): [DoseStatus, number][] {
  const order: DoseStatus[] = ['taken', 'missed', 'due', 'upcoming', 'skipped'];
  return order
    .map((status): [DoseStatus, number] => [
      status,
      doses.filter((d) => d.status === status).length,
    ])
    .filter(([, n]) => n > 0);
}

/** Everything the calendar shows for the dates `from`..`to`. */
export function useCalendarData(personId: string, zone: string, from: LocalDate, to: LocalDate) {
  const appointments = useCollection<Appointment>('appointments', personId);
  const meals = useCollection<Meal>('meals', personId);
  const doses = useDosesInRange(personId, { from, to });
  const queries = [appointments, meals, doses];
  return {
    isPending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.isError)?.error ?? null,
    /** Loads again what failed (the calm error's retry). */
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
    planOf: plansByDay(appointments.data ?? [], doses.data ?? [], meals.data ?? [], zone),
  };
}
