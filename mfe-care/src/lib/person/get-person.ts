import { personQueryOptions, useSessionStore } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

/** The person whose pages these are: the one query the suite shares (`@care/shared`'s `personQueryOptions`). */
/** A person id from a route parameter or a record: a positive whole number, else null. */
function personIdOf(value: number | string | null | undefined): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The person whose pages these are (no usable id: nothing fetched). `fresh`: asked for again on mount even when the
 * cache holds a recent answer (a kiosk's start restores its last day: a setting changed while it was off must show).
 */
export function usePerson(personId: number | string | null, fresh = false) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    ...personQueryOptions(userId, personIdOf(personId)),
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
