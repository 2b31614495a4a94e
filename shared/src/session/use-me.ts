import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../data/get-me';
import { useSessionStore } from './session-store';

/**
 * The signed-in user's details (`GET /users/me/`, spec 3), as a query: `{ data, isPending, isError }`.
 * Disabled while nobody is signed in. The session store fills it at sign-in, so it rarely fetches.
 */
export function useMe() {
  const userId = useSessionStore((state) => state.userId);
  return useQuery(meQueryOptions(userId));
}
