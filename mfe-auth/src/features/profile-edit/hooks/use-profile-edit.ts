import {
  currentLanguage,
  hasSessionAccessToken,
  isLanguage,
  LANGUAGES,
  notify,
  readStoredUserId,
  useMe,
  type CurrentUser,
  type Language,
  type NavigateFn,
} from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { useState } from 'react';
import { useRedirectToLogin } from '../../../lib/use-redirect-to-login';
import { PROFILE_EDIT_TEXTS } from '../../../texts';
import { useUpdateLanguage } from '../api/update-language';
import { useUpdateUser } from '../api/update-user';

/** Spec 5: the display name's bounds are not given; the e-mail is not editable. The language is one we speak. */
export const profileEditSchema = z.object({
  display_name: z.string(),
  language: z.enum(LANGUAGES),
});

/** The language the setting starts at: the person's own, else the one the page is shown in now. */
function languageOf(user: CurrentUser | undefined): Language {
  return isLanguage(user?.language) ? user.language : currentLanguage();
}

/**
 * Spec 2.5 / 4.6: loading, then error or form; a saving flag; success or error after saving. The language is saved
 * after the profile and only when it changed (docs/languages.md); the page then turns to it.
 */
export function useProfileEdit(navigate: NavigateFn) {
  const [authenticated] = useState(() => hasSessionAccessToken() && readStoredUserId() !== null);
  const me = useMe();
  const update = useUpdateUser();
  const updateLanguage = useUpdateLanguage();
  const [updated, setUpdated] = useState(false);
  const savedLanguage = languageOf(me.data);
  const form = useForm(profileEditSchema, {
    values: { display_name: me.data?.display_name ?? '', language: savedLanguage },
    resetOptions: { keepDirtyValues: true },
  });
  useRedirectToLogin(!authenticated, navigate);

  const submit = async ({ display_name, language }: z.output<typeof profileEditSchema>) => {
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
    } catch {
      form.setFormError(PROFILE_EDIT_TEXTS.updateFailed);
      return;
    }
    form.reset({ display_name, language: savedLanguage });
    setUpdated(true);
    if (language === savedLanguage) return;
    try {
      // Said in the language the person was reading; the page turns to the new one right after.
      const changed = PROFILE_EDIT_TEXTS.languageChanged(language);
      await updateLanguage.mutateAsync({ userId: String(userId), update: { language } });
      notify(changed, { severity: 'success' });
    } catch {
      // The setting shows the language the person still has, and says the change did not happen.
      form.setValue('language', savedLanguage);
      form.setFormError(PROFILE_EDIT_TEXTS.languageFailed);
    }
  };

  return { authenticated, me, form, submit, updated };
}
