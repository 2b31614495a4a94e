import { useState } from 'react';
import { Alert, apiErrorText, Card, Stack, Switch, timeInWords } from '@care/shared';
import { TEXTS } from '../../../texts';
import type { AdminUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';

const T = TEXTS.clockFace;

type Message = { ok: boolean; text: string; detail?: string | null };

/**
 * Issue 26: the time in words on the person's clock. A clinical choice: shown only to those the API lets
 * change it (admins and the person's own clinical admin); saved at once, and said so.
 */
export function ClockFaceSettings({ userId, user }: { userId: string; user: AdminUser }) {
  const update = useUpdateUser(userId);
  const [message, setMessage] = useState<Message | null>(null);
  const save = async (on: boolean) => {
    setMessage(null);
    try {
      await update.mutateAsync({ method: 'patch', body: { time_in_words: on } });
      setMessage({ ok: true, text: on ? T.savedOn : T.savedOff });
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
          onCheckedChange={(on) => void save(on)}
        />
        <p>{T.hint}</p>
        <p>{T.example(timeInWords(9, 30))}</p>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} title={message.text}>
            {message.detail ?? undefined}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
