import { useSessionStore, type NavigateFn } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { sessionAccessToken, sessionUserId } from '../../../lib/session-storage';
import { PROFILE_EDIT_TEXTS } from '../../../texts';
import { userQueryKey, useUser, type UserProfile } from '../../profile/api/get-user';
import { updateUser } from '../api/update-user';
import { useRedirectToLogin } from '../../profile/hooks/use-session-guard';

export type SaveOutcome = { severity: 'success' | 'error'; message: string } | null;

/** Spec 2.5 / 4.6: loading, then error or form; a saving flag; success or error after saving. */
export function useProfileEdit(navigate: NavigateFn) {
  const [initialUserId] = useState(() => (sessionAccessToken() !== null ? sessionUserId() : null));
  const authenticated = initialUserId !== null;
  const query = useUser(initialUserId);
  const reloadUser = useSessionStore((state) => state.reloadUser);
  const queryClient = useQueryClient();
  // null until the user types: the field shows the loaded name until then.
  const [draftName, setDraftName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  useRedirectToLogin(!authenticated, navigate);

  const displayName = draftName ?? query.data?.display_name ?? '';

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const loaded = query.data;
    if (saving || loaded === undefined) return;
    setOutcome(null);
    // Re-read: the session may have ended in another tab since the screen opened.
    const userId = sessionUserId();
    if (userId === null) {
      setOutcome({ severity: 'error', message: PROFILE_EDIT_TEXTS.invalidUserId });
      return;
    }
    setSaving(true);
    try {
      const update = { username: loaded.username, email: loaded.email, display_name: displayName };
      await updateUser(userId, update);
      queryClient.setQueryData<UserProfile>(userQueryKey(userId), (old) =>
        old === undefined ? old : { ...old, ...update },
      );
      setDraftName(null);
      setOutcome({ severity: 'success', message: PROFILE_EDIT_TEXTS.updated });
      // The navbar shows the display name from the session store.
      reloadUser().catch((error: unknown) =>
        console.warn('Could not reload the current user', error),
      );
    } catch {
      setOutcome({ severity: 'error', message: PROFILE_EDIT_TEXTS.updateFailed });
    } finally {
      setSaving(false);
    }
  };

  return { authenticated, query, displayName, setDisplayName: setDraftName, saving, outcome, save };
}
