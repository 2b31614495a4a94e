import { useState } from 'react';
import { Alert, Button, failureMessage, Stack, TextField } from '@care/shared';
import { TEXTS } from '../../../texts';
import { useUpdateSettings } from '../api/update-settings';

const T = TEXTS.dashboard;

/** The settings card's one setting: after how many minutes without a ping a kiosk counts as silent. */
export function SilenceSetting({ minutes }: { minutes: number }) {
  const [value, setValue] = useState(String(minutes));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateSettings();
  const save = async () => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 10080) {
      setMessage({ ok: false, text: T.silentAfterInvalid });
      return;
    }
    try {
      await update.mutateAsync({ kiosk_silent_after_minutes: n });
      setMessage({ ok: true, text: T.silentAfterSaved });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.silentAfterFailed) });
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack direction="row" gap={1} align="flex-end" wrap>
        <TextField
          label={T.silentAfterLabel}
          hint={T.silentAfterHint}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={message?.ok === false ? message.text : undefined}
        />
        <Button type="submit" variant="secondary" busy={update.isPending}>
          {T.silentAfterSave}
        </Button>
      </Stack>
      {message?.ok === true && <Alert severity="success">{message.text}</Alert>}
    </form>
  );
}
