import { useState } from 'react';
import {
  Alert,
  apiErrorText,
  Card,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  SelectField,
  SOURCE_LANGUAGE,
  Stack,
} from '@care/shared';
import type { Language } from '@care/shared';
import { TEXTS } from '../../../texts';
import type { AdminUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';

const T = TEXTS.language;

type Message = { ok: boolean; text: string; detail?: string | null };

/** Each language by its own name, so that a person finds theirs whatever the page is shown in. */
const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * The person's language (docs/languages.md, "Who chooses"): the kiosk and the person's pages are shown in it. Set,
 * like the clock face, by admins and the person's own clinical admin; saved as soon as it is chosen, and said so.
 */
export function LanguageSetting({ userId, user }: { userId: string; user: AdminUser }) {
  const update = useUpdateUser(userId);
  const saved = isLanguage(user.language) ? user.language : SOURCE_LANGUAGE;
  // The choice shows at once, while it is saved; once saved (or refused) the record's language shows again.
  const [pending, setPending] = useState<Language | null>(null);
  const value = pending ?? saved;
  const [message, setMessage] = useState<Message | null>(null);
  const save = async (next: string) => {
    if (!isLanguage(next) || next === value) return;
    setPending(next);
    setMessage(null);
    try {
      await update.mutateAsync({ method: 'patch', body: { language: next } });
      setMessage({ ok: true, text: T.saved(LANGUAGE_NAMES[next]) });
    } catch (error) {
      setMessage({ ok: false, text: T.saveFailed, detail: apiErrorText(error, 'detail') });
    } finally {
      setPending(null);
    }
  };
  return (
    <Card title={T.title}>
      <Stack gap={2}>
        <SelectField
          label={T.label}
          hint={T.hint}
          options={OPTIONS}
          value={value}
          disabled={update.isPending}
          onChange={(event) => void save(event.target.value)}
        />
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} title={message.text}>
            {message.detail ?? undefined}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
