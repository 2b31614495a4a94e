import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionAccessToken } from '../../../lib/session-storage';
import { NOTIFICATION_TEXTS, type NotificationField } from '../../../texts';
import {
  notificationSettingsQueryKey,
  useNotificationSettings,
  type NotificationSettings,
} from '../api/get-notification-settings';
import { updateNotificationSettings } from '../api/update-notification-settings';

export type SaveOutcome = { severity: 'success' | 'error'; message: string } | null;

/** Spec 4.6: loading, loaded, toggled locally, saved with success or error message. */
export function useNotificationSettingsForm() {
  const [authenticated] = useState(() => sessionAccessToken() !== null);
  const query = useNotificationSettings(authenticated);
  const queryClient = useQueryClient();
  // Local toggles on top of the loaded object; null while nothing is toggled.
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const settings = draft ?? query.data ?? null;

  const toggle = (field: NotificationField, checked: boolean) => {
    if (settings === null) return;
    setOutcome(null);
    setDraft({ ...settings, [field]: checked });
  };

  const save = async () => {
    if (saving || settings === null) return;
    setOutcome(null);
    setSaving(true);
    try {
      await updateNotificationSettings(settings);
      queryClient.setQueryData(notificationSettingsQueryKey, settings);
      setDraft(null);
      setOutcome({ severity: 'success', message: NOTIFICATION_TEXTS.saved });
    } catch {
      setOutcome({ severity: 'error', message: NOTIFICATION_TEXTS.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return { authenticated, query, settings, toggle, saving, outcome, save };
}
