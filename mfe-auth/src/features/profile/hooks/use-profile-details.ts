import {
  hasSessionAccessToken,
  homePath,
  readStoredUserId,
  useSessionStore,
  type NavigateFn,
} from '@care/shared';
import { useState } from 'react';
import { useRedirectToLogin } from '../../../lib/use-redirect-to-login';
import { useUser } from '../api/get-user';

/** Spec 2.4: the current user's details, or "not authenticated" without an access token. */
export function useProfileDetails(navigate: NavigateFn) {
  // Read once per mount: the host remounts the screen on every visit.
  const [authenticated] = useState(hasSessionAccessToken);
  const sessionUserId = useSessionStore((state) => state.userId);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const id = authenticated ? (sessionUserId ?? readStoredUserId()) : null;
  const userId = id === null ? null : String(id);
  const query = useUser(userId);
  useRedirectToLogin(!authenticated, navigate);

  return {
    authenticated,
    /** True when signed in but no user id is known: nothing can be loaded. */
    missingUserId: authenticated && userId === null,
    query,
    dashboardPath: homePath(userId, isAdmin),
  };
}
