import { useSessionStore, type NavigateFn } from '@care/shared';
import { useState } from 'react';
import { homePath } from '../../../lib/home-path';
import { sessionAccessToken, sessionUserId } from '../../../lib/session-storage';
import { useUser } from '../api/get-user';
import { useRedirectToLogin } from './use-session-guard';

/** Spec 2.4: the current user's details, or "not authenticated" without an access token. */
export function useProfileDetails(navigate: NavigateFn) {
  // Read once per mount: the host remounts the screen on every visit.
  const [authenticated] = useState(() => sessionAccessToken() !== null);
  const storeUserId = useSessionStore((state) => state.userId ?? undefined);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const userId = authenticated
    ? storeUserId !== undefined
      ? String(storeUserId)
      : sessionUserId()
    : null;
  const query = useUser(userId);
  useRedirectToLogin(!authenticated, navigate);

  return {
    authenticated,
    /** True when signed in but no user id is known: nothing can be loaded. */
    missingUserId: authenticated && userId === null,
    query,
    dashboardPath: homePath(isAdmin, userId),
  };
}
