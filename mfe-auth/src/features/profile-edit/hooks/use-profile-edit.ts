import { hasSessionAccessToken, readStoredUserId, useMe, type NavigateFn } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { useState } from 'react';
import { useRedirectToLogin } from '../../../lib/use-redirect-to-login';
import { PROFILE_EDIT_TEXTS } from '../../../texts';
import { useUpdateUser } from '../api/update-user';

/** Spec 5: the display name's bounds are not given; the e-mail is not editable. */
export const profileEditSchema = z.object({ display_name: z.string() });

/** Spec 2.5 / 4.6: loading, then error or form; a saving flag; success or error after saving. */
export function useProfileEdit(navigate: NavigateFn) {
  const [authenticated] = useState(() => hasSessionAccessToken() && readStoredUserId() !== null);
  const me = useMe();
  const update = useUpdateUser();
  const [updated, setUpdated] = useState(false);
  const form = useForm(profileEditSchema, {
    values: { display_name: me.data?.display_name ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  useRedirectToLogin(!authenticated, navigate);

  const submit = async ({ display_name }: z.output<typeof profileEditSchema>) => {
    const loaded = me.data;
    if (loaded === undefined) return;
    setUpdated(false);
    // Re-read: the session may have ended in another tab since the screen opened.
    const userId = readStoredUserId();
    if (userId === null) {
      form.setFormError(PROFILE_EDIT_TEXTS.invalidUserId);
      return;
    }
    try {
      const changes = { username: loaded.username, email: loaded.email, display_name };
      await update.mutateAsync({ userId: String(userId), update: changes });
      form.reset({ display_name });
      setUpdated(true);
    } catch {
      form.setFormError(PROFILE_EDIT_TEXTS.updateFailed);
    }
  };

  return { authenticated, me, form, submit, updated };
}
