import {
  Alert,
  Card,
  failureMessage,
  isAdminUser,
  notify,
  Spinner,
  TextField,
  useMe,
} from '@care/shared';
import { applyServerErrors, Form, FormError, SubmitButton, useForm, z } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { useDoseSettings } from '../api/get-dose-settings';
import type { DoseSettings } from '../api/get-dose-settings';
import { useUpdateDoseSettings } from '../api/update-dose-settings';

const T = TEXTS.medications;

const schema = z.object({
  missed_after_minutes: z
    .string()
    .check(
      z.refine(
        (v) => /^\d+$/.test(v.trim()) && Number(v) >= 5 && Number(v) <= 1440,
        T.thresholdInvalid,
      ),
    ),
});

function ThresholdForm({ personId, settings }: { personId: string; settings: DoseSettings }) {
  const update = useUpdateDoseSettings(personId);
  const form = useForm(schema, {
    defaultValues: { missed_after_minutes: String(settings.missed_after_minutes) },
  });
  return (
    <Form
      form={form}
      aria-label={T.threshold}
      onSubmit={async ({ missed_after_minutes }) => {
        try {
          await update.mutateAsync(Number(missed_after_minutes));
          notify(T.thresholdSaved, { severity: 'success' });
        } catch (error) {
          if (!applyServerErrors(form, error, ['missed_after_minutes'])) {
            form.setFormError(failureMessage(error, TEXTS.common.saveFailed));
          }
        }
      }}
    >
      <FormError />
      <TextField
        label={T.thresholdLabel}
        hint={T.thresholdHint(settings.default_minutes)}
        inputMode="numeric"
        {...form.field('missed_after_minutes')}
      />
      <div>
        <SubmitButton busyLabel={TEXTS.common.saving}>{T.thresholdSave}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * When an unmarked dose counts as missed (and the care team is told): clinicians and full admins set
 * it for the person; everyone else reads it.
 */
export function ThresholdCard({ personId }: { personId: string }) {
  const settings = useDoseSettings(personId);
  const me = useMe();
  // The API's 'clinical' rule: full admins and the person's clinical admin (spec 1's admin rule).
  const clinical = me.data !== undefined && isAdminUser(me.data);
  return (
    <Card title={T.threshold}>
      {settings.isPending && <Spinner label={TEXTS.common.loading} />}
      {settings.isError && (
        <Alert severity="error">{failureMessage(settings.error, T.loadFailed)}</Alert>
      )}
      {settings.data && (
        <>
          <p>{T.thresholdValue(settings.data.missed_after_minutes, settings.data.is_default)}</p>
          {clinical && <ThresholdForm personId={personId} settings={settings.data} />}
        </>
      )}
    </Card>
  );
}
