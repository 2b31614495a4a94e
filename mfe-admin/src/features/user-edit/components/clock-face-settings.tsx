import { useState } from 'react';
import { Alert, apiErrorText, Card, Stack, Switch, timeInWords } from '@care/shared';
import { TEXTS } from '../../../texts';
import type { AdminUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';

const T = TEXTS.clockFace;

type Message = { ok: boolean; text: string; detail?: string | null };

type Setting = 'time_in_words' | 'clock_24h';

/** What each of the clock's settings this card changes says once saved (on, off), in the page's language. */
function savedText(field: Setting, on: boolean): string {
  if (field === 'time_in_words') return on ? T.savedOn : T.savedOff;
  return on ? T.saved24On : T.saved24Off;
}

/**
 * The time in words on the person's clock, and its 24-hour digits (docs/product.md 2.11). Clinical
 * choices: shown only to those the API lets change them (admins and the person's own clinical admin); each saved at
 * once, and said so.
 */
export function ClockFaceSettings({ userId, user }: { userId: string; user: AdminUser }) {
  const update = useUpdateUser(userId);
  const [message, setMessage] = useState<Message | null>(null);
  const save = async (field: Setting, on: boolean) => {
    setMessage(null);
    try {
      await update.mutateAsync({ method: 'patch', body: { [field]: on } });
      setMessage({ ok: true, text: savedText(field, on) });
    } catch (error) {
      setMessage({ ok: false, text: T.saveFailed, detail: apiErrorText(error, 'detail') });
    }
  };
  return (
    <Card title={T.title}>
      <Stack gap={2}>
        <Switch
          label={T.words}
          checked={user.time_in_words}
          disabled={update.isPending}
          onCheckedChange={(on) => void save('time_in_words', on)}
        />
        <p>{T.hint}</p>
        <p>{T.example(timeInWords(9, 30))}</p>
        <Switch
          label={T.hours24}
          checked={user.clock_24h}
          disabled={update.isPending}
          onCheckedChange={(on) => void save('clock_24h', on)}
        />
        <p>{T.hours24Hint}</p>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} title={message.text}>
            {message.detail ?? undefined}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
