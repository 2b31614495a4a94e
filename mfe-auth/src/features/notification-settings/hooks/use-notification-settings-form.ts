import { hasSessionAccessToken } from '@care/shared';
import { useForm, z } from '@care/shared/forms';
import { useState } from 'react';
import { NOTIFICATION_SECTIONS, NOTIFICATION_TEXTS, type NotificationField } from '../../../texts';
import {
  useNotificationSettings,
  type NotificationSettings,
} from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const FIELDS = NOTIFICATION_SECTIONS.flatMap((section) =>
  section.switches.map((item) => item.field),
);

const notificationSettingsSchema = z.object(
  Object.fromEntries(FIELDS.map((field) => [field, z.boolean()])) as Record<
    NotificationField,
    z.ZodMiniBoolean
  >,
);
type Values = z.output<typeof notificationSettingsSchema>;

function valuesOf(settings: NotificationSettings | null | undefined): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, settings?.[field] === true])) as Values;
}

/** Spec 4.6: loading, loaded, toggled locally, saved with success or error message. */
export function useNotificationSettingsForm() {
  const [authenticated] = useState(hasSessionAccessToken);
  const query = useNotificationSettings(authenticated);
  const update = useUpdateNotificationSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm(notificationSettingsSchema, {
    values: valuesOf(query.data),
    resetOptions: { keepDirtyValues: true },
  });

  const submit = async (values: Values) => {
    const loaded = query.data;
    if (!loaded) return;
    setSaved(false);
    try {
      // The whole object goes back: fields this screen does not know stay as they came.
      await update.mutateAsync({ ...loaded, ...values });
      form.reset(values);
      setSaved(true);
    } catch {
      form.setFormError(NOTIFICATION_TEXTS.saveFailed);
    }
  };

  return { authenticated, query, form, submit, saved };
}
