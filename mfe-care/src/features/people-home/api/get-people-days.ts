import { useSessionStore } from '@care/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { collectionQueryOptions } from '../../../lib/data/collection';
import type { Dose } from '../../../lib/doses';
import { dosesQueryOptions } from '../../../lib/doses';
import { todayIn } from '../../../lib/time';
import type { Appointment } from '../lib/people-rules';
import type { CaredPerson } from './get-people';

/** What a person's card shows of their day: today's doses and their appointments, each as its query reads it. */
export interface PersonDay {
  doses: UseQueryResult<Dose[]>;
  appointments: UseQueryResult<Appointment[]>;
  /** A part is still on its way (a person linked since the home showed: their card waits for it). */
  pending: boolean;
}

/**
 * Every card's day, read once here: today's doses (each day at the person's own midnight) and the appointments.
 * `pending` stays true while any part is on its way: the home shows its cards once every part has answered (or
 * failed), so no part arriving later pushes the ones under it down the page (no layout shift on the first screen,
 * docs/performance.md). A query that is not running (no viewer yet) holds nothing back.
 */
export function usePeopleDays(people: readonly CaredPerson[] | undefined): {
  pending: boolean;
  days: ReadonlyMap<number, PersonDay>;
} {
  const viewerId = useSessionStore((state) => state.userId);
  const list = people ?? [];
  return useQueries({
    queries: list.flatMap((person) => {
      const today = todayIn(person.time_zone);
      const id = String(person.id);
      return [
        {
          ...dosesQueryOptions(viewerId, id, { from: today, to: today }),
          placeholderData: keepPreviousData,
        },
        collectionQueryOptions<Appointment>(viewerId, 'appointments', id),
      ];
    }),
    combine: (results) => {
      const waiting = (r: UseQueryResult | undefined) =>
        r !== undefined && r.isPending && r.fetchStatus !== 'idle';
      const days = new Map<number, PersonDay>();
      list.forEach((person, index) => {
        const doses = results[index * 2] as UseQueryResult<Dose[]>;
        const appointments = results[index * 2 + 1] as UseQueryResult<Appointment[]>;
        days.set(person.id, {
          doses,
          appointments,
          pending: waiting(doses) || waiting(appointments),
        });
      });
      return { pending: results.some(waiting), days };
    },
  });
}
