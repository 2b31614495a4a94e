import { personQueryOptions, useSessionStore } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * The person whose picture book it is: the suite's one person query (`@care/shared`'s `personQueryOptions`, which
 * the care screens read too); only the name is shown.
 */
export function usePerson(userId: number | null) {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(personQueryOptions(viewerId, userId));
}
