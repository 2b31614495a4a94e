import { useState } from 'react';
import {
  Alert,
  apiErrorStatus,
  apiErrorText,
  Stack,
  TextField,
  useSessionStore,
} from '@care/shared';
import { Form, SubmitButton, useForm, z } from '@care/shared/forms';
import { useQueryClient } from '@tanstack/react-query';
import { TEXTS } from '../../../texts';
import { userQueryKey, type AdminUser } from '../api/get-user';
import { pairKiosk } from '../api/kiosk';

const T = TEXTS.kiosk;

const schema = z.object({
  user_code: z.string().check(z.trim(), z.minLength(1, { error: () => T.pairingCodeRequired })),
});

/**
 * docs/product.md 2.11: the administrator types the pairing code the device's set-up card shows; the API binds
 * that device to the person, and the device then fetches its own secret (nobody here sees or sets it). A code
 * the API refuses shows its reason under the field, which keeps what was typed.
 */
export function KioskPairingForm({
  userId,
  onPaired,
}: {
  userId: string;
  onPaired: (deviceId: string) => void;
}) {
  const viewer = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  const form = useForm(schema, { defaultValues: { user_code: '' } });
  const [done, setDone] = useState(false);

  const pair = async ({ user_code }: z.infer<typeof schema>) => {
    setDone(false);
    try {
      const answer = await pairKiosk(userId, user_code);
      queryClient.setQueryData<AdminUser>(userQueryKey(viewer, userId), (user) =>
        user ? { ...user, device_id: answer.device_id, kiosk_state: answer.kiosk_state } : user,
      );
      form.reset({ user_code: '' });
      setDone(true);
      onPaired(answer.device_id);
    } catch (error) {
      // The API's reason for a refused code (400) or too many tries (429); anything else, our own words.
      const status = apiErrorStatus(error);
      const refused = status === 400 || status === 429;
      form.setError(
        'user_code',
        { type: 'server', message: (refused && apiErrorText(error, 'detail')) || T.pairFailed },
        { shouldFocus: true },
      );
    }
  };

  return (
    <section aria-labelledby="kiosk-pair-title">
      <h3 id="kiosk-pair-title">{T.pairTitle}</h3>
      <Form
        form={form}
        aria-label={T.pairTitle}
        onSubmitCapture={() => setDone(false)}
        onSubmit={pair}
      >
        <Stack gap={2}>
          <TextField
            label={T.pairingCode}
            hint={T.pairingCodeHint}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="characters"
            {...form.field('user_code')}
          />
          <div>
            <SubmitButton>{T.pair}</SubmitButton>
          </div>
        </Stack>
      </Form>
      {done && <Alert severity="success" title={T.paired} />}
    </section>
  );
}
