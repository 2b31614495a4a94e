import { useState } from 'react';
import { Alert, failureMessage, Stack, TextField } from '@care/shared';
import { Form, SubmitButton, useForm, z } from '@care/shared/forms';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { TEXTS } from '../../../texts';
import { useUpdateSettings } from '../api/update-settings';

const T = TEXTS.dashboard;

const schema = z.object({
  kiosk_silent_after_minutes: z.string().check(
    z.refine(
      (v) => {
        const n = Number(v);
        return Number.isInteger(n) && n >= 1 && n <= 10080;
      },
      { error: () => T.silentAfterInvalid },
    ),
  ),
});

/** The settings card's one setting: after how many minutes without a ping a kiosk counts as silent. */
export function SilenceSetting({ minutes }: { minutes: number }) {
  const [saved, setSaved] = useState(false);
  const update = useUpdateSettings();
  const form = useForm(schema, { defaultValues: { kiosk_silent_after_minutes: String(minutes) } });
  // A number typed and not saved asks before the page leaves (docs/product.md 2.11).
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const save = async (values: z.infer<typeof schema>) => {
    try {
      await update.mutateAsync({
        kiosk_silent_after_minutes: Number(values.kiosk_silent_after_minutes),
      });
      form.reset(values);
      setSaved(true);
    } catch (error) {
      // The one field says why its value was not saved.
      form.setError('kiosk_silent_after_minutes', {
        type: 'server',
        message: failureMessage(error, T.silentAfterFailed),
      });
    }
  };
  return (
    <Form
      form={form}
      // Every attempt hides the last "saved" first, one the schema stops included.
      onSubmitCapture={() => setSaved(false)}
      onSubmit={save}
    >
      <Stack direction="row" gap={1} align="flex-end" wrap>
        <TextField
          label={T.silentAfterLabel}
          hint={T.silentAfterHint}
          inputMode="numeric"
          {...form.field('kiosk_silent_after_minutes')}
        />
        <SubmitButton variant="secondary">{T.silentAfterSave}</SubmitButton>
      </Stack>
      {saved && !form.formState.isDirty && <Alert severity="success">{T.silentAfterSaved}</Alert>}
      {unsaved.dialog}
    </Form>
  );
}
